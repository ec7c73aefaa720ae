import type {ReactNode} from 'react';
import {permissions, roles, type RoleId} from '@site/src/data/roles';
import styles from '@site/src/css/data-table.module.css';

/** Props of the permission matrix. */
export interface RoleMatrixProps {
  /** Caption read by screen readers and shown above the table. */
  caption?: string;
  /** Roles to show as columns, in the order of src/data/roles.ts; all five when omitted. */
  roles?: readonly RoleId[];
}

/** Permissions × roles, rendered from src/data/roles.ts. */
export default function RoleMatrix({caption = 'What each role can do', roles: only}: RoleMatrixProps): ReactNode {
  const columns = only ? roles.filter((role) => only.includes(role.id)) : roles;
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Permission</th>
            {columns.map((role) => (
              <th scope="col" key={role.id} className={styles.center}>
                {role.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission.id} id={`permission-${permission.id}`}>
              <th scope="row">
                {permission.label}
                {permission.note ? <span className={styles.note}>{permission.note}</span> : null}
              </th>
              {columns.map((role) => {
                const allowed = permission.roles.includes(role.id);
                return (
                  <td key={role.id} className={styles.center}>
                    <span className={allowed ? styles.yes : styles.no}>
                      <span aria-hidden="true">{allowed ? '✓' : '–'}</span>
                      <span className={styles.visuallyHidden}>{allowed ? 'Allowed' : 'Not allowed'}</span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
