// Wrapper: the breadcrumbs row also holds "Copy page" and "View as Markdown" (src/components/PageMarkdown). Both
// docs layouts, the classic one and the API reference's (src/theme/ApiItem), render the breadcrumbs right above the
// page title, so this one wrapper puts the control on every page, reference pages included.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageMarkdown from '@site/src/components/PageMarkdown';
import styles from './styles.module.css';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <PageMarkdown />
    </div>
  );
}
