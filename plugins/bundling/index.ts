// How the site's JavaScript is bundled, where Docusaurus's defaults cost readers time (issue 8; measured with
// `npm run bench` and the profiles described in the README's "Benchmark" section):
// - `Prism` is provided to Prism's language files as prism-react-renderer's instance, so a page's own chunk can
//   register the grammars only it needs (src/components/CodeSamples/prismLanguages.ts). Docusaurus's way, setting
//   a global while the files run, fails in the static render: page chunks run outside the server bundle's sandbox.
// - Prism leaves the main bundle, which every page evaluates before it can respond: prism-react-renderer sets up its
//   forty grammars when it loads (a third of main.js's start-up work on Lighthouse's mobile CPU). Docusaurus imports
//   it from a client module only to register themeConfig.prism.additionalLanguages; that module is replaced by an
//   empty one. The code blocks load prism-react-renderer only when one of them is highlighted in the browser
//   (src/components/Prism); `BERTHLINE_STATIC_RENDER` tells that module whether it runs in the static render, which
//   needs it synchronously.
// - Route prefetching inserts each file once (./prefetch-once.ts replaces Docusaurus's client/prefetch.js).
// - The OpenAPI theme's crypto-js import is narrowed to the SHA1 it uses (./crypto-js-sha1.ts): every cipher and
//   hash was in each operation page's JavaScript.
// - The `common` chunk every page loads is chosen by the written pages, not the generated reference pages, which
//   outnumber them in a large API (./common-chunk.ts).
// - The server bundle, which only the static render runs, is one file (`output.asyncChunks: false`). Docusaurus
//   turns off splitChunks there, so each page's lazily imported chunk carried its own copy of every module it uses
//   (the theme's schema components, the shared responses): at 50× the operations, 1,207 files and 1.3 GB, and the
//   bundle step's peak was this compilation's 4.9 GB. As one file it is 42 MB; the step took 23 s and 2.8 GB
//   instead of 32 s and 4.9 GB, and rendering 54 s instead of 65 s (issue 22; bench/README.md, "Scale").
//   scripts/build.mjs fails when the bundle step leaves more than that one file.
// - Chunk files are named by id (`[id].[contenthash:8].js`): the runtime, which every page loads, maps every chunk of
//   the site to its file, and Docusaurus's `[name]` added a second map, of ids to names (about 6 B gzip a page of the
//   site at 50× the operations; issue 22). Docusaurus's own map of names to ids, for prefetching, stays.
// - A route group's chunks (the API area's pages) leave the runtime's maps of files, names and prefetches for the
//   group's own chunk file, which extends them when it loads (./group-chunk-files.ts): at 50× the operations those
//   entries were 24 KB gzip of every page's runtime (issue 22).
// - The OpenAPI theme's language logos leave the stylesheet every page blocks on: 28 inlined SVGs, 44 KB of its
//   48 KB (gzip) were 21 KB. They decorate the language tabs of the explorer's snippets only (after "Try it"), which
//   keep their names; the right panel's code samples never showed them.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writtenPagesCommon} from './common-chunk';
import {GroupChunkFiles} from './group-chunk-files';
import {RequiredReplacements, type Replacement} from './required-replacement';

/** `.openapi-tabs__code-item--python::after` and the like: each holds one logo as a data URI. */
const CODE_TAB_LOGO = /^\.openapi-tabs__code-item--[\w-]+::?after$/;

const dropCodeTabLogos = {
  postcssPlugin: 'drop-code-tab-logos',
  Rule(rule: {selector: string; remove(): void}) {
    if (CODE_TAB_LOGO.test(rule.selector)) rule.remove();
  },
};

/** Each fails the build when its pattern matches no module (./required-replacement.ts). */
const REPLACEMENTS: readonly Replacement[] = [
  {
    original: "Docusaurus's client/prefetch.js",
    pattern: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
    replacement: path.join(__dirname, 'prefetch-once.ts'),
    // Imported by client/docusaurus.js, which the static render does not load.
    clientOnly: true,
  },
  {
    original: "Docusaurus's theme-classic prism-include-languages.js",
    pattern: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
    replacement: path.join(__dirname, 'no-client-module.ts'),
  },
  {
    original: "crypto-js's index.js",
    pattern: /[\\/]node_modules[\\/]crypto-js[\\/]index\.js$/,
    replacement: path.join(__dirname, 'crypto-js-sha1.ts'),
  },
];

export interface BundlingOptions {
  /** The folder (relative to the site) that the API reference pages are generated into. */
  readonly generatedPagesDir: string;
}

/** A plugin module (no options object to validate): `plugins: [bundling({generatedPagesDir})]`. */
export default function bundling({generatedPagesDir}: BundlingOptions): (context: LoadContext) => Plugin {
  return ({siteDir}) => ({
    name: 'bundling',
    configurePostCss(options) {
      options.plugins.push(dropCodeTabLogos);
      return options;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {DefinePlugin, ProvidePlugin} = currentBundler.instance;
      return {
        ...(isServer ? {output: {asyncChunks: false}} : {}),
        ...(isServer
          ? {}
          : {
              ...(config.mode === 'production' ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {}),
              optimization: {
                splitChunks: {cacheGroups: {common: writtenPagesCommon(config, siteDir, generatedPagesDir)}},
              },
            }),
        plugins: [
          ...(!isServer && config.mode === 'production' ? [new GroupChunkFiles()] : []),
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
          new DefinePlugin({'process.env.BERTHLINE_STATIC_RENDER': JSON.stringify(isServer)}),
          new RequiredReplacements(
            currentBundler.instance,
            REPLACEMENTS.filter(({clientOnly}) => !(isServer && clientOnly)),
          ),
        ],
      };
    },
  });
}
