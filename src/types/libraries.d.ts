// Libraries without declarations that plugins/bundling loads.
declare module 'mark.js/dist/mark.es6.js' {
  export default class Mark {
    constructor(context: Element);
    mark(keywords: string | string[], options?: Record<string, unknown>): void;
    unmark(options?: Record<string, unknown>): void;
  }
}
declare module 'crypto-js/sha1' {
  const SHA1: (message: string) => {toString(): string};
  export default SHA1;
}
