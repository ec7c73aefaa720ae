// Wrapper: the stock inline script hides the bar for the whole first visit after a new announcement id whenever the
// previous one was dismissed (it reads the old dismissal before React knows the id changed). Once the bar knows it
// is active, this clears that early flag, so a new announcement shows on the first visit. Closing the bar removes
// the focused close button; focus then moves to the navbar's first link instead of dropping to <body>.
import {useEffect, type MouseEvent, type ReactNode} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  const onClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('button.close')) return;
    requestAnimationFrame(() => {
      // The first control of the navbar that is shown at this width (the menu button is hidden on desktops).
      const controls = document.querySelectorAll<HTMLElement>('.navbar a[href], .navbar button');
      [...controls].find((control) => control.getClientRects().length > 0)?.focus();
    });
  };
  return (
    // A click on the bar's close button bubbles here; `display: contents` keeps the bar's layout as it is.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div style={{display: 'contents'}} onClick={onClick}>
      <AnnouncementBar />
    </div>
  );
}
