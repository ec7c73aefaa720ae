/**
 * The 18 Berthline features: one entry for each page under docs/features/. The "Who can use it" box of
 * every feature page renders from this module, so roles, plans and API operations are written once.
 */
import {operation} from '../lib/api-facts/operations';
import {formatLimit, plans, type Plan, type PlanId} from './plans';

/** One feature of the Berthline web app and the API behind it. */
export interface Feature {
  /** Page slug: the feature page lives at docs/features/<slug>.mdx and /docs/features/<slug>. */
  slug: string;
  /** Page title. */
  title: string;
  /** One sentence on what the feature does. */
  summary: string;
  /** Who may use it, in words (for example "Member and above; Viewers read"). */
  roles: string;
  /** Plans that include the feature. */
  plans: readonly PlanId[];
  /** A plan limit or condition worth knowing, built from src/data/plans.ts where it quotes a figure. */
  planNote?: string;
  /** The operationIds of the OpenAPI document that expose the feature; unknown ids fail the build. */
  api: readonly string[];
}

const allPlans: readonly PlanId[] = ['free', 'starter', 'growth', 'enterprise'];

/** "Free 5, Starter 20, Growth 100, Enterprise 100" for one numeric limit of every plan. */
function perPlan(pick: (plan: Plan) => number | null, whenNull: string): string {
  return plans.map((plan) => `${plan.name} ${formatLimit(pick(plan), whenNull)}`).join(', ');
}

/** Names of the plans that include the customer portal, joined with "and". */
function portalPlanNames(): string {
  return plans
    .filter((plan) => plan.customerPortal !== 'none')
    .map((plan) => plan.name)
    .join(' and ');
}

