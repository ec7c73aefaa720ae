// The API reference: docusaurus-plugin-openapi-docs generates api/reference/ from the bundled OpenAPI document,
// and the theme's code samples cover the eleven languages the specification names.
import type {PluginConfig} from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

/** The document the reference pages are generated from (written by scripts/gen-api.mjs). */
export const SITE_SPEC_PATH = 'src/generated/openapi-site.yaml';

export const API_DOCS_PLUGIN_ID = 'api';

/** Where the reference pages are generated, relative to the site. */
export const REFERENCE_PAGES_DIR = 'api/reference';

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
        downloadUrl: '/docs/openapi/berthline-tracking-api.yaml',
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
        hideSendButton: false,
        showSchemas: false,
      } satisfies OpenApiPlugin.Options,
    },
  },
];

const tab = (language: string, highlight: string, variant: string) => ({
  language,
  highlight,
  logoClass: language,
  variant,
});

/** Code-sample languages, in the order the specification lists them. */
export const languageTabs = [
  tab('curl', 'bash', 'curl'),
  tab('python', 'python', 'requests'),
  tab('javascript', 'javascript', 'fetch'),
  tab('nodejs', 'javascript', 'native'),
  tab('java', 'java', 'okhttp'),
  tab('csharp', 'csharp', 'httpclient'),
  tab('go', 'go', 'native'),
  tab('ruby', 'ruby', 'net::http'),
  tab('php', 'php', 'curl'),
  tab('rust', 'rust', 'reqwest'),
  tab('powershell', 'powershell', 'restmethod'),
];
