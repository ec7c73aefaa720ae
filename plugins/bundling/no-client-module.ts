// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see ./index.ts): the grammars it would
// register are registered when the first code block renders (./prism-on-demand.ts).
export {};