/** Every feature, in the order of the Features sidebar (alphabetical by slug). */
export const features: readonly Feature[] = [
  {
    slug: 'auto-archive',
    title: 'Auto-archive',
    summary:
      'Archives shipments automatically a set number of days after the last empty return or after a period without updates, and stops their tracking.',
    roles: 'Admin and Owner configure it; Members archive and unarchive by hand',
    plans: allPlans,
    api: ['archiveShipments', 'patchShipmentById', 'shipmentList'],
  },
  {
    slug: 'billing-and-payments',
    title: 'Billing and payments',
    summary:
      'Choose a plan, see what counts as an active tracked shipment, pay by card or invoice, and upgrade or downgrade.',
    roles: 'Owner only',
    plans: allPlans,
    planNote: `Active tracked shipments: ${perPlan((plan) => plan.activeShipments, 'by contract')}.`,
    api: [],
  },
  {
    slug: 'custom-data-sources',
    title: 'Custom data sources',
    summary:
      'Add your own trucking and warehouse milestones from a TMS or ERP; they carry their source and never overwrite carrier data.',
    roles: 'Admin and Owner connect sources; everyone sees their events',
    plans: plans.filter((plan) => plan.customDataSources).map((plan) => plan.id),
    api: ['containerList', 'shipmentById'],
  },
  {
    slug: 'custom-fields',
    title: 'Custom fields',
    summary:
      'Define your own shipment fields (text, number, date, select, user) and use them in imports, filters, layouts and the API.',
    roles: 'Admin and Owner define fields; Members fill them in; Viewers read',
    plans: allPlans,
    planNote: `Fields per workspace: ${perPlan((plan) => plan.customFields, 'unlimited')}.`,
    api: ['patchShipmentById', 'shipmentList', 'startShipmentImportViaJson'],
  },
  {
    slug: 'customer-portal',
    title: 'Customer portal',
    summary:
      'Share shipments with your own customers on a branded portal, invite their users and choose what they see.',
    roles: 'Admin and Owner manage the portal; Members assign shipments to customers',
    plans: plans.filter((plan) => plan.customerPortal !== 'none').map((plan) => plan.id),
    planNote: `${plans
      .filter((plan) => plan.customerPortal === 'own-domain')
      .map((plan) => plan.name)
      .join(' and ')} can serve the portal on your own domain.`,
    api: ['patchShipmentById', 'shipmentList'],
  },
  {
    slug: 'customizing-columns',
    title: 'Customizing columns',
    summary:
      'Choose, order, resize and pin the columns of the Shipments table, custom fields included, for yourself or as the workspace default.',
    roles: 'Everyone for their own view; Admin and Owner set the workspace default',
    plans: allPlans,
    api: [],
  },
  {
    slug: 'data-freshness',
    title: 'Data freshness',
    summary:
      'See how often each shipment is checked, when its data last changed, whether it is stale, and ask for a manual refresh.',
    roles: 'Everyone sees freshness; Member and above use Refresh',
    plans: allPlans,
    api: ['shipmentById', 'shipmentList', 'containerList'],
  },
  {
    slug: 'document-management',
    title: 'Document management',
    summary:
      'Attach bills of lading, invoices, packing lists and arrival notices to shipments and choose which ones your customers see.',
    roles: 'Member and above upload and remove; Viewers read',
    plans: allPlans,
    api: [],
  },
  {
    slug: 'filters-and-search',
    title: 'Filters and search',
    summary:
      'Narrow the Shipments table by status, carrier, ports, dates, tags, custom fields and risk flags, search by number or reference, and share saved views.',
    roles: 'Everyone',
    plans: allPlans,
    api: ['shipmentList', 'containerList'],
  },
  {
    slug: 'inviting-users',
    title: 'Inviting users',
    summary:
      'Invite people by email with a role, resend or revoke invitations, and keep within the seats of your plan.',
    roles: 'Admin and Owner',
    plans: allPlans,
    planNote: `Users per workspace: ${perPlan((plan) => plan.users, 'unlimited')}. Single sign-on: ${plans
      .filter((plan) => plan.sso)
      .map((plan) => plan.name)
      .join(' and ')}.`,
    api: [],
  },
  {
    slug: 'managing-shipments',
    title: 'Managing shipments',
    summary:
      'Work with the Shipments table and the shipment detail page: edit references, tags, custom fields, customer and notes, archive, and export.',
    roles: 'Member and above edit; Viewers read',
    plans: allPlans,
    api: [
      'shipmentList',
      'shipmentById',
      'shipmentByReference',
      'patchShipmentById',
      'patchShipmentByReference',
      'archiveShipments',
    ],
  },
  {
    slug: 'risk-events',
    title: 'Risk events',
    summary:
      'Spot shipments that need action: ETA delays, rollovers, holds, last free days approaching, demurrage and detention accruing, tracking failures.',
    roles: 'Everyone',
    plans: allPlans,
    api: ['shipmentList', 'containerList'],
  },
  {
    slug: 'roles-and-permissions',
    title: 'Roles and permissions',
    summary: 'What Owners, Admins, Members, Viewers and portal Customers can do, and which API key scopes exist.',
    roles: 'Everyone reads; Owner and Admin assign roles',
    plans: allPlans,
    api: [],
  },
  {
    slug: 'shipment-layouts',
    title: 'Shipment layouts',
    summary:
      'Decide which sections and fields the shipment detail page shows, in what order, for your team and for the customer portal.',
    roles: 'Admin and Owner',
    plans: allPlans,
    planNote: `Portal layouts need the ${portalPlanNames()} plan.`,
    api: [],
  },
  {
    slug: 'shipment-notifications',
    title: 'Shipment notifications',
    summary:
      'Get email, in-app and webhook notifications for milestones, ETA changes and risk events, instantly or as a daily digest.',
    roles: 'Everyone subscribes; Admin and Owner set workspace rules and webhooks',
    plans: allPlans,
    api: [],
  },
  {
    slug: 'tracking-shipments',
    title: 'Tracking shipments',
    summary:
      'Add a shipment by container number, master bill of lading or booking number and follow it from empty pickup to empty return.',
    roles: 'Member and above add shipments; Viewers read',
    plans: allPlans,
    planNote: `Active tracked shipments: ${perPlan((plan) => plan.activeShipments, 'by contract')}.`,
    api: ['startShipmentImportViaJson', 'shipmentById', 'shipmentList', 'containerList'],
  },
  {
    slug: 'uploading-shipments',
    title: 'Uploading shipments',
    summary:
      'Add many shipments at once from an Excel or CSV file on the Imports page, with a dry run and a downloadable error report.',
    roles: 'Member and above',
    plans: allPlans,
    api: [
      'startShipmentImportViaFile',
      'startShipmentImportViaJson',
      'checkShipmentImportStatus',
      'listAllShipmentImports',
    ],
  },
  {
    slug: 'workspace-settings',
    title: 'Workspace settings',
    summary: 'Set the workspace name, time zone, date format, default carrier and retention, and delete the workspace.',
    roles: 'Admin and Owner; only the Owner deletes the workspace',
    plans: allPlans,
    api: [],
  },
];

// A feature that names an operation the document does not have fails here, when the module loads: in the build,
// in `npm run typecheck`'s generation step's consumers and in the unit tests, with the known operationIds.
for (const feature of features) {
  for (const operationId of feature.api) operation(operationId);
}

/**
 * The plans that include a feature, in words: "All plans", "Enterprise only" or "Growth and Enterprise". The
 * "Who can use it" box and its Markdown version (plugins/llms) both say it this way.
 */
export function planSummary(feature: Feature): string {
  const included = plans.filter((plan) => feature.plans.includes(plan.id));
  if (included.length === plans.length) return 'All plans';
  if (included.length === 1) return `${included[0].name} only`;
  return included
    .map((plan) => plan.name)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
}

/** Returns the feature with the given slug, or throws an Error that names the unknown slug. */
export function featureBySlug(slug: string): Feature {
  const feature = features.find((candidate) => candidate.slug === slug);
  if (!feature) {
    throw new Error(
      `Unknown feature slug "${slug}". Add it to src/data/features.ts or use one of: ${features
        .map((f) => f.slug)
        .join(', ')}.`,
    );
  }
  return feature;
}
