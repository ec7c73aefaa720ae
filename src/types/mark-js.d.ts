// mark.js ships no declarations; plugins/bundling/mark-on-demand.ts loads its ES module build.
declare module 'mark.js/dist/mark.es6.js' {
  export default class Mark {
    constructor(context: Element);
    mark(keywords: string | string[], options?: Record<string, unknown>): void;
    unmark(options?: Record<string, unknown>): void;
  }
}
