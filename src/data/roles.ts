/**
 * Berthline roles, the permission matrix and the API key scopes: the one source for the roles page,
 * the feature boxes and every page that says who may do what.
 */

import {operations} from '../lib/api-facts/operations';

/** Identifier of a role. `customer` is a portal guest, not a workspace user. */
export type RoleId = 'owner' | 'admin' | 'member' | 'viewer' | 'customer';

/** A role a person can hold in a workspace or its customer portal. */
export interface Role {
  /** Stable identifier. */
  id: RoleId;
  /** Display name, as the web app shows it. */
  name: string;
  /** One sentence on what the role is for. */
  summary: string;
}

/** The five roles, from the most to the least powerful. */
export const roles: readonly Role[] = [
  {
    id: 'owner',
    name: 'Owner',
    summary:
      'Everything, including billing, ownership transfer and deleting the workspace. Each workspace has exactly one Owner.',
  },
  {
    id: 'admin',
    name: 'Admin',
    summary:
      'Runs the workspace: users, roles, settings, API keys, integrations and the customer portal. Cannot manage billing or delete the workspace.',
  },
  {
    id: 'member',
    name: 'Member',
    summary:
      'Does the daily work: adds, imports, edits, tags and archives shipments, and manages their own notifications and views.',
  },
  {
    id: 'viewer',
    name: 'Viewer',
    summary: 'Reads everything in the workspace and changes nothing except their own personal settings.',
  },
  {
    id: 'customer',
    name: 'Customer',
    summary:
      'A guest of your customer portal who sees only the shipments assigned to their customer, through a portal layout.',
  },
];

/** One thing a person may do, and the roles that may do it. */
export interface Permission {
  /** Stable identifier (kebab case). */
  id: string;
  /** What the permission allows, as a short sentence fragment. */
  label: string;
  /** Roles that hold the permission. */
  roles: readonly RoleId[];
  /** A limit or condition worth knowing (plan, scope). */
  note?: string;
  /**
   * Words by which a page states this permission. The content scanner (rule permission-statements) rejects a
   * sentence that names roles with these words by hand, instead of rendering them with {@link who}. Every permission
   * has them, so a new permission is checked on every page from the day it is added.
   */
  mentions: RegExp;
}

const everyone: readonly RoleId[] = ['owner', 'admin', 'member', 'viewer'];
const members: readonly RoleId[] = ['owner', 'admin', 'member'];
const admins: readonly RoleId[] = ['owner', 'admin'];
const ownerOnly: readonly RoleId[] = ['owner'];

