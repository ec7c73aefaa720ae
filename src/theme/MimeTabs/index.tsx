// Wrapper: media-type tabs render only the selected type, for the same reason as src/theme/ApiTabs.
import type {ComponentProps, ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

export default function MimeTabsWrapper(props: ComponentProps<typeof MimeTabs>): ReactNode {
  return <MimeTabs lazy {...props} />;
}
