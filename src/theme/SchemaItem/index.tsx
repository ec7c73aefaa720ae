// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/SchemaItem
// Wrapper: each named field row gets its stable anchor (src/lib/reference-anchors.mjs), the id the API changelog
// links to, and the rows inside it learn their place. The theme's SchemaItem puts `anchorId` on its row and shows
// the row's notes (added in, deprecation: src/theme/ReferenceNotes) beside its name (patches/).
import type {ReactNode} from 'react';
import SchemaItem from '@theme-original/SchemaItem';
import type {Props} from '@theme/SchemaItem';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {fieldAnchor} from '@site/src/lib/reference-anchors.mjs';
import {FieldPlaceProvider, useFieldPlace} from './field-scope';

/** Rows the theme names that are no field: array items (no name) and the values of a map. */
const UNNAMED = new Set(['', 'property name*']);

export default function SchemaItemWrapper(props: Props): ReactNode {
  const place = useFieldPlace();
  const brokenLinks = useBrokenLinks();
  const name = props.name;
  if (!place || name === undefined || UNNAMED.has(name)) return <SchemaItem {...props} />;
  const path = [...place.path, name];
  const anchorId = fieldAnchor(place.scope, path);
  brokenLinks.collectAnchor(anchorId);
  return (
    <FieldPlaceProvider value={{scope: place.scope, path}}>
      <SchemaItem {...props} {...{anchorId}} />
    </FieldPlaceProvider>
  );
}
