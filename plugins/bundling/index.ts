// What the bundler does differently from Docusaurus's defaults, each through `configureWebpack` or
// `configurePostCss` (the plugin API), each measured (bench/README.md):
// - Prism leaves `main.js`, which every page evaluates before it can respond: prism-react-renderer sets up its forty
//   grammars when it loads, a third of main.js's start-up work on Lighthouse's mobile CPU. Theme-classic always
//   registers a client module that imports it (`prism-include-languages.js`, which a swizzle cannot reach: the
//   part a swizzle reaches is the function it calls), so that file resolves to an empty module here. Code blocks load
//   prism-react-renderer when one is highlighted in the browser (src/components/Prism); `BERTHLINE_STATIC_RENDER`
//   tells that module whether it runs in the static render, which needs it synchronously, and `Prism` is provided to
//   Prism's grammar files as prism-react-renderer's instance so a page's chunk can register the grammars it needs.
// - Route prefetching asks for each file once (./prefetch-once.ts stands in for core's client/prefetch.js, which has
//   no option): a reference page inserted about 400 <link rel="prefetch"> for 26 files, 60 to 90 ms of a phone's
//   main thread.
// - The OpenAPI theme imports all of crypto-js to call SHA1 (ApiExplorer/storage-utils, also required by relative
//   path, so a swizzle cannot replace it): `crypto-js` resolves to ./crypto-js-sha1.ts.
// - The server bundle, which only the static render runs, is one file (`output.asyncChunks: false`): split into a
//   chunk per page, each with its own copy of the modules it used, it weighed 1.3 GB at 50× the operations.
// - The `common` chunk every page loads is chosen by the written pages, not the generated reference pages
//   (./common-chunk.ts): a module joins it when half the pages outside api/reference/ use it.
// - The OpenAPI theme's language logos leave the stylesheet every page blocks on (28 inlined SVGs, 21 of its 48 KB
//   gzip); they decorated the explorer's snippet tabs only, which keep their names.
// - Every client script starts with V8's compile hint `//# allFunctionsCalledOnLoad` (Chromium 136 on; a comment
//   elsewhere): its functions are compiled with the script, on a background thread while it downloads, instead of
//   one by one on the main thread when first called. The site's scripts run their functions when they load (React,
//   Docusaurus, a page's content and the components it renders; the explorer, Prism and search when a reader opens
//   them). On the reference page and a 4× slower CPU, evaluating main.js took 320 ms instead of 170, the OpenAPI
//   theme's chunk 130 instead of 57 (Chromium traces; bench/README.md). Added after minification, which would drop it.
// - The reference pages' JSON (the schemas docusaurus-plugin-openapi-docs writes beside each page, 26 MB at 10× the
//   operations) is not tracked key by key: in production Rspack gives every nested key of a JSON module its own
//   export information (`module.parser.json.exportsDepth`, unlimited by default), for tree shaking that cannot apply
//   here, since each page spreads the whole file into a component's props. Depth 1 keeps the top-level keys, as
//   Rspack's development default does: the 10× build's bundling peak fell from 3.1 to 2.4 GB (bench/README.md).
// Each stand-in replaces a file found with require.resolve, so an upgrade that moves the file fails the build here.
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import {REFERENCE_PAGES_DIR} from '../../config/openapi';
import {writtenPagesCommon} from './common-chunk';

/** `.openapi-tabs__code-item--python::after` and the like: each holds one logo as a data URI. */
const CODE_TAB_LOGO = /^\.openapi-tabs__code-item--[\w-]+::?after$/;

const dropCodeTabLogos = {
  postcssPlugin: 'drop-code-tab-logos',
  Rule(rule: {selector: string; remove(): void}) {
    if (CODE_TAB_LOGO.test(rule.selector)) rule.remove();
  },
};

/** Upstream files and what stands in for them, in both bundles unless `clientOnly`. */
const STAND_INS = [
  {original: '@docusaurus/theme-classic/lib/prism-include-languages.js', standIn: 'no-client-module.ts'},
  {original: 'crypto-js', standIn: 'crypto-js-sha1.ts', exact: true},
  // Imported by core's client/docusaurus.js, which the static render does not load.
  {original: '@docusaurus/core/lib/client/prefetch.js', standIn: 'prefetch-once.ts', clientOnly: true},
];

function aliases(isServer: boolean): Record<string, string> {
  return Object.fromEntries(
    STAND_INS.filter(({clientOnly}) => !(isServer && clientOnly)).map(({original, standIn, exact}) => [
      exact ? `${original}$` : require.resolve(original),
      path.join(__dirname, standIn),
    ]),
  );
}

/**
 * V8's hint that a script's functions all run when it loads (https://v8.dev/blog/explicit-compile-hints), on the
 * first line of every client script: after minification (which drops comments), before the content hashes.
 */
function compileHint({BannerPlugin, Compilation}: ConfigureWebpackUtils['currentBundler']['instance']) {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
  });
}

export default function bundling({siteDir}: LoadContext): Plugin {
  return {
    name: 'bundling',
    configurePostCss(options) {
      options.plugins.push(dropCodeTabLogos);
      return options;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      const {DefinePlugin, ProvidePlugin} = currentBundler.instance;
      return {
        ...(isServer
          ? {output: {asyncChunks: false}}
          : {
              optimization: {
                splitChunks: {cacheGroups: {common: writtenPagesCommon(config, siteDir, REFERENCE_PAGES_DIR)}},
              },
            }),
        module: {parser: {json: {exportsDepth: 1}}},
        resolve: {alias: aliases(isServer)},
        plugins: [
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
          new DefinePlugin({'process.env.BERTHLINE_STATIC_RENDER': JSON.stringify(isServer)}),
          ...(isServer ? [] : [compileHint(currentBundler.instance)]),
        ],
      };
    },
  };
}
