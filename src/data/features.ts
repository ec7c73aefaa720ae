/**
 * The Berthline features: one entry for each page under docs/features/ (`npm run new -- feature "Title"` writes
 * both). The "Who can use it" box of every feature page renders from this module, so roles, plans and API
 * operations are written once. An entry that names an unknown permission, gate or operation, or leaves its summary
 * or access empty, fails when the module loads, with a FeatureError that `npm run check` shows at the entry's line.
 */
import {operation} from '../lib/api-facts/operations';
import {formatLimit, planGates, planNamesWith, plans, type Plan, type PlanGate, type PlanId} from './plans';
import {permissionById, rolesPhrase, type RoleId} from './roles';

/** One line of the "Roles" text: the roles of a permission of roles.ts, and what they do with the feature. */
export interface FeatureAccessLine {
  /** A permission of src/data/roles.ts; an unknown id fails when this module loads. */
  permission: string;
  /** What the holders do, after their names: "configure it", "archive and unarchive by hand". */
  does: string;
  /** Leave out portal Customers: the line is about the web app of the workspace, which they never see. */
  workspaceOnly?: boolean;
}

/** One feature of the Berthline web app and the API behind it. */
export interface Feature {
  /** Page slug: the feature page lives at docs/features/<slug>.mdx and /docs/features/<slug>. */
  slug: string;
  /** Page title. */
  title: string;
  /** One sentence on what the feature does. */
  summary: string;
  /**
   * Who may use it, in words, rendered from {@link access} and src/data/roles.ts ("The Owner and Admins configure it;
   * the Owner, Admins and Members archive and unarchive by hand").
   */
  roles: string;
  /** Who does what with the feature: each line names a permission of the role matrix. */
  access: readonly FeatureAccessLine[];
  /** Plans that include the feature: every plan, or those of {@link gate} (src/data/plans.ts). */
  plans: readonly PlanId[];
  /** The plan gate of src/data/plans.ts the feature needs, when not every plan includes it. */
  gate?: PlanGate;
  /** A plan limit or condition worth knowing, built from src/data/plans.ts where it quotes a figure. */
  planNote?: string;
  /** The operationIds of the OpenAPI document that expose the feature; unknown ids fail the build. */
  api: readonly string[];
}

/** "Free 5, Starter 20, Growth 100, Enterprise 100" for one numeric limit of every plan. */
function perPlan(pick: (plan: Plan) => number | null, whenNull: string): string {
  return plans.map((plan) => `${plan.name} ${formatLimit(pick(plan), whenNull)}`).join(', ');
}

/** A feature as written here: its roles text and plans are rendered from the role matrix and the plans. */
type FeatureEntry = Omit<Feature, 'roles' | 'plans'>;

/** The roles of one access line, from the matrix. */
function lineRoles(line: FeatureAccessLine): readonly RoleId[] {
  const held = permissionById(line.permission).roles;
  return line.workspaceOnly ? held.filter((role) => role !== 'customer') : held;
}

/** Who holds a line's permission, as running text; portal Customers with the plans that have the portal. */
function linePhrase(line: FeatureAccessLine): string {
  const held = lineRoles(line);
  const phrase = rolesPhrase(held);
  return held.includes('customer') ? `${phrase} (${planNamesWith('customerPortal')})` : phrase;
}

/**
 * The "Roles" text of a feature: "The Owner and Admins configure it; the Owner, Admins and Members archive…". Lines
 * whose permissions have the same roles are joined: "the Owner, Admins, Members and Viewers read and export".
 */
