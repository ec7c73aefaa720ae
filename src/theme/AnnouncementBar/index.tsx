// Wrapper: the stock inline script hides the bar for the whole first visit after a new announcement id whenever the
// previous one was dismissed (it reads the old dismissal before React knows the id changed). Once the bar knows it
// is active, this clears that early flag, so a new announcement shows on the first visit.
import {useEffect, type ReactNode} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';

const INITIALLY_DISMISSED = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
