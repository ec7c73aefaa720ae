// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/Server
// Replaces the theme's server field (docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/Server), which shows the URL as
// text and the list only after hovering it and pressing a hidden "Edit" button. Here the list is a visible select,
// in the order of ../../ApiItem/explorer-servers.ts (sandbox first, then the mock server of development and test
// builds), labelled by the explorer's "Base URL" heading. Written for the site, not copied; server variables are not
// offered because the document's servers have none.
import {useId, type ReactNode} from 'react';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer} from '@theme/ApiExplorer/Server/slice';
import {serverLabel} from '@site/src/theme/ApiItem/explorer-servers';
import styles from './styles.module.css';

export default function Server({labelId}: {labelId?: string}): ReactNode {
  const value = useTypedSelector((state) => state.server.value);
  const options = useTypedSelector((state) => state.server.options);
  const dispatch = useTypedDispatch();
  const descriptionId = useId();
  if (options.length === 0) return null;
  return (
    <div className={styles.server}>
      <select
        className="openapi-explorer__select-input"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        value={value?.url}
        onChange={(event) => dispatch(setServer(JSON.stringify({url: event.target.value})))}>
        {options.map((server) => (
          <option key={server.url} value={server.url}>
            {serverLabel(server)}
          </option>
        ))}
      </select>
      <small id={descriptionId} className={styles.description}>
        {value?.description}
      </small>
    </div>
  );
}
