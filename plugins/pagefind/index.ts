// Builds the site's search index with Pagefind after every `docusaurus build` (issue 19): a chunked index under
// build/pagefind/, of which a first query downloads only the parts its words need, instead of the whole index.
// The work runs in a child process under tsx (./build-index.mts): Pagefind's Node API is ESM only. The child is
// awaited, so the Markdown generator (plugins/llms) runs beside it on the other core.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runTsxChild} from '../child';

const BUILD_INDEX = path.join(__dirname, 'build-index.mts');

export default function pagefindPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagefind',
    async postBuild({outDir}) {
      const failure = await runTsxChild(BUILD_INDEX, [outDir], {cwd: context.siteDir});
      if (failure) {
        throw new Error(`The search index could not be written (${failure}); see the [pagefind] messages above.`);
      }
    },
  };
}
