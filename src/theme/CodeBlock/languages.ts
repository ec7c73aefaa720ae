// The Prism grammars that code blocks on any page need beyond those prism-react-renderer bundles (JavaScript,
// TypeScript, JSON, Python, YAML, Go, Rust and more): Bash, for the guides' shell commands and the curl samples.
// Registered here, with the code block's chunk, rather than in the main bundle (plugins/bundling). The operation
// pages' other sample languages are in src/components/CodeSamples/prismLanguages.ts. The file extends a free
// `Prism`, which plugins/bundling provides as prism-react-renderer's instance.
import 'prismjs/components/prism-bash';
