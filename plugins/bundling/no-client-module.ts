// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see ./index.ts): the grammars it would
// register are registered by the code block's own chunk (src/theme/CodeBlock/languages.ts).
export {};
