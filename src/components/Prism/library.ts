// What code blocks highlight with: prism-react-renderer (Prism with about forty grammars), and the languages of the
// guides' blocks that it lacks: Bash (commands and the curl samples), PowerShell, HTTP and CSV. The reference pages'
// other sample languages register on those pages. Loaded through ./index.ts only: in its own chunk in the browser.
// The grammars extend a free `Prism`, which plugins/bundling provides as prism-react-renderer's instance.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-powershell';
import 'prismjs/components/prism-http';
import 'prismjs/components/prism-csv';

export {Highlight, Prism} from 'prism-react-renderer';
