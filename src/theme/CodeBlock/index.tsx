// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock
// Ejected (@docusaurus/theme-classic 3.10, CodeBlock/index, 40 lines): the original remounts every code block once the
// page has hydrated, because the static HTML carries the default color mode's Prism colors and hydration does not
// patch style attributes. That remount re-highlighted each block in one long task after every first load (about
// 100 ms on Lighthouse's mobile CPU on a guide page). This version remounts only when the reader's color mode is not
// the one the HTML was rendered in; in the default mode the static colors are already right. The reader's test key,
// once entered, takes the sample key's place in the code (src/lib/reader-key.ts), so the copy button copies it too.
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode, type ThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {useReaderKey, withReaderKey} from '@site/src/lib/reader-key';

/** Plain-string children when possible, so that the copy button can copy them (as upstream). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = (useDocusaurusContext().siteConfig.themeConfig as ThemeConfig).colorMode;
  const readerKey = useReaderKey();
  const stringified = maybeStringifyChildren(rawChildren);
  const children = typeof stringified === 'string' ? withReaderKey(stringified, readerKey) : stringified;
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={isBrowser && colorMode !== defaultMode ? 'other-mode' : 'static-mode'} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
