// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiItem
// Ejected and split: the theme's ApiItem is the doc component of the whole API area, and it pulls the API explorer
// (with its code-sample generators, 1.7 MB gzip) into every page there. Guide pages now render as plain docs, like
// the Documentation area. Each generated operation page exports its own layout (./ApiOperation, added by
// scripts/gen-code-samples.mjs), so only those pages load it, together with their content and before hydration.
import {type ComponentType, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

interface OperationPage {
  frontMatter: {api?: unknown};
  OperationLayout?: ComponentType<Props>;
  operation?: unknown;
}

export default function ApiItem(props: Props): ReactNode {
  const {frontMatter, OperationLayout, operation} = props.content as unknown as OperationPage;
  if (frontMatter.api && (!OperationLayout || !operation)) {
    throw new Error(
      `${props.content.metadata.source} lacks its OperationLayout or operation export: run npm run gen-api.`,
    );
  }
  return OperationLayout ? <OperationLayout {...props} /> : <DocItem {...props} />;
}
