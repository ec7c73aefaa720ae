// Wrapper: the breadcrumbs row also holds "Copy page" and "View as Markdown" (src/components/PageMarkdown). Both
// docs layouts, the classic one and the API reference's (src/theme/ApiItem), render the breadcrumbs right above the
// page title, so this one wrapper puts the control on every page, reference pages included.
// A page in no sidebar that a sidebar links to (the REST API overview, which the specification keeps without a
// sidebar) gets the breadcrumbs of that link: upstream's own, computed inside that sidebar's context.
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {DocsSidebarProvider, useDoc, useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageMarkdown from '@site/src/components/PageMarkdown';
import {sidebarLinkingTo} from '@site/src/lib/sidebar-links';
import styles from './styles.module.css';

function Breadcrumbs(): ReactNode {
  const sidebar = useDocsSidebar();
  const {docsSidebars} = useDocsVersion();
  const {pathname} = useLocation();
  const {id} = useDoc().metadata;
  const linking = sidebar ? undefined : sidebarLinkingTo(docsSidebars, pathname, id);
  if (!linking) return <DocBreadcrumbs />;
  return (
    <DocsSidebarProvider name={linking.name} items={linking.items}>
      <DocBreadcrumbs />
    </DocsSidebarProvider>
  );
}

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <Breadcrumbs />
      <PageMarkdown />
    </div>
  );
}
