// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/DocVersionBadge
// Ejected: the site has one version of its documentation, the docs option `versions.current` labelled "Next". Stock
// Docusaurus shows "Version: Next", which on other sites means documentation of something not released yet. Here the
// badge says what it means for this site: the latest documentation, updated with every release.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBadge({className}: {className?: string}): ReactNode {
  const versionMetadata = useDocsVersion();
  if (!versionMetadata.badge) return null;
  return (
    <span className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}>
      <Translate id="theme.docs.versionBadge.label" values={{versionLabel: versionMetadata.label}}>
        {'Version: {versionLabel}, the latest documentation'}
      </Translate>
    </span>
  );
}