export function accessText(access: readonly FeatureAccessLine[]): string {
  if (access.length === 0) throw new Error('A feature needs at least one access line.');
  const groups: {who: string; does: string[]}[] = [];
  for (const line of access) {
    const who = linePhrase(line);
    const group = groups.find((candidate) => candidate.who === who);
    if (group) group.does.push(line.does);
    else groups.push({who, does: [line.does]});
  }
  const text = groups.map((group) => `${group.who} ${group.does.join(' and ')}`).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The plans that include a feature: those of its gate, or every plan. */
function includedPlans(gate: PlanGate | undefined): PlanId[] {
  return plans.filter((plan) => (gate ? planGates[gate].includes(plan) : true)).map((plan) => plan.id);
}

/** Every feature, in the order of the Features sidebar (alphabetical by slug). */
const entries: readonly FeatureEntry[] = [
  {
    slug: 'auto-archive',
    title: 'Auto-archive',
    summary:
      'Archives shipments automatically a set number of days after the last empty return or after a period without updates, and stops their tracking.',
    access: [
      {permission: 'manage-auto-archive', does: 'configure it'},
      {permission: 'archive-shipments', does: 'archive and unarchive by hand'},
    ],
    api: ['archiveShipments', 'patchShipmentById', 'shipmentList'],
  },
  {
    slug: 'billing-and-payments',
    title: 'Billing and payments',
    summary:
      'Choose a plan, see what counts as an active tracked shipment, pay by card or invoice, and upgrade or downgrade.',
    access: [{permission: 'manage-billing', does: 'manages the plan, the payment method and invoices'}],
    planNote: `Active tracked shipments: ${perPlan((plan) => plan.activeShipments, 'by contract')}.`,
    api: [],
  },
  {
    slug: 'custom-data-sources',
    title: 'Custom data sources',
    summary:
      'Add your own trucking and warehouse milestones from a TMS or ERP; they carry their source and never overwrite carrier data.',
    access: [
      {permission: 'manage-data-sources', does: 'connect sources'},
      {permission: 'view-shipments', does: 'see their events', workspaceOnly: true},
    ],
    gate: 'customDataSources',
    api: ['containerList', 'shipmentById'],
  },
  {
    slug: 'custom-fields',
    title: 'Custom fields',
    summary:
      'Define your own shipment fields (text, number, date, select, user) and use them in imports, filters, layouts and the API.',
    access: [
      {permission: 'manage-custom-fields', does: 'define fields'},
      {permission: 'edit-shipments', does: 'fill them in'},
      {permission: 'view-shipments', does: 'read them', workspaceOnly: true},
    ],
    planNote: `Fields per workspace: ${perPlan((plan) => plan.customFields, 'unlimited')}.`,
    api: ['patchShipmentById', 'shipmentList', 'startShipmentImportViaJson'],
  },
  {
    slug: 'customer-portal',
    title: 'Customer portal',
    summary:
      'Share shipments with your own customers on a branded portal, invite their users and choose what they see.',
    access: [
      {permission: 'manage-customer-portal', does: 'manage the portal'},
      {permission: 'edit-shipments', does: 'assign shipments to customers'},
    ],
    gate: 'customerPortal',
    planNote: `${planNamesWith('portalOwnDomain')} can serve the portal on your own domain.`,
    api: ['patchShipmentById', 'shipmentList'],
  },
  {
    slug: 'customizing-columns',
    title: 'Customizing columns',
    summary:
      'Choose, order, resize and pin the columns of the Shipments table, custom fields included, for yourself or as the workspace default.',
    access: [
      {permission: 'personal-views', does: 'choose their own columns'},
      {permission: 'workspace-default-columns', does: 'set the workspace default'},
    ],
    api: [],
  },
  {
    slug: 'data-freshness',
    title: 'Data freshness',
    summary:
      'See how often each shipment is checked, when its data last changed, whether it is stale, and ask for a manual refresh.',
    access: [
      {permission: 'view-shipments', does: 'see freshness', workspaceOnly: true},
      {permission: 'refresh-shipments', does: 'use Refresh'},
    ],
    api: ['shipmentById', 'shipmentList', 'containerList'],
  },
  {
    slug: 'document-management',
    title: 'Document management',
    summary:
      'Attach bills of lading, invoices, packing lists and arrival notices to shipments and choose which ones your customers see.',
    access: [
      {permission: 'manage-documents', does: 'upload and remove'},
      {permission: 'view-documents', does: 'view and download', workspaceOnly: true},
    ],
    api: [],
  },
  {
    slug: 'filters-and-search',
    title: 'Filters and search',
    summary:
      'Narrow the Shipments table by status, carrier, ports, dates, tags, custom fields and risk flags, search by number or reference, and share saved views.',
    access: [
      {permission: 'personal-views', does: 'filter, search and save personal views'},
      {permission: 'workspace-views', does: 'create workspace views'},
    ],
    api: ['shipmentList', 'containerList'],
  },
  {
    slug: 'inviting-users',
    title: 'Inviting users',
    summary:
      'Invite people by email with a role, resend or revoke invitations, and keep within the seats of your plan.',
    access: [{permission: 'manage-users', does: 'invite, change roles and remove'}],
    planNote: `Users per workspace: ${perPlan((plan) => plan.users, 'unlimited')}. Single sign-on: ${planNamesWith('sso')}.`,
    api: [],
  },
  {
    slug: 'managing-shipments',
    title: 'Managing shipments',
    summary:
      'Work with the Shipments table and the shipment detail page: edit references, tags, custom fields, customer and notes, archive, and export.',
    access: [
      {permission: 'edit-shipments', does: 'edit and archive'},
      {permission: 'view-shipments', does: 'read', workspaceOnly: true},
      {permission: 'export-shipments', does: 'export'},
    ],
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
    access: [
      {permission: 'view-shipments', does: 'see risk flags', workspaceOnly: true},
      {permission: 'dismiss-risk-flags', does: 'dismiss a flag that needs no action'},
    ],
    api: ['shipmentList', 'containerList'],
  },
  {
    slug: 'roles-and-permissions',
    title: 'Roles and permissions',
    summary: 'What Owners, Admins, Members, Viewers and portal Customers can do, and which API key scopes exist.',
    access: [
      {permission: 'view-shipments', does: 'read the matrix', workspaceOnly: true},
      {permission: 'manage-users', does: 'assign roles'},
    ],
    api: [],
  },
  {
    slug: 'shipment-layouts',
    title: 'Shipment layouts',
    summary:
      'Decide which sections and fields the shipment detail page shows, in what order, for your team and for the customer portal.',
    access: [{permission: 'manage-layouts', does: 'manage layouts'}],
    planNote: `Portal layouts come with ${planNamesWith('customerPortal')}.`,
    api: [],
  },
  {
    slug: 'shipment-notifications',
    title: 'Shipment notifications',
    summary:
      'Get email, in-app and webhook notifications for milestones, ETA changes and risk events, instantly or as a daily digest.',
    access: [
      {permission: 'own-notifications', does: 'subscribe'},
      {permission: 'manage-notification-rules', does: 'set workspace rules and webhooks'},
    ],
    api: [],
  },
  {
    slug: 'tracking-shipments',
    title: 'Tracking shipments',
    summary:
      'Add a shipment by container number, master bill of lading or booking number and follow it from empty pickup to empty return.',
    access: [
      {permission: 'add-shipments', does: 'add shipments'},
      {permission: 'view-shipments', does: 'follow them', workspaceOnly: true},
    ],
    planNote: `Active tracked shipments: ${perPlan((plan) => plan.activeShipments, 'by contract')}.`,
    api: ['startShipmentImportViaJson', 'shipmentById', 'shipmentList', 'containerList'],
  },
  {
    slug: 'uploading-shipments',
    title: 'Uploading shipments',
    summary:
      'Add many shipments at once from an Excel or CSV file on the Imports page, with a dry run and a downloadable error report.',
    access: [{permission: 'import-shipments', does: 'import files'}],
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
    access: [
      {permission: 'manage-workspace-settings', does: 'change settings'},
      {permission: 'delete-workspace', does: 'deletes the workspace'},
    ],
    api: [],
  },
];

/** A feature entry that cannot be rendered: names the entry (`slug`) and the field to fix (`field`). */
export class FeatureError extends Error {
  constructor(
    readonly slug: string,
    readonly field: keyof FeatureEntry,
    message: string,
  ) {
    super(`src/data/features.ts, feature "${slug}", ${field}: ${message}`);
    this.name = 'FeatureError';
  }
}

/** Runs `render` for one field of an entry, turning its failure into a FeatureError for that field. */
function field<T>(entry: FeatureEntry, name: keyof FeatureEntry, render: () => T): T {
  try {
    return render();
  } catch (error) {
    throw new FeatureError(entry.slug, name, (error as Error).message);
  }
}

function feature(entry: FeatureEntry): Feature {
  field(entry, 'summary', () => {
    if (entry.summary.trim() === '') throw new Error('write one sentence on what the feature does');
  });
  field(entry, 'gate', () => {
    if (entry.gate !== undefined && !Object.hasOwn(planGates, entry.gate)) {
      throw new Error(`unknown plan gate "${entry.gate}"; use one of ${Object.keys(planGates).join(', ')}`);
    }
  });
  // A feature that names an operation the document does not have fails here, with the known operationIds.
  field(entry, 'api', () => entry.api.forEach((operationId) => operation(operationId)));
  return {
    ...entry,
    roles: field(entry, 'access', () => accessText(entry.access)),
    plans: includedPlans(entry.gate),
  };
}

/** Every entry rendered, or one error that holds every entry's FeatureError (so a check can show them all). */
function renderAll(all: readonly FeatureEntry[]): Feature[] {
  const errors: FeatureError[] = [];
  const rendered = all.flatMap((entry) => {
    try {
      return [feature(entry)];
    } catch (error) {
      if (!(error instanceof FeatureError)) throw error;
      errors.push(error);
      return [];
    }
  });
  if (errors.length > 0) throw new AggregateError(errors, errors.map((error) => error.message).join('\n'));
  return rendered;
}

/** Every feature, with its roles text and plans rendered from src/data/roles.ts and src/data/plans.ts. */
export const features: readonly Feature[] = renderAll(entries);

/**
 * The plans that include a feature, in words: "All plans", "Enterprise only" or "Growth and Enterprise". The
 * "Who can use it" box says it this way.
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
