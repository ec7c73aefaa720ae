// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see ./index.ts): the grammars it would
// register are registered with the code blocks that need them (src/components/Prism).
export {};
