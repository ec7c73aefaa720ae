// The document's operations (src/generated/api/operations.json): a page that names or lists operations imports this
// module, and only such a page pays for a list that grows with the API.
import data from '../../generated/api/operations.json';
import {REFERENCE_BASE} from './reference';
import type {OperationFact} from './types';

export const operations = data as unknown as OperationFact[];

/** The operation with this operationId; throws with the known ids when there is none. */
export function operation(operationId: string): OperationFact {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) {
    const known = operations.map((candidate) => candidate.operationId).join(', ');
    throw new Error(
      `Unknown operationId "${operationId}": the API facts generated from openapi/ have no such operation (they have ${known}). ` +
        'If you just added it, save the path file under npm start and watch its terminal for [api-watch], or run npm run check, which names any problem in the document.',
    );
  }
  return found;
}

/** Whether the document has an operation with this operationId. */
export const isOperationId = (operationId: string): boolean =>
  operations.some((candidate) => candidate.operationId === operationId);

/** The address of an operation's reference page. */
export const operationHref = (operationId: string): string => `${REFERENCE_BASE}/${operation(operationId).slug}`;
