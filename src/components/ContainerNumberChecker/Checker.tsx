/**
 * Container number checker: validates ISO 6346 container numbers in the browser, one at a time or as a list.
 * Rendered through the lazy wrapper in ./index.tsx; the form, its label and the rule are plain HTML, so the
 * server-rendered page already shows them.
 */
import {useId, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  CATEGORY_LABELS,
  checkContainerNumber,
  splitContainerList,
  type ContainerNumberResult,
  type InvalidContainerNumber,
  type ValidContainerNumber,
} from '@site/src/lib/iso6346';
import styles from './styles.module.css';
import hidden from '@site/src/css/visually-hidden.module.css';

export interface ContainerNumberCheckerProps {
  /** Number shown in the field when the page loads (not checked until the reader submits). */
  defaultValue?: string;
  /** Offer the "several numbers" mode with a text area, one number a line. Default true. */
  allowList?: boolean;
}

type Outcome =
  | {mode: 'single'; input: string; result: ContainerNumberResult}
  | {mode: 'list'; rows: Array<{line: number; input: string; result: ContainerNumberResult}>};

/** Largest list the checker takes at once; longer lists are cut with a note. */
const MAX_LIST = 500;

function correctedNumber(result: InvalidContainerNumber): string | null {
  return result.reason === 'check_digit' && result.expectedCheckDigit !== undefined
    ? result.normalized.slice(0, 10) + String(result.expectedCheckDigit)
    : null;
}

function Parts({result}: {result: ValidContainerNumber}): ReactNode {
  return (
    <dl className={styles.parts}>
      <div className={styles.part}>
        <dt>Owner code</dt>
        <dd>
          <code>{result.owner}</code>
        </dd>
      </div>
      <div className={styles.part}>
        <dt>Category</dt>
        <dd>
          <code>{result.category}</code> <span className={styles.hint}>{CATEGORY_LABELS[result.category]}</span>
        </dd>
      </div>
      <div className={styles.part}>
        <dt>Serial number</dt>
        <dd>
          <code>{result.serial}</code>
        </dd>
      </div>
      <div className={styles.part}>
        <dt>Check digit</dt>
        <dd>
          <code>{result.checkDigit}</code>
        </dd>
      </div>
    </dl>
  );
}

function SingleResult({input, result}: {input: string; result: ContainerNumberResult}): ReactNode {
  if (result.valid) {
    return (
      <div className={clsx(styles.result, styles.valid)}>
        <p className={styles.verdict}>
          <span aria-hidden="true">✓ </span>
          <code>{result.normalized}</code> is a valid container number.
        </p>
        {result.normalized !== input.trim() && (
          <p className={styles.hint}>
            Normalized from <code>{input.trim()}</code>: uppercase, without spaces or hyphens.
          </p>
        )}
        <Parts result={result} />
      </div>
    );
  }
  const corrected = correctedNumber(result);
  return (
    <div className={clsx(styles.result, styles.invalid)}>
      <p className={styles.verdict}>
        <span aria-hidden="true">✗ </span>
        {result.reason === 'empty' ? (
          'Nothing to check yet.'
        ) : (
          <>
            <code>{result.normalized}</code> is not a valid container number.
          </>
        )}
      </p>
      <p>{result.message}</p>
      {corrected !== null && (
        <p>
          With the expected check digit <strong>{result.expectedCheckDigit}</strong>, the number would be{' '}
          <code>{corrected}</code>. Compare it with the box or the bill of lading before you use it: a wrong check digit
          usually means a typing error in another character.
        </p>
      )}
    </div>
  );
}

