// Stands in for mark.js in the search plugin's bundle (see ./index.ts). After every route change the plugin calls
// `new Mark(article).unmark()`, and mark.js walks every element of the article looking for its marks, twice per
// first load (60 to 90 ms each on a reference page, on Lighthouse's mobile CPU), almost always to find none. This
// class skips the walk when the article holds no mark, and loads mark.js itself only when there is something to
// mark or unmark: a search result opened with `?_highlight=` terms.
type Options = Record<string, unknown>;
interface MarkJs {
  mark(keywords: string | string[], options?: Options): void;
  unmark(options?: Options): void;
}

const MARKED = 'mark[data-markjs]';
let markJs: Promise<new (context: Element) => MarkJs> | undefined;
const load = () => (markJs ??= import('mark.js/dist/mark.es6.js').then((module) => module.default));

export default class MarkOnDemand {
  constructor(private readonly context: Element) {}

  unmark(options?: Options): void {
    if (!this.context.querySelector(MARKED)) return;
    void load().then((Mark) => new Mark(this.context).unmark(options));
  }

  mark(keywords: string | string[], options?: Options): void {
    void load().then((Mark) => new Mark(this.context).mark(keywords, options));
  }
}
