// Markdown for assistants and tools: a plugin, not a script after the build, because postBuild runs after every
// `docusaurus build` (npm run build, and the test builds that call it with --out-dir) and allContentLoaded hands over
// each page's title, description, file and permalink and the sidebars exactly as Docusaurus computed them. The
// conversion runs in a child process under tsx (./generate.ts): it imports ESM-only remark packages and the TypeScript
// data modules, which tsx loads natively and the config loader (jiti) would have to transpile.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LlmsOptions, Manifest, ManifestArea} from './manifest';
import {runTsxChild} from '../child';

const GENERATOR = path.join(__dirname, 'generate.ts');

export type {LlmsOptions};

/**
 * A doc's permalink as its route: a doc at an area's root (`slug: /`) has the permalink `/docs/api/`, but with
 * `trailingSlash: false` its route, and the address readers see, is `/docs/api`. The site root stays `/docs/`.
 */
function asRoute(permalink: string, baseUrl: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === false && permalink !== baseUrl) return permalink.replace(/\/+$/, '');
  if (trailingSlash === true && !permalink.endsWith('/')) return `${permalink}/`;
  return permalink;
}

export default function llmsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as LlmsOptions;
  if (!options?.sidebars) throw new Error('The llms plugin needs `sidebars`: the sidebars to list in llms.txt.');
  let areas: ManifestArea[] = [];
  return {
    name: 'berthline-llms',

    allContentLoaded({allContent}) {
      const {baseUrl, trailingSlash} = context.siteConfig;
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      areas = Object.entries(docsPlugins).map(([pluginId, content]) => {
        const version = content.loadedVersions.find((v) => v.versionName === 'current') ?? content.loadedVersions[0];
        return {
          pluginId,
          sidebars: version.sidebars,
          docs: version.docs.map((doc) => ({
            id: doc.id,
            title: doc.title,
            description: doc.description,
            source: doc.source.replace(/^@site\//, ''),
            permalink: asRoute(doc.permalink, baseUrl, trailingSlash),
          })),
        };
      });
    },

    async postBuild({outDir, routesPaths, siteConfig}) {
      const manifest: Manifest = {
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        outDir,
        routes: routesPaths,
        areas,
        options,
      };
      // A child process awaited, not run synchronously: Docusaurus runs the plugins' postBuild side by side, so the
      // search index (plugins/pagefind) is built at the same time on the other core.
      const failure = await runTsxChild(GENERATOR, [], {cwd: context.siteDir, input: JSON.stringify(manifest)});
      if (failure) {
        throw new Error(
          `The Markdown versions of the pages could not be written (${failure}); see the [llms] messages above.`,
        );
      }
    },
  };
}
