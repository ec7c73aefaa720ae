// Wrapper: upstream marks a sidebar's navbar item current only on the docs of that sidebar. The REST API overview
// belongs to no sidebar (the specification shows it without one), so the navbar's API item went unmarked there.
// A doc of this item's docs plugin that no sidebar holds now marks the item of that plugin's sidebar.
import type {ReactNode} from 'react';
import {useActiveDocContext, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DocSidebarNavbarItem from '@theme-original/NavbarItem/DocSidebarNavbarItem';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';

export default function DocSidebarNavbarItemWrapper(props: Props): ReactNode {
  const {sidebarId, label, docsPluginId, ...rest} = props;
  const {activeDoc} = useActiveDocContext(docsPluginId);
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!activeDoc || activeDoc.sidebar || !sidebarLink) return <DocSidebarNavbarItem {...props} />;
  return (
    <DefaultNavbarItem exact {...rest} isActive={() => true} label={label ?? sidebarLink.label} to={sidebarLink.path} />
  );
}
