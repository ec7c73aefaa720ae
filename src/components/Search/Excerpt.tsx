// A result's excerpt: Pagefind's text with `<mark>` around the matched words. Rendered as React text and <mark>
// elements, never as HTML, so nothing from the index can add markup to the page.
import type {ReactNode} from 'react';

/** Pagefind escapes the page text (&amp; &lt; &gt; &quot; &#39;) and adds only <mark> tags. */
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}

export default function Excerpt({html, className}: {html: string; className?: string}): ReactNode {
  const parts = html.split(/<mark>(.*?)<\/mark>/g);
  return (
    <span className={className}>
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{unescape(part)}</mark> : unescape(part)))}
    </span>
  );
}
