// The Berthline documentation site: two docs areas under /docs/ (Documentation and API), the generated API
// reference, and analytics that are switched on only by environment variables.
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {analyticsPlugins, readAnalyticsSettings} from './config/analytics';
import {accessibleTheme} from './config/prism';
import {readEditUrl} from './config/editing';
import {API_DOCS_PLUGIN_ID, SITE_SPEC_PATH, languageTabs, openApiPlugin} from './config/openapi';
import {SOCIAL_CARD, headTags, metadata} from './config/metadata';
import {API_OVERVIEW_ROUTE, BASE_URL, SITE_URL} from './config/site-paths.mjs';
import {SSR_TEMPLATE} from './config/ssr-template.mjs';
import apiWatch from './plugins/api-watch';
import bundling from './plugins/bundling';
import robotsTxt, {NOT_FOR_CRAWLERS} from './plugins/robots-txt';
import securityHeaders from './plugins/security-headers';
import llmsPlugin, {type LlmsOptions} from './plugins/llms';
import remarkJsxTables from './plugins/remark/jsx-tables';
import remarkIdentifierBreaks from './plugins/remark/identifier-breaks';
import pagefindPlugin from './plugins/pagefind';

const analytics = readAnalyticsSettings();

/** Docs options shared by both areas. */
const sharedDocsOptions = {
  breadcrumbs: true,
  editUrl: readEditUrl(),
  showLastUpdateTime: true,
  versions: {current: {label: 'Next', badge: true}},
  // A `<table>` written as JSX in a page gets the same scroll wrapper as a Markdown table; identifiers in a Markdown
  // table's cells break only after their separators.
  remarkPlugins: [remarkJsxTables, remarkIdentifierBreaks],
};

const config: Config = {
  title: 'Berthline Docs',
  tagline: 'Track every ocean shipment and container, from empty release to empty return.',
  favicon: 'img/favicon.svg',
  headTags,
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'berthline',
  projectName: 'docs',

  // Rspack's persistent cache only for `docusaurus start`: a production build writes it once and never reads it again
  // in CI, and writing it held 300 MB more at 10× the operations (1.1 GB before the JSON depth in plugins/bundling).
  future: {v4: true, faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'}},
  // Docusaurus's page template, with the scripts run after the first paint (config/ssr-template.mjs).
  ssrTemplate: SSR_TEMPLATE,
  // v4 namespaces storage keys; the colour mode must be stored under the key `theme` exactly.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  clientModules: [
    './src/clientModules/bad-url.ts',
    './src/clientModules/html-address.ts',
    './src/clientModules/analytics.ts',
    './src/clientModules/search-highlight.ts',
    './src/clientModules/open-anchor.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
        },
        blog: false,
        pages: {},
        theme: {customCss: ['./src/css/custom.css', './src/css/fit.css']},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: NOT_FOR_CRAWLERS.map((page) => `${BASE_URL}${page}`),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    'docusaurus-plugin-sass',
    bundling,
    robotsTxt,
    // Offline search over both areas (issue 19): a chunked Pagefind index of the built pages, reference parameters
    // and schema fields included, written to build/pagefind/; the navbar field loads only what a query needs.
    pagefindPlugin,
    securityHeaders({analytics, specFile: SITE_SPEC_PATH}),
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: API_DOCS_PLUGIN_ID,
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        docItemComponent: '@theme/ApiItem',
      },
    ],
    openApiPlugin,
    // Under `npm start`, a save under openapi/ regenerates the reference, the facts and the changelog (issue 45).
    apiWatch,
    // Every page as Markdown at its URL + .md, and llms.txt / llms-full.txt at /docs/ (plugins/llms).
    [
      llmsPlugin,
      {
        sidebars: {docsSidebar: 'Documentation', apiSidebar: 'API guides'},
        sections: {Reference: 'API reference'},
      } satisfies LlmsOptions,
    ],
    ...analyticsPlugins(analytics),
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  customFields: {
    posthogEnabled: Boolean(analytics.posthog),
  },

  themeConfig: {
    image: SOCIAL_CARD,
    metadata,
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'api-v1-sandbox-2026',
      content: `Test every call without touching live data: <a href="${BASE_URL}api/authentication">use a <code>sk_test_</code> key with the sandbox</a>.`,
      backgroundColor: '#0a6785',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    // The explorer keeps an API key in memory only (src/theme/ApiItem/explorer-memory.ts), never in web storage.
    api: {authPersistence: false},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Berthline',
      // Decorative: the title beside it names the link. An alt of 'Berthline' made screen readers say it twice
      // (Lighthouse: image-redundant-alt).
      logo: {alt: '', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Documentation'},
        {
          type: 'docSidebar',
          sidebarId: 'apiSidebar',
          docsPluginId: API_DOCS_PLUGIN_ID,
          position: 'left',
          label: 'API',
        },
        {
          href: 'https://status.berthline.example',
          label: 'Status',
          position: 'right',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Overview', to: '/'},
            {label: 'Track shipments', to: '/features/tracking-shipments'},
            {label: 'Shipping lines coverage', to: '/coverage/shipping-lines-coverage'},
            {label: 'Integrations', to: '/integrations'},
            {label: 'API getting started', to: '/api'},
            {label: 'API reference', to: API_OVERVIEW_ROUTE},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Email support', href: 'mailto:support@berthline.example'},
            {label: 'Request a carrier', to: '/coverage/shipping-lines-coverage#request-a-carrier'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'System status', href: 'https://status.berthline.example'},
            {label: 'OpenAPI document', to: '/api/openapi-specification'},
            {label: 'Error codes', to: '/api/error-codes'},
          ],
        },
      ],
      copyright: `© ${new Date().getFullYear()} Berthline. Documentation for the Berthline web app and the Berthline Tracking API.`,
    },
    prism: {
      theme: accessibleTheme(prismThemes.github),
      darkTheme: accessibleTheme(prismThemes.dracula),
      // Grammars beyond prism-react-renderer's register with the code blocks that need them, outside the main bundle
      // (plugins/bundling): Bash with prism-react-renderer's own chunk (src/components/Prism), the other
      // code-sample languages on operation pages only (src/components/CodeSamples/prism-languages.ts).
      additionalLanguages: [],
    },
    languageTabs,
  } satisfies Preset.ThemeConfig,
};

export default config;
