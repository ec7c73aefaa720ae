// The Prism grammars of the code-sample languages that prism-react-renderer does not bundle. Registering a grammar
// walks every registered language (Prism's insertBefore), so doing it for all pages in the main bundle cost about
// 40 ms of each first load (160 ms on Lighthouse's mobile CPU). Only operation pages show these languages, so they
// register here: when a code sample in one of them is first shown (./index.tsx keeps the list, LATE_GRAMMARS), and
// with the explorer's snippets. Bash, which the guides use too, registers with the first code block that is
// highlighted in the browser (src/components/Prism/library.ts).
// The files extend a free `Prism`, which plugins/bundling provides as prism-react-renderer's instance.
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-ruby';
import 'prismjs/components/prism-markup-templating'; // PHP embeds in markup
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-powershell';
