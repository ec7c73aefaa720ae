// Wrapper: a sidebar label that is one long identifier (a webhook event's type, `shipment.tracking_status_changed`)
// breaks after its dots and underscores, not in the middle of a word: Infima's `overflow-wrap: break-word` split it
// wherever the line ended ("…status_c|hanged"). The label's text, and so the link's name, is unchanged.
import type {ReactNode} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type DocSidebarItemLinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import {breakAfterSeparators} from '@site/src/components/Identifier';

type Props = WrapperProps<typeof DocSidebarItemLinkType>;

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item} = props;
  // A label with a space breaks there; only a single identifier gets break opportunities.
  if (/\s/.test(item.label) || !/[._]/.test(item.label)) return <DocSidebarItemLink {...props} />;
  // The theme renders the label as the link's content; a node with <wbr> in it renders the same way.
  const label = breakAfterSeparators(item.label) as unknown as string;
  return <DocSidebarItemLink {...props} item={{...item, label}} />;
}
