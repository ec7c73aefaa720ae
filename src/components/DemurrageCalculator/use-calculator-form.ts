/**
 * The calculator's state: what the reader typed, or until then the shared address's inputs or the worked example;
 * whether the page runs in the browser yet, and the reader's date today. The address follows every change, so that
 * a result can be shared as a link.
 */
import {useEffect, useState, useSyncExternalStore} from 'react';
import type {Phase} from '../../lib/demurrage';
import {fromQuery, toQuery, WORKED_EXAMPLE, type FormState, type PhaseForm} from './form';

/** The calculator reads these once; nothing outside it changes them while the page is open. */
const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;
const noDate = (): string | null => null;
const currentSearch = () => window.location.search;
const noSearch = () => '';

/** The reader's calendar date today, `YYYY-MM-DD`, in their own time zone. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface CalculatorForm {
  form: FormState;
  /** False in the static HTML and the first render in the browser, which must agree; true after. */
  hydrated: boolean;
  /** The reader's date today, `YYYY-MM-DD`; `null` until the page runs in the browser. */
  today: string | null;
  update: (change: (form: FormState) => FormState) => void;
  updatePhase: (phase: Phase, change: (terms: PhaseForm) => PhaseForm) => void;
  reset: () => void;
}

export function useCalculatorForm(): CalculatorForm {
  // The static HTML and the first render in the browser use the server values (no address, no today); React then
  // renders again with the browser's, so both renders agree.
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  const today = useSyncExternalStore(subscribeToNothing, localToday, noDate);
  const search = useSyncExternalStore(subscribeToNothing, currentSearch, noSearch);
  // What the reader has changed; until then the form is the shared address's, or the worked example.
  const [edited, setEdited] = useState<FormState | null>(null);
  const form = edited ?? fromQuery(search) ?? WORKED_EXAMPLE;

  useEffect(() => {
    if (!hydrated) return;
    const query = toQuery(form);
    const {pathname, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  }, [form, hydrated]);

  const update = (change: (f: FormState) => FormState) => setEdited(change(form));
  return {
    form,
    hydrated,
    today,
    update,
    updatePhase: (phase, change) => update((f) => ({...f, [phase]: change(f[phase])})),
    reset: () => setEdited(WORKED_EXAMPLE),
  };
}
