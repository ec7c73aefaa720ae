// Permissions × roles (src/data/roles.ts), defined once: rendered by DataTable. Each row has the id `permission-<id>`.
// Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {permissions, roles, type RoleId} from '../../data/roles';
import {cell, yesNo, type TableSpec} from '../DataTable/spec';

export interface RoleMatrixProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
  /** Roles to show as columns, in the order of src/data/roles.ts; all five when omitted. */
  roles?: readonly RoleId[];
}

export function roleMatrix({caption = 'What each role can do', roles: only}: RoleMatrixProps = {}): TableSpec {
  const columns = only ? roles.filter((role) => only.includes(role.id)) : roles;
  return {
    caption,
    columns: [cell('Permission'), ...columns.map((role) => cell(role.name))],
    rows: permissions.map((permission) => [
      cell(permission.label, permission.note ? {note: permission.note} : {}),
      ...columns.map((role) => yesNo(permission.roles.includes(role.id))),
    ]),
    rowIds: permissions.map((permission) => `permission-${permission.id}`),
    centered: columns.map((_, index) => index + 1),
  };
}
