// The Documentation sidebar: hand-ordered so a new reader meets the basics first.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const features = (...slugs: string[]) => slugs.map((slug) => `features/${slug}`);

const sidebars: SidebarsConfig = {
  docsSidebar: [
    'index',
    {
      type: 'category',
      label: 'Track shipments',
      collapsed: false,
      items: features(
        'tracking-shipments',
        'uploading-shipments',
        'managing-shipments',
        'filters-and-search',
        'data-freshness',
        'risk-events',
        'shipment-notifications',
        'auto-archive',
        'document-management',
      ),
    },
    {
      type: 'category',
      label: 'Tailor your workspace',
      items: features(
        'customizing-columns',
        'shipment-layouts',
        'custom-fields',
        'custom-data-sources',
        'workspace-settings',
      ),
    },
    {
      type: 'category',
      label: 'Team, customers and billing',
      items: features('inviting-users', 'roles-and-permissions', 'customer-portal', 'billing-and-payments'),
    },
    {
      type: 'category',
      label: 'Tutorials',
      items: ['tutorials/track-shipments-from-a-excel-file', 'tutorials/manage-demurrage-detention'],
    },
    {
      type: 'category',
      label: 'Concepts and coverage',
      items: [
        'concepts/container-milestones',
        'coverage/shipping-lines-coverage',
        'coverage/data-sources',
        'integrations',
      ],
    },
  ],
};

export default sidebars;
