// How the site's JavaScript is bundled, where Docusaurus's defaults cost readers time (issue 8; measured with
// `npm run bench` and the profiles described in the README's "Benchmark" section):
// - `Prism` is provided to Prism's language files as prism-react-renderer's instance, so a page's own chunk can
//   register the grammars only it needs (src/components/CodeSamples/prismLanguages.ts). Docusaurus's way, setting
//   a global while the files run, fails in the static render: page chunks run outside the server bundle's sandbox.
// - Route prefetching inserts each file once (./prefetch-once.ts replaces Docusaurus's client/prefetch.js).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const DOCUSAURUS_PREFETCH = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/;

export default function bundling(): Plugin {
  return {
    name: 'bundling',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, ProvidePlugin} = currentBundler.instance;
      return {
        plugins: [
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
          new NormalModuleReplacementPlugin(DOCUSAURUS_PREFETCH, path.join(__dirname, 'prefetch-once.ts')),
        ],
      };
    },
  };
}
