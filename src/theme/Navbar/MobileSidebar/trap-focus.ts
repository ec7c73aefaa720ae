// Turns an element into a modal dialog while it is open: names it, makes everything outside it inert, moves focus
// into it, keeps Tab inside it, closes it on Escape, and returns focus to the element that opened it. Returns the
// function that undoes all of this.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Options {
  label: string;
  onEscape: () => void;
  returnFocusTo: HTMLElement | null;
}

/** The elements outside `dialog` to make inert: the siblings of the dialog and of each of its ancestors. */
function outside(dialog: HTMLElement): HTMLElement[] {
  const elements: HTMLElement[] = [];
  for (let node: HTMLElement | null = dialog; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      // The backdrop stays clickable: a click on it closes the menu.
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (!sibling.classList.contains('navbar-sidebar__backdrop')) elements.push(sibling);
    }
  }
  return elements;
}

const visible = (element: HTMLElement): boolean =>
  element.getClientRects().length > 0 &&
  !element.closest('[inert]') &&
  getComputedStyle(element).visibility !== 'hidden';

export function trapFocus(dialog: HTMLElement, {label, onEscape, returnFocusTo}: Options): () => void {
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);
  const openedAt = window.location.pathname;
  const madeInert = outside(dialog);
  madeInert.forEach((element) => (element.inert = true));

  const focusableItems = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
  // The close button comes first in the dialog's header; start there, so Enter or Escape closes it again. The menu
  // slides in with a transition and cannot take focus while it is still hidden, so try again on each frame.
  const start = dialog.querySelector<HTMLElement>('.navbar-sidebar__close') ?? focusableItems()[0];
  let frames = 0;
  let frame = 0;
  const focusStart = () => {
    start?.focus({preventScroll: true});
    if (start && document.activeElement !== start && (frames += 1) < 60) frame = requestAnimationFrame(focusStart);
  };
  focusStart();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableItems();
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);

  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKeyDown);
    madeInert.forEach((element) => (element.inert = false));
    dialog.removeAttribute('role');
    dialog.removeAttribute('aria-modal');
    dialog.removeAttribute('aria-label');
    // Focus goes back to the menu button, unless the reader followed a link (the new page then takes focus).
    if (window.location.pathname === openedAt) returnFocusTo?.focus();
  };
}
