// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/Details
// Wrapper: a closed details keeps its static HTML while the page hydrates and renders its content only when it opens.
// A reference page folds most of its rows (a field's own fields: 6,340 of the 8,807 elements in shipment-list's
// main), and hydrating them ran every row's components, on a phone's CPU, for content nobody sees before a click.
// The HTML is the same either way: search engines and Pagefind read the folded rows, and a link to a folded row finds
// its element (src/clientModules/open-anchor opens the details around it).
import {useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import Details from '@theme-original/Details';
import type {Props} from '@theme/Details';
import {useStaticHtml} from '@site/src/lib/static-html';

const FOLDED = 'data-folded';

/**
 * A closed details' content: while the page hydrates, its static HTML, kept until the details opens; then (and when
 * the details mounts after hydration) its children.
 */
function Folded({children}: {children: ReactNode}): ReactNode {
  const id = useId();
  const staticHtml = useStaticHtml(FOLDED, id);
  const [opened, setOpened] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const kept = staticHtml !== undefined && !opened;
  // A layout effect: it listens from the hydration's commit on, before the client modules' onRouteDidUpdate can
  // open a details (src/clientModules/open-anchor).
  useLayoutEffect(() => {
    const details = kept ? ref.current?.closest('details') : null;
    const summary = details?.querySelector(':scope > summary');
    if (!details || !summary) return undefined;
    // A click's updates render together (React gives an update during a click the click's priority): the content
    // renders in the commit where the theme's click handler opens the details, before it measures the height it
    // animates to. `toggle` covers a details opened another way.
    const open = () => setOpened(true);
    summary.addEventListener('click', open);
    details.addEventListener('toggle', open);
    return () => {
      summary.removeEventListener('click', open);
      details.removeEventListener('toggle', open);
    };
  }, [kept]);
  if (kept) return <div ref={ref} {...{[FOLDED]: id}} dangerouslySetInnerHTML={staticHtml} suppressHydrationWarning />;
  return <div {...{[FOLDED]: id}}>{children}</div>;
}

export default function DetailsWrapper({children, ...props}: Props): ReactNode {
  return <Details {...props}>{props.open ? children : <Folded>{children}</Folded>}</Details>;
}
