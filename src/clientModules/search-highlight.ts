// Highlights a search result's words on the page it opens (`?highlight=word&highlight=…`, written by
// src/components/Search/pagefind.ts), and removes the marks again when the reader moves on. mark.js loads only for
// a page opened from a search result; every other page pays nothing.
import type {ClientModule} from '@docusaurus/types';

const ARTICLE = 'article';
const MARKED = 'mark[data-markjs]';

type MarkJs = typeof import('mark.js/dist/mark.es6.js').default;
let markJs: Promise<MarkJs> | undefined;
const load = () => (markJs ??= import('mark.js/dist/mark.es6.js').then((module) => module.default));

/** The words to highlight from a URL's query string, without empty ones. */
export function highlightWords(search: string): string[] {
  return new URLSearchParams(search)
    .getAll('highlight')
    .map((word) => word.trim())
    .filter(Boolean);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const article = document.querySelector(ARTICLE);
    if (!article) return;
    const words = highlightWords(location.search);
    if (words.length === 0 && !article.querySelector(MARKED)) return;
    void load().then((Mark) => {
      const marker = new Mark(article);
      marker.unmark({
        done: () => {
          // Across elements: an identifier in a table breaks after its separators at a <wbr>, which splits its text
          // (`reference_` and `conflict`, src/components/Identifier); the match is marked in each part.
          if (words.length > 0) {
            marker.mark(words, {separateWordSearch: false, acrossElements: true, exclude: ['pre', 'code *']});
          }
        },
      });
    });
  },
};

export default clientModule;
