// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ParamsItem
// Wrapper: each parameter row gets its stable anchor (src/lib/reference-anchors.mjs), the id the API changelog links
// to. The theme's ParamsItem puts `anchorId` on its row and shows the row's notes (added in, deprecation:
// src/theme/ReferenceNotes) beside its name (patches/).
import type {ReactNode} from 'react';
import ParamsItem from '@theme-original/ParamsItem';
import type {Props} from '@theme/ParamsItem';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {parameterAnchor} from '@site/src/lib/reference-anchors.mjs';

type ParamProps = Props & {param: Props['param'] & {in: string}};

export default function ParamsItemWrapper(props: ParamProps): ReactNode {
  const anchorId = parameterAnchor(props.param.in, props.param.name);
  useBrokenLinks().collectAnchor(anchorId);
  return <ParamsItem {...props} {...{anchorId}} />;
}
