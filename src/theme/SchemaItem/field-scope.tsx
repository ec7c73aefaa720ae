// Where a schema row sits: the scope (the request body, a status's response, its headers) and the names from the
// body's root to the row. The scope's owner provides it (src/theme/RequestSchema, src/theme/ApiTabs,
// src/theme/ResponseHeaders); each named row (./index.tsx) adds its name for the rows inside it. A row's anchor is
// `fieldAnchor(scope, path)` (src/lib/reference-anchors.mjs).
import {createContext, useContext, type ReactNode} from 'react';
import {fieldAnchor} from '@site/src/lib/reference-anchors.mjs';

export interface FieldPlace {
  scope: string;
  path: readonly string[];
}

const FieldPlaceContext = createContext<FieldPlace | null>(null);

export const FieldPlaceProvider = FieldPlaceContext.Provider;

/** The rows inside start a new scope: `request`, `response-200`, `response-200-header`. */
export function FieldScope({scope, children}: {scope: string; children: ReactNode}): ReactNode {
  return <FieldPlaceContext.Provider value={{scope, path: []}}>{children}</FieldPlaceContext.Provider>;
}

export function useFieldPlace(): FieldPlace | null {
  return useContext(FieldPlaceContext);
}

/** The anchor of the row the caller renders inside, if it is a named row. */
export function useFieldAnchor(): string | undefined {
  const place = useFieldPlace();
  return place && place.path.length > 0 ? fieldAnchor(place.scope, [...place.path]) : undefined;
}
