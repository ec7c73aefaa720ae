// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiItem
// Ejected and split: the theme's ApiItem is the doc component of the whole API area, and it pulls the API explorer
// (with its code-sample generators, 1.7 MB gzip) into every page there. Guide pages now render as plain docs, like
// the Documentation area. Each generated operation or event page exports its own layout (./ApiOperation or
// ./ApiEvent, plugins/reference-pages), so only those pages load it, with their content and before hydration.
// Every page of the area links the API changelog's feeds in its <head>.
import {type ComponentType, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import FeedLinks from '@site/src/components/ApiChangelog/FeedLinks';

export default function ApiItem(props: Props): ReactNode {
  const {OperationLayout} = props.content as unknown as {OperationLayout?: ComponentType<Props>};
  return (
    <>
      <FeedLinks />
      {OperationLayout ? <OperationLayout {...props} /> : <DocItem {...props} />}
    </>
  );
}
