// Stands in for prism-react-renderer wherever the themes import it (see ./index.ts). The library sets up Prism and
// about forty grammars the moment it is evaluated: 180 ms of one long task on Lighthouse's mobile CPU. The MDX
// components import the code block on every documentation page, with or without code, so every page paid that,
// the docs home included. Here the library stays in the same chunk but is evaluated when the first code block
// renders (a synchronous `require`, so the static render and hydration are unchanged), together with the Bash
// grammar that every page's code may use. Operation pages register their other sample languages later
// (src/components/CodeSamples/prismLanguages.ts).
import {createElement, type ReactNode} from 'react';
import type * as PrismReactRenderer from 'prism-react-renderer';

type Library = typeof PrismReactRenderer;
type HighlightProps = Parameters<Library['Highlight']>[0];

let library: Library | undefined;

/** prism-react-renderer, evaluated on first use, with Bash registered. */
export function prismReactRenderer(): Library {
  if (library === undefined) {
    /* eslint-disable @typescript-eslint/no-require-imports -- synchronous on purpose (see above) */
    library = require('prism-react-renderer') as Library;
    require('prismjs/components/prism-bash'); // extends the free `Prism` that ./index.ts provides
    /* eslint-enable @typescript-eslint/no-require-imports */
  }
  return library;
}

/** prism-react-renderer's Highlight, which is all the themes import from it. */
export function Highlight(props: HighlightProps): ReactNode {
  return createElement(prismReactRenderer().Highlight, props);
}

/** Whether Prism has a grammar for `language` (evaluating the library if it had not been). */
export function hasGrammar(language: string): boolean {
  return language in prismReactRenderer().Prism.languages;
}
