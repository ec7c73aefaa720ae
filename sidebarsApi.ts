// The API sidebar: the guides, the tutorials, then the reference generated from openapi/ (api/reference/sidebar.ts).
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import generatedReference from './api/reference/sidebar';
import {API_OVERVIEW_DOC_ID, API_OVERVIEW_PATH} from './config/site-paths.mjs';

type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

const isOverview = (item: SidebarItems[number]): boolean =>
  typeof item === 'object' && 'id' in item && item.id === API_OVERVIEW_DOC_ID;

const sidebars: SidebarsConfig = {
  apiSidebar: [
    'index',
    'authentication',
    'rate-limit',
    'webhooks',
    'error-codes',
    'introduction-to-our-data-models',
    'openapi-specification',
    'changelog',
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      items: ['tutorials/importing-shipments-via-file-upload', 'tutorials/track-a-list-of-containers'],
    },
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      items: [
        // A plain link, not a doc item: the overview stays out of the sidebar and renders without one.
        {type: 'link', label: 'REST API overview', href: API_OVERVIEW_PATH},
        ...(generatedReference as SidebarItems).filter((item) => !isOverview(item)),
      ],
    },
  ],
};

export default sidebars;
