// Wrapper: the stock mobile menu is an overlay that leaves focus on the menu button, lets Tab wander to the page
// behind it, ignores Escape and drops focus to <body> when it closes. This makes it a modal dialog (WAI-ARIA
// dialog pattern): focus moves into it, Tab cycles inside it, the page behind is inert, Escape closes it, and focus
// returns to the menu button.
import {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {trapFocus} from './trap-focus';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    if (!shown) return undefined;
    const dialog = document.querySelector<HTMLElement>('.navbar-sidebar');
    const opener = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!dialog) return undefined;
    return trapFocus(dialog, {label: 'Site navigation', onEscape: toggle, returnFocusTo: opener});
  }, [shown, toggle]);

  return <MobileSidebar />;
}
