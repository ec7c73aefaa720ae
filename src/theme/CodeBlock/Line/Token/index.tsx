// Wrapper (theme-classic's pass-through token, made to be swizzled): a long token with an address in it breaks only
// after `/`, `?` and `&`. Code blocks that wrap their lines (the reference pages' samples and examples) broke a URL
// anywhere once it was wider than the block, in the middle of a word; each `<wbr>` here is a break opportunity at a
// separator, and copying the code copies none of them.
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {breakAddress} from '@site/src/components/Identifier';

type Props = WrapperProps<typeof TokenType>;

/** Tokens shorter than this fit any line, and keep their single text node. */
const SHORT = 20;

/** The token's text with a break opportunity after each `/`, `?` and `&`, when it is long enough to need one. */
function withBreaks(text: string): ReactNode {
  return text.length < SHORT ? text : breakAddress(text);
}

export default function TokenWrapper(props: Props): ReactNode {
  const {children} = props;
  return <Token {...props}>{typeof children === 'string' ? withBreaks(children) : children}</Token>;
}
