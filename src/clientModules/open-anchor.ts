// A link to a reference row (the API changelog's links, src/lib/reference-anchors.mjs) lands on a row that may sit in
// a collapsed field, inside its `<details>`: the browser cannot scroll to it. Once the page has rendered, each closed
// `<details>` around the target opens as if the reader had clicked it (outermost first), and the row comes into view.
import type {ClientModule} from '@docusaurus/types';

/**
 * The outermost closed `<details>` around an element, if any. The theme's Details keeps the element `open` while it
 * shows it collapsed (`data-collapsed`), so that its content stays in the page.
 */
function outermostClosed(element: Element): HTMLDetailsElement | undefined {
  let outermost: HTMLDetailsElement | undefined;
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && (!node.open || node.dataset.collapsed === 'true')) outermost = node;
  }
  return outermost;
}

/** The most details opened for one link: deeper than any field of the API document. */
const MAX_LEVELS = 12;
/** How many frames to wait at most for a details to open, and for the page to stop moving. */
const MAX_FRAMES = 180;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once `done()` holds, checked on each frame (at most MAX_FRAMES). */
async function frameUntil(done: () => boolean): Promise<void> {
  for (let frame = 0; frame < MAX_FRAMES && !done(); frame += 1) await nextFrame();
}

/**
 * Opens the closed details around the element with this id, outermost first, one at a time: a details renders its
 * content when it opens (src/theme/Details), so the element and the details inside are looked up again after each.
 * Resolves with whether any opened.
 */
async function openAround(id: string): Promise<boolean> {
  let opened = false;
  for (let level = 0; level < MAX_LEVELS; level += 1) {
    const target = document.getElementById(id);
    const outermost = target ? outermostClosed(target) : undefined;
    if (!outermost) break;
    outermost.querySelector(':scope > summary')?.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    opened = true;
    await frameUntil(() => !outermost.isConnected || outermost.dataset.collapsed === 'false');
    if (outermost.isConnected && outermost.dataset.collapsed !== 'false') break;
  }
  return opened;
}

/**
 * Resolves once the element's place and the page's height have held for a few frames: the details' height animations
 * have ended. (The element has its final place while its details still grow, clipped, and the page may not yet be
 * tall enough to scroll to it.)
 */
async function settled(element: Element): Promise<void> {
  let last = '';
  let still = 0;
  await frameUntil(() => {
    const now = `${element.getBoundingClientRect().top + window.scrollY} ${document.documentElement.scrollHeight}`;
    still = now === last ? still + 1 : 0;
    last = now;
    return still >= 10;
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    void openAround(id).then(async (opened) => {
      const target = document.getElementById(id);
      if (!opened || !target) return;
      await settled(target);
      target.scrollIntoView({block: 'start'});
    });
  },
};

export default clientModule;
