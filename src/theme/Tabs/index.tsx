// Wrapper: tabs render only the selected panel (`lazy`). The language tabs of the guides hold a code block per
// language, and Docusaurus remounts every tab group once a page has hydrated (to show the reader's remembered
// choice), so each hidden panel's code was highlighted twice on every first load: on Lighthouse's mobile CPU the
// API guide's blocking time fell from about 450 to 250 ms without them. Hidden panels were never visible without
// JavaScript; the page's Markdown version (plugins/llms) keeps every language.
import type {ComponentProps, ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';

export default function TabsWrapper(props: ComponentProps<typeof Tabs>): ReactNode {
  return <Tabs lazy {...props} />;
}
