/**
 * An operation of the API named as the reference names it: its summary from the OpenAPI document, linked to its
 * reference page. Guides write `<Op id="shipmentList" />` instead of typing the name or the address, so a renamed
 * operation renames itself everywhere, and an unknown operationId fails the build (src/lib/api.ts).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {isOperationId, operation, operationHref} from '@site/src/lib/api-facts/operations';

export interface OpProps {
  /** The operationId in the OpenAPI document, such as `shipmentList`. */
  id: string;
  /** Show the request (`GET /shipments`) after the name. Default: false. */
  request?: boolean;
  /** Link to the reference page. Default: true (false for a name inside a heading or a link). */
  link?: boolean;
}

export default function Op({id, request = false, link = true}: OpProps): ReactNode {
  // Under `npm start`, an operation the writer is adding shows where its name will be until its facts are generated;
  // the build (and `npm run check`) still fails on an unknown operationId.
  if (process.env.NODE_ENV !== 'production' && !isOperationId(id)) return <PendingOperation id={id} />;
  const op = operation(id);
  const name = link ? <Link to={operationHref(id)}>{op.summary}</Link> : op.summary;
  if (!request) return name;
  return (
    <>
      {name} (<code>{`${op.method.toUpperCase()} ${op.path}`}</code>)
    </>
  );
}

/** The preview's stand-in for an operation not generated yet: says which and what to do. */
function PendingOperation({id}: {id: string}): ReactNode {
  return (
    <mark role="note" title="Shown under npm start only">
      <code>{id}</code>: no operation of the API document has this operationId yet. Save its path file under openapi/
      and wait for [api-watch] in the npm start terminal; if it reports a problem, fix it, or check the spelling here.
    </mark>
  );
}