/** The permission matrix, grouped from daily shipment work to workspace administration. */
export const permissions: readonly Permission[] = [
  {
    id: 'view-shipments',
    label: 'View shipments, containers and milestones',
    roles: [...everyone, 'customer'],
    note: 'Customers see only the shipments assigned to their customer, with the fields of the portal layout.',
    mentions: /\b(?:see|sees|view|views) (?:all |every |the )?shipments\b/i,
  },
  {
    id: 'view-documents',
    label: 'View and download shipment documents',
    roles: [...everyone, 'customer'],
    note: 'Customers see only documents marked as visible in the portal.',
    mentions: /\b(?:view|views|download|downloads)\b[^.|]*\bdocuments?\b/i,
  },
  {
    id: 'export-shipments',
    label: 'Export the shipments table to CSV or Excel',
    roles: everyone,
    note: 'Workspace users only: the customer portal has no export.',
    mentions: /\bexport(?:s|ed|ing)?\b/i,
  },
  {
    id: 'personal-views',
    label: 'Save personal views and column layouts',
    roles: everyone,
    mentions: /\bpersonal views?\b|\bsave(?:s|d)? (?:a |their )?views?\b|\bcolumn layouts?\b/i,
  },
  {
    id: 'workspace-views',
    label: 'Save views that everyone in the workspace sees',
    roles: members,
    note: 'The creator of a workspace view may change or delete it.',
    mentions: /\bworkspace views?\b/i,
  },
  {
    id: 'own-notifications',
    label: 'Manage your own notification subscriptions',
    roles: [...everyone, 'customer'],
    note: 'Customers subscribe by email to milestones and ETA changes of the shipments they see.',
    mentions: /\b(?:subscribe|subscribes|subscribing|subscription)\b/i,
  },
  {
    id: 'add-shipments',
    label: 'Add shipments to track',
    roles: members,
    note: 'Counts toward the active tracked shipments of the plan.',
    mentions: /\badd(?:s|ing)? (?:a |the |new )?shipments?\b/i,
  },
  {
    id: 'import-shipments',
    label: 'Import shipments from a spreadsheet',
    roles: members,
    mentions: /\bimport(?:s|ing)?\b/i,
  },
  {
    id: 'edit-shipments',
    label: 'Edit reference, tags, custom field values, customer and notes',
    roles: members,
    mentions:
      /\bedit(?:s|ing)?\b[^.|]*\b(?:shipments?|references?|tags?|notes)\b|\bcustom field values?\b|\bassign(?:s|ing)? shipments?\b/i,
  },
  {
    id: 'archive-shipments',
    label: 'Archive and unarchive shipments',
    roles: members,
    mentions: /(?<!auto-)\b(?:archive|archives|archiving|unarchive|unarchives|unarchiving)\b(?![ -]rules?)/i,
  },
  {
    id: 'enter-free-time',
    label: 'Enter free time, rates and last free days for demurrage and detention',
    roles: members,
    mentions: /\bfree time\b|\blast free days?\b/i,
  },
  {
    id: 'dismiss-risk-flags',
    label: 'Dismiss a risk flag that needs no action',
    roles: members,
    mentions: /\bdismiss(?:es|ed|ing)?\b/i,
  },
  {
    id: 'refresh-shipments',
    label: 'Ask for a manual refresh of a shipment',
    roles: members,
    mentions: /\brefresh(?:es|ing)?\b/i,
  },
  {
    id: 'manage-documents',
    label: 'Upload and remove shipment documents',
    roles: members,
    mentions: /\b(?:upload|uploads|remove|removes)\b[^.|]*\bdocuments?\b/i,
  },
  {
    id: 'workspace-default-columns',
    label: 'Set the workspace default columns of the Shipments table',
    roles: admins,
    mentions: /\bworkspace default\b|\bdefault columns\b/i,
  },
  {
    id: 'manage-workspace-views',
    label: 'Change or delete any workspace view',
    roles: admins,
    mentions: /\b(?:change|changes|delete|deletes)\b[^.|]*\bviews?\b/i,
  },
  {
    id: 'manage-custom-fields',
    label: 'Define custom fields',
    roles: admins,
    mentions: /\b(?:define|defines|create|creates)\b[^.|]*\bcustom fields?\b|\bcustom field definitions?\b/i,
  },
  {
    id: 'manage-layouts',
    label: 'Manage shipment layouts',
    roles: admins,
    note: 'Portal layouts need the Growth or Enterprise plan.',
    mentions: /\b(?:create|creates|edit|edits|manage|manages|define|defines)\b[^.|]*\blayouts?\b/i,
  },
  {
    id: 'manage-notification-rules',
    label: 'Create workspace notification rules and webhooks',
    roles: admins,
    mentions: /\bnotification rules?\b|\bwebhooks?\b/i,
  },
  {
    id: 'manage-auto-archive',
    label: 'Configure auto-archive',
    roles: admins,
    mentions: /\bauto-archive\b/i,
  },
  {
    id: 'manage-data-sources',
    label: 'Connect custom data sources and integrations',
    roles: admins,
    note: 'Custom data sources need the Enterprise plan.',
    mentions: /\bdata sources?\b|\bintegrations?\b/i,
  },
  {
    id: 'manage-customer-portal',
    label: 'Manage the customer portal, its customers and their users',
    roles: admins,
    note: 'Needs the Growth or Enterprise plan.',
    mentions:
      /\b(?:manage|manages|managing|set up|sets up|configure|configures|turn on|turns on)\b[^.|]*\bportal\b|\binvite[sd]? (?:portal )?customers\b/i,
  },
  {
    id: 'manage-users',
    label: 'Invite users, change their roles and remove them',
    roles: admins,
    note: 'Nobody can change the Owner’s role or remove the Owner; the Owner hands the role over with an ownership transfer.',
    mentions:
      /\b(?:invite|invites|inviting)\b[^.|]*\busers?\b|\b(?:change|changes|changing) (?:\w+'s |their |the )?roles?\b|\bremove(?:s)? (?:a )?users?\b/i,
  },
  {
    id: 'manage-api-keys',
    label: 'Create, roll and revoke API keys',
    roles: admins,
    mentions: /\bAPI keys?\b/i,
  },
  {
    id: 'manage-workspace-settings',
    label: 'Change workspace settings (name, time zone, date format, default carrier, retention)',
    roles: admins,
    mentions: /\bworkspace settings\b|\bSettings › Workspace\b|\btime zone\b|\bretention\b|\bdefault carrier\b/i,
  },
  {
    id: 'manage-billing',
    label: 'Change the plan, payment method and billing details; download invoices',
    roles: ownerOnly,
    mentions:
      /\bbilling\b|\binvoices\b|\bpayment method\b|\b(?:change|changes|upgrade|upgrades|downgrade|downgrades)\b[^.|]*\bplans?\b/i,
  },
  {
    id: 'transfer-ownership',
    label: 'Transfer ownership of the workspace',
    roles: ownerOnly,
    note: 'The new Owner must already be an Admin; the previous Owner becomes an Admin.',
    mentions: /\bownership\b/i,
  },
  {
    id: 'delete-workspace',
    label: 'Delete the workspace',
    roles: ownerOnly,
    mentions: /\b(?:delete|deletes|deleting) the workspace\b/i,
  },
];

/** Identifier of an API key scope: the scopes the OpenAPI document's security requirements name. */
export type ApiKeyScopeId = 'read' | 'read_write';

/** A scope an API key is created with; it cannot be changed afterwards (create a new key instead). */
export interface ApiKeyScope {
  /** The scope as the API and Settings › API keys name it. */
  id: ApiKeyScopeId;
  /** Display name. */
  name: string;
  /** What a key with this scope may do. */
  allows: string;
  /** The operationIds the scope may call: read by the document's security, never listed here. */
  operations: readonly string[];
}

/**
 * The operations a scope may call, from the document (each operation's security names the scope it needs): a
 * `read_write` key may call everything, a `read` key only what asks for `read`.
 */
function operationsFor(scope: ApiKeyScopeId): string[] {
  return operations
    .filter((candidate) => scope === 'read_write' || candidate.scopes.includes(scope))
    .map((candidate) => candidate.operationId);
}

/** The two API key scopes. A key without the needed scope gets 403 `permission_denied`. */
export const apiKeyScopes: readonly ApiKeyScope[] = [
  {
    id: 'read',
    name: 'Read',
    allows: 'Read shipments, containers, milestones and imports. Any request that changes data is refused.',
    operations: operationsFor('read'),
  },
  {
    id: 'read_write',
    name: 'Read and write',
    allows:
      'Everything a read key may do, plus starting imports, editing shipments (reference, tags, custom fields, customer, notes) and archiving or unarchiving them.',
    operations: operationsFor('read_write'),
  },
];

// The document must not ask for a scope this module cannot describe.
for (const candidate of operations) {
  for (const scope of candidate.scopes) {
    if (!apiKeyScopes.some((known) => known.id === scope)) {
      throw new Error(
        `Operation ${candidate.operationId} asks for the scope "${scope}", which src/data/roles.ts does not describe.`,
      );
    }
  }
}

/** Roles that may create, roll and revoke API keys (from the `manage-api-keys` permission). */
export const apiKeyCreatorRoles: readonly RoleId[] = permissions.find((p) => p.id === 'manage-api-keys')?.roles ?? [];

/** Returns the permission with the given id; an unknown id is a typo on a page, so it fails the build. */
export function permissionById(id: string): Permission {
  const permission = permissions.find((candidate) => candidate.id === id);
  if (!permission) {
    throw new Error(`Unknown permission "${id}". Known: ${permissions.map((p) => p.id).join(', ')}.`);
  }
  return permission;
}

/** How a sentence names a role: "the Owner", "Admins", "portal Customers". */
const rolePlural: Readonly<Record<RoleId, string>> = {
  owner: 'the Owner',
  admin: 'Admins',
  member: 'Members',
  viewer: 'Viewers',
  customer: 'portal Customers',
};

/** Roles as running text, in the matrix order: "the Owner, Admins and Members". */
export function rolesPhrase(ids: readonly RoleId[]): string {
  const names = roles.filter((role) => ids.includes(role.id)).map((role) => rolePlural[role.id]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Who holds a permission, as running text for a page: `{who('dismiss-risk-flags')}`. */
export const who = (permissionId: string): string => rolesPhrase(permissionById(permissionId).roles);

/** The same, at the start of a sentence. */
export const Who = (permissionId: string): string => {
  const phrase = who(permissionId);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
};
