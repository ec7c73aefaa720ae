// Where the results open below the desktop layout: right under the navbar, whose bottom moves as the announcement bar
// above it scrolls away. While the list is open, the navbar's bottom is kept in the popup's `--search-popup-top`
// (styles.module.css places the popup there, fixed, across the screen).
import {useEffect, type RefObject} from 'react';

const NARROW = '(max-width: 996px)';

export function usePopupBelowNavbar(popup: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = popup.current;
    const navbar = element?.closest('nav.navbar');
    if (!open || !element || !navbar) return undefined;
    const place = () => {
      if (window.matchMedia(NARROW).matches) {
        element.style.setProperty('--search-popup-top', `${Math.round(navbar.getBoundingClientRect().bottom)}px`);
      }
    };
    place();
    window.addEventListener('scroll', place, {passive: true});
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [popup, open]);
}
