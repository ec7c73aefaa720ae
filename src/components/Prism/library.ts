// What code blocks highlight with: prism-react-renderer (Prism with about forty grammars) and Bash, which the guides'
// commands and the curl samples need. Loaded through ./index.ts only: in its own chunk in the browser.
// prism-bash extends a free `Prism`, which plugins/bundling provides as prism-react-renderer's instance.
import 'prismjs/components/prism-bash';

export {Highlight, Prism} from 'prism-react-renderer';
