// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/CodeBlock/Content
// Ejected (@docusaurus/theme-classic 3.10, CodeBlock/Content, 70 lines): a code block that is in the page's HTML keeps
// that HTML when the page hydrates. Its tokens were highlighted when the site was built; highlighting them again in
// the browser meant loading and evaluating Prism (30 KB gzip, about 180 ms on Lighthouse's mobile CPU) and hydrating
// one element per token, inside the long task after which the page responds. While hydrating, the <pre> is rendered
// with its own HTML as dangerouslySetInnerHTML, so React keeps its children as they are, and it keeps its ref (the
// word-wrap button measures it). A block that mounts later (after a client-side navigation, in a tab opened, in the other
// color mode) is highlighted in the browser as upstream does, once Prism has loaded (src/components/Prism); until
// then it shows its code as plain text. The reader's test key goes into the kept HTML as text (src/lib/reader-key.ts:
// letters, digits and underscores only), so a block that shows it is not highlighted again.
import {forwardRef, useId, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {usePrism} from '@site/src/components/Prism';
import {useStaticHtml} from '@site/src/lib/static-html';
import {useReaderKey, withReaderKey} from '@site/src/lib/reader-key';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function Pre(props, ref) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- upstream: a scrollable block takes focus
    <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
  );
});

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const prismTheme = usePrismTheme();
  const id = useId();
  const staticHtml = useStaticHtml('data-code-block', id);
  const readerKey = useReaderKey();
  const serverHtml = staticHtml && readerKey ? {__html: withReaderKey(staticHtml.__html, readerKey)} : staticHtml;
  const prism = usePrism(!serverHtml);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const plainClassName = clsx(classNameProp, `prism-code language-${language.toLowerCase()}`);
  if (serverHtml) {
    return (
      <Pre
        ref={codeBlockRef}
        data-code-block={id}
        className={plainClassName}
        style={prismTheme.plain}
        dangerouslySetInnerHTML={serverHtml}
        suppressHydrationWarning
      />
    );
  }
  if (!prism) {
    return (
      <Pre ref={codeBlockRef} data-code-block={id} className={plainClassName} style={prismTheme.plain}>
        <Code>{code}</Code>
      </Pre>
    );
  }
  const {Highlight} = prism;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={codeBlockRef} data-code-block={id} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}
