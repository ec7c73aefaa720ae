// The API reference: docusaurus-plugin-openapi-docs generates api/reference/ from the bundled OpenAPI document,
// and the theme's code samples cover the eleven languages the specification names.
import type {PluginConfig} from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {CODE_SAMPLE_LANGUAGES} from './code-samples.mjs';
import {REFERENCE_PAGES_DIR, specUrl} from './site-paths.mjs';
import {markdownGenerators, templates} from '../plugins/reference-pages/index.mjs';

/** The document the reference pages are generated from (written by scripts/gen-api.mjs). */
export const SITE_SPEC_PATH = 'src/generated/openapi-site.yaml';

export const API_DOCS_PLUGIN_ID = 'api';

export {REFERENCE_PAGES_DIR};

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'openapi',
    docsPluginId: API_DOCS_PLUGIN_ID,
    config: {
      berthline: {
        // Written by scripts/gen-api.mjs from openapi/openapi.yaml (the split source of truth); lists the local
        // mock server too when API_MOCK_SERVER is set (development and test builds).
        specPath: SITE_SPEC_PATH,
        outputDir: REFERENCE_PAGES_DIR,
        downloadUrl: specUrl('yaml'),
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        hideSendButton: false,
        showSchemas: false,
        // The pages' bodies and front matter (plugins/reference-pages): code samples, the explorer's operation,
        // event pages and the overview are written by the plugin's own hooks.
        markdownGenerators,
        ...templates,
      } satisfies OpenApiPlugin.Options,
    },
  },
];

/** Code-sample languages, in the order the specification lists them (config/code-samples.mjs owns the list). */
export const languageTabs = CODE_SAMPLE_LANGUAGES.map(({language, highlight, postmanVariant}) => ({
  language,
  highlight,
  logoClass: language,
  // The theme names postman-code-generators' variants in lower case.
  variant: postmanVariant.toLowerCase(),
}));
