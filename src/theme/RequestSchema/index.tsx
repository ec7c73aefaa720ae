// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/RequestSchema
// Wrapper: the request body's rows (an event's payload too) are named in the `request` scope of their anchors
// (src/lib/reference-anchors.mjs, src/theme/SchemaItem).
import type {ComponentProps, ReactNode} from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import {requestScope} from '@site/src/lib/reference-anchors.mjs';
import {FieldScope} from '@site/src/theme/SchemaItem/field-scope';

export default function RequestSchemaWrapper(props: ComponentProps<typeof RequestSchema>): ReactNode {
  return (
    <FieldScope scope={requestScope()}>
      <RequestSchema {...props} />
    </FieldScope>
  );
}
