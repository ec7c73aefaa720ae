// A link to a reference row (the API changelog's links, src/lib/reference-anchors.mjs) lands on a row that may sit in
// a collapsed field, inside its `<details>`: the browser cannot scroll to it. Once the page has rendered, each closed
// `<details>` around the target opens as if the reader had clicked it (outermost first), and the row comes into view.
import type {ClientModule} from '@docusaurus/types';

/** How long the theme's details take to open (its Collapsible's height animation). */
const OPEN_MS = 400;

/**
 * The closed `<details>` around an element, outermost first. The theme's Details keeps the element `open` while it
 * shows it collapsed (`data-collapsed`), so that its content stays in the page.
 */
export function closedAround(element: Element): HTMLDetailsElement[] {
  const closed: HTMLDetailsElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && (!node.open || node.dataset.collapsed === 'true')) closed.unshift(node);
  }
  return closed;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    const closed = closedAround(target);
    if (closed.length === 0) return;
    for (const details of closed)
      details.querySelector(':scope > summary')?.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    window.setTimeout(() => target.scrollIntoView({block: 'start'}), OPEN_MS);
  },
};

export default clientModule;
