// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ResponseHeaders
// Wrapper: a response's header rows are named in their own scope (`response-200-header`), beside the body's fields
// (src/lib/reference-anchors.mjs, src/theme/SchemaItem).
import type {ComponentProps, ReactNode} from 'react';
import ResponseHeaders from '@theme-original/ResponseHeaders';
import {headerScope} from '@site/src/lib/reference-anchors.mjs';
import {FieldScope, useFieldPlace} from '@site/src/theme/SchemaItem/field-scope';

export default function ResponseHeadersWrapper(props: ComponentProps<typeof ResponseHeaders>): ReactNode {
  const place = useFieldPlace();
  if (!place) return <ResponseHeaders {...props} />;
  return (
    <FieldScope scope={headerScope(place.scope)}>
      <ResponseHeaders {...props} />
    </FieldScope>
  );
}
