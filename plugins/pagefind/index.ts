// Builds the site's search index with Pagefind after every `docusaurus build` (issue 19): a chunked index under
// build/pagefind/, of which a first query downloads only the parts its words need, instead of the whole index.
// The work runs in a child process under tsx (./build-index.mts): Pagefind's Node API is ESM only. It runs
// synchronously, so the Markdown generator (plugins/llms) waits for it: run beside it, the child's memory added to
// the build's peak (1×: 1,265 → 1,701 MB; issue 22, bench/README.md), for a shorter postBuild.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const BUILD_INDEX = path.join(__dirname, 'build-index.mts');

export default function pagefindPlugin(context: LoadContext): Plugin {
  return {
    name: 'pagefind',
    async postBuild({outDir}) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', BUILD_INDEX, outDir], {
        cwd: context.siteDir,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (result.status !== 0) {
        throw new Error(
          `The search index could not be written (${result.error?.message ?? `exit ${result.status}`}); see the [pagefind] messages above.`,
        );
      }
    },
  };
}
