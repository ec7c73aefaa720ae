/**
 * A product rule of src/data/product-rules.ts in running text: `<ProductRule id="tracking.notFound" />`. The rule's
 * code spans and bold become <code> and <strong>; nothing else is parsed, so no Markdown parser loads with the page.
 */
import type {ReactNode} from 'react';
import {productRule} from '@site/src/data/product-rules';

/** Inline code (`…`) and bold (**…**) of a rule's text, as elements. */
export function ruleParts(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => {
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

export default function ProductRule({id}: {id: string}): ReactNode {
  return <>{ruleParts(productRule(id))}</>;
}
