// Upstream: docusaurus-theme-openapi-docs@5.2.0 src/theme/ApiExplorer/Server
// Replaces the theme's server field (docusaurus-theme-openapi-docs@5.2.0 ApiExplorer/Server), which shows the URL as
// text and the list only after hovering it and pressing a hidden "Edit" button. Here the list is a visible select,
// in the order of ../../ApiItem/explorer-servers.ts (sandbox first, then the mock server of development and test
// builds), labelled by the explorer's "Base URL" heading, and each variable of the selected server is a visible
// field (the mock server's port): the theme's store and request builder fill variables into the URL, its field only
// showed them behind "Edit". Written for the site, not copied.
import {useId, type ReactNode} from 'react';
import {useTypedDispatch, useTypedSelector} from '@theme/ApiItem/hooks';
import {setServer, setServerVariable} from '@theme/ApiExplorer/Server/slice';
import {serverLabel, type ServerVariable} from '@site/src/theme/ApiItem/explorer-servers';
import styles from './styles.module.css';

/** One variable of the selected server: a field with its name as label and its description as hint. */
function VariableField({name, variable}: {name: string; variable: ServerVariable}): ReactNode {
  const dispatch = useTypedDispatch();
  const id = useId();
  const hintId = useId();
  const set = (value: string) => dispatch(setServerVariable(JSON.stringify({key: name, value})));
  return (
    <div className={styles.variable}>
      <label htmlFor={id}>{name}</label>
      {variable.enum ? (
        <select
          id={id}
          className="openapi-explorer__select-input"
          value={variable.default}
          aria-describedby={variable.description ? hintId : undefined}
          onChange={(event) => set(event.target.value)}>
          {variable.enum.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="openapi-explorer__form-item-input"
          type="text"
          inputMode={/^\d+$/.test(variable.default) ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          value={variable.default}
          aria-describedby={variable.description ? hintId : undefined}
          onChange={(event) => set(event.target.value.trim())}
        />
      )}
      {variable.description && (
        <small id={hintId} className={styles.description}>
          {variable.description}
        </small>
      )}
    </div>
  );
}

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
      {Object.entries(value?.variables ?? {}).map(([name, variable]) => (
        <VariableField key={`${value?.url} ${name}`} name={name} variable={variable} />
      ))}
    </div>
  );
}
