/**
 * An operation of the API named as the reference names it: its summary from the OpenAPI document, linked to its
 * reference page. Guides write `<Op id="shipmentList" />` instead of typing the name or the address, so a renamed
 * operation renames itself everywhere, and an unknown operationId fails the build (src/lib/api.ts).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {operation, operationHref} from '@site/src/lib/api-facts/operations';

export interface OpProps {
  /** The operationId in the OpenAPI document, such as `shipmentList`. */
  id: string;
  /** Show the request (`GET /shipments`) after the name. Default: false. */
  request?: boolean;
  /** Link to the reference page. Default: true (false for a name inside a heading or a link). */
  link?: boolean;
}

export default function Op({id, request = false, link = true}: OpProps): ReactNode {
  const op = operation(id);
  const name = link ? <Link to={operationHref(id)}>{op.summary}</Link> : op.summary;
  if (!request) return name;
  return (
    <>
      {name} (<code>{`${op.method.toUpperCase()} ${op.path}`}</code>)
    </>
  );
}
