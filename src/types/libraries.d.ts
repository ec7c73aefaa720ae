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
// postman-code-generators ships no declarations; the explorer's samples (src/theme/ApiExplorer/CodeSnippets) call
// its `convert`.
declare module 'postman-code-generators' {
  const codegen: {
    convert(
      language: string,
      variant: string,
      request: unknown,
      options: Record<string, unknown>,
      callback: (error: unknown, snippet: string) => void,
    ): void;
  };
  export default codegen;
}
