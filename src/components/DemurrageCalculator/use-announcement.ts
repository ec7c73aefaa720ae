/**
 * One short, polite announcement once typing pauses, instead of the whole result on every keystroke. It starts with
 * the summary the page already shows (static HTML included), so loading the page announces nothing.
 */
import {useEffect, useState} from 'react';

/** How long typing must pause before the short summary is announced to screen readers. */
const ANNOUNCE_AFTER_MS = 800;

export function useAnnouncement(summary: string, hydrated: boolean): string {
  const [announced, setAnnounced] = useState(summary);
  useEffect(() => {
    if (!hydrated) return undefined;
    const timer = window.setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [summary, hydrated]);
  return announced;
}