function ListResult({rows}: {rows: Array<{line: number; input: string; result: ContainerNumberResult}>}): ReactNode {
  if (rows.length === 0) {
    return (
      <div className={clsx(styles.result, styles.invalid)}>
        <p className={styles.verdict}>Nothing to check yet. Enter one container number a line, or paste a column.</p>
      </div>
    );
  }
  const validCount = rows.filter((row) => row.result.valid).length;
  return (
    <div className={styles.result}>
      <p className={styles.verdict}>
        {validCount} of {rows.length} {rows.length === 1 ? 'number is' : 'numbers are'} valid.
      </p>
      <div className={styles.tableWrap} role="region" aria-label="Result for each container number" tabIndex={0}>
        <table className={styles.table}>
          <caption className={hidden.visuallyHidden}>Result for each container number</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Number</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({line, result}, index) => (
              <tr key={`${line}-${index}`}>
                <td>{line}</td>
                <td>
                  <code>{result.normalized}</code>
                </td>
                <td>
                  {result.valid ? (
                    <span className={styles.ok}>
                      Valid: owner {result.owner}, category {result.category}, serial {result.serial}, check digit{' '}
                      {result.checkDigit}
                    </span>
                  ) : (
                    <span className={styles.bad}>Invalid: {result.message}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function Checker({defaultValue = '', allowList = true}: ContainerNumberCheckerProps): ReactNode {
  const id = useId();
  const [listMode, setListMode] = useState(false);
  const [single, setSingle] = useState(defaultValue);
  const [list, setList] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [truncated, setTruncated] = useState(false);

  function run(): void {
    if (listMode) {
      const lines = splitContainerList(list);
      setTruncated(lines.length > MAX_LIST);
      setOutcome({
        mode: 'list',
        rows: lines.slice(0, MAX_LIST).map(({line, input}) => ({line, input, result: checkContainerNumber(input)})),
      });
    } else {
      setTruncated(false);
      setOutcome({mode: 'single', input: single, result: checkContainerNumber(single)});
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    run();
  }

  function onListKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  }

  const fieldId = `${id}-number`;
  const listId = `${id}-list`;
  const ruleId = `${id}-rule`;

  return (
    // data-md: in the page's Markdown twin (plugins/llms), this sentence and a link to the page take its place.
    <div className={styles.checker} data-md="Check container numbers with the interactive checker">
      <p className={styles.rule} id={ruleId}>
        A container number (ISO 6346), such as MSCU7512387, is a 3-letter owner code, the category letter U, J or Z, a
        6-digit serial number and a check digit calculated from the first 10 characters.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {listMode ? (
          <div className={styles.field}>
            <label htmlFor={listId} className={styles.label}>
              Container numbers
            </label>
            <textarea
              id={listId}
              className={styles.textarea}
              value={list}
              rows={6}
              spellCheck={false}
              autoCapitalize="characters"
              autoComplete="off"
              aria-describedby={`${ruleId} ${listId}-hint`}
              onChange={(event) => setList(event.target.value)}
              onKeyDown={onListKeyDown}
            />
            <p className={styles.hint} id={`${listId}-hint`}>
              One number a line, or separated by semicolons, commas or spaces, as pasted from a spreadsheet. Press
              Check, or Ctrl+Enter (⌘+Enter on a Mac).
            </p>
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={fieldId} className={styles.label}>
              Container number
            </label>
            <input
              id={fieldId}
              className={styles.input}
              type="text"
              inputMode="text"
              value={single}
              spellCheck={false}
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={40}
              aria-describedby={ruleId}
              onChange={(event) => setSingle(event.target.value)}
            />
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={clsx('button', 'button--primary', styles.button)}>
            Check
          </button>
          {allowList && (
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={listMode}
                onChange={(event) => {
                  setListMode(event.target.checked);
                  setOutcome(null);
                }}
              />{' '}
              Check several numbers
            </label>
          )}
        </div>
      </form>
      <div className={styles.output} aria-live="polite">
        {outcome?.mode === 'single' && <SingleResult input={outcome.input} result={outcome.result} />}
        {outcome?.mode === 'list' && <ListResult rows={outcome.rows} />}
        {truncated && <p className={styles.hint}>Only the first {MAX_LIST} numbers were checked.</p>}
      </div>
    </div>
  );
}
