/**
 * "Your test key in the samples": a reader enters a test key once and every code sample on the site shows it while
 * the tab is open (src/lib/reader-key.ts: held in memory only, never stored or sent). Live keys are refused with the
 * reason. The samples change as text in place; nothing on the page moves.
 */
import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {SAMPLE_API_KEY} from '@site/config/api-keys.mjs';
import {setReaderKey, useReaderKey} from '@site/src/lib/reader-key';
import {checkTestKey} from '@site/src/lib/key-check';
import styles from './styles.module.css';

export default function YourTestKey(): ReactNode {
  const id = useId();
  const readerKey = useReaderKey();
  const [value, setValue] = useState(readerKey ?? '');
  const [refusal, setRefusal] = useState<string>();
  const [forgotten, setForgotten] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkTestKey(value);
    if (check.ok) {
      setReaderKey(check.key);
      setValue(check.key);
      setRefusal(undefined);
      setForgotten(false);
    } else {
      setRefusal(check.message);
    }
  };
  // The button goes away with the key: focus returns to the field, and the status says what happened.
  const forget = () => {
    setReaderKey(undefined);
    setValue('');
    setRefusal(undefined);
    setForgotten(true);
    field.current?.focus();
  };

  return (
    // data-md: in the page's Markdown twin (plugins/llms), this sentence and a link to the page take its place.
    <div className={styles.box} data-md="Enter your test key on the page to see it in every code sample of the site">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-key`} className={styles.label}>
          Your test key in the samples
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Every code sample on this site shows <code>{SAMPLE_API_KEY}</code> until you enter your own test key here or
          in Try it. It stays in this tab&apos;s memory only: not saved, and forgotten when you reload or close the tab.
        </p>
        <div className={styles.row}>
          <input
            id={`${id}-key`}
            ref={field}
            className={styles.input}
            type="text"
            value={value}
            placeholder="sk_test_…"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-status`}
            aria-invalid={refusal ? true : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="submit" className={clsx('button', 'button--primary', styles.button)}>
            Show in samples
          </button>
          {readerKey && (
            <button type="button" className={clsx('button', 'button--secondary', styles.button)} onClick={forget}>
              Forget key
            </button>
          )}
        </div>
        <p id={`${id}-status`} role="status" className={clsx(styles.status, refusal && styles.refused)}>
          {refusal ??
            (readerKey
              ? `Every sample that showed ${SAMPLE_API_KEY} now shows ${readerKey}, until you reload or close this tab. The tutorials keep the keys they name.`
              : forgotten
                ? `Key forgotten: the samples show ${SAMPLE_API_KEY} again.`
                : '')}
        </p>
      </form>
    </div>
  );
}
