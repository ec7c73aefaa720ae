// A part of the page that keeps the HTML the static render wrote while the page hydrates: React does not hydrate the
// children of an element rendered with `dangerouslySetInnerHTML`, it keeps them as they are. Used by code blocks
// (src/theme/CodeBlock/Content: highlighted at build time) and by folded details (src/theme/Details: unseen until
// opened). Also what a reader typed into a field of the static page before its scripts ran (the navbar's search and
// the search page: src/theme/SearchBar, src/pages/search.tsx), kept and acted on once they run.
import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * While the page hydrates, the inner HTML of the element whose `attribute` is `id` (a `useId`, the same on the server
 * and in hydration), kept for the component's whole life. Undefined on the server, for a component that mounts later,
 * and when React renders the page afresh because its HTML did not match (its ids differ).
 */
export function useStaticHtml(attribute: string, id: string): {__html: string} | undefined {
  const isBrowser = useIsBrowser();
  const [html] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM || isBrowser) return undefined;
    const element = document.querySelector(`[${attribute}="${CSS.escape(id)}"]`);
    return element ? {__html: element.innerHTML} : undefined;
  });
  return html;
}

/**
 * Until the page has hydrated, the value of the static page's field that `selector` finds, read afresh at every
 * render: what a reader typed before the scripts ran, and goes on typing while they run (on a slow phone, for
 * seconds). A component renders it as the field's value, so that no render before hydration ends gives the field
 * another value and wipes what was typed, and takes the field's value over in an effect once it has mounted (read
 * from the field then, not from a render: a key pressed in between would be lost). Undefined on the server, once
 * hydrated, and for a component that mounts later.
 */
export function useFieldBeforeHydration(selector: string): string | undefined {
  const isBrowser = useIsBrowser();
  if (!ExecutionEnvironment.canUseDOM || isBrowser) return undefined;
  return document.querySelector<HTMLInputElement>(selector)?.value;
}
