// A module replacement that fails the build when it replaces nothing. The bundler's NormalModuleReplacementPlugin
// matches a path pattern and stays silent when no module matches it, so the day Docusaurus or a library moves the
// file, the site would quietly ship the original module again (and its weight) with every test still green.
// The check: after the modules are built, the replacement's own file must be one of them; it is only ever loaded
// through the replacement, so its presence proves the pattern matched.
import path from 'node:path';
import type {Compiler} from 'webpack';

export interface Replacement {
  /** What the replaced module is, for the error message (for example "Docusaurus's client/prefetch.js"). */
  readonly original: string;
  /** The absolute path pattern of the module to replace, as NormalModuleReplacementPlugin takes it. */
  readonly pattern: RegExp;
  /** The absolute path of the file that stands in for it. */
  readonly replacement: string;
  /** Set when only the browser's bundle loads the module, so the static render's bundle is not checked for it. */
  readonly clientOnly?: true;
}

/** The bundler classes this needs, from `currentBundler.instance` (webpack or Rspack). */
interface Bundler {
  NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => {apply(compiler: never): void};
  WebpackError: new (message: string) => Error;
}

/** The replacements whose stand-in file is not among the built modules' resources. */
export function unmatchedReplacements(
  replacements: readonly Replacement[],
  resources: Iterable<string>,
): Replacement[] {
  const built = new Set([...resources].map((resource) => path.normalize(resource.split('?')[0]!)));
  return replacements.filter(({replacement}) => !built.has(path.normalize(replacement)));
}

export function unmatchedMessage({original, pattern, replacement}: Replacement): string {
  return (
    `plugins/bundling: the replacement of ${original} matched no module (pattern ${pattern}), so ` +
    `${path.basename(replacement)} is not used. The upstream file has probably moved or been renamed: find its ` +
    `new path, update the pattern in plugins/bundling/index.ts and check that the replacement still fits it.`
  );
}

/** Applies the replacements and adds a build error for each one that matched nothing. */
export class RequiredReplacements {
  constructor(
    private readonly bundler: Bundler,
    private readonly replacements: readonly Replacement[],
  ) {}

  apply(compiler: Compiler): void {
    for (const {pattern, replacement} of this.replacements) {
      new this.bundler.NormalModuleReplacementPlugin(pattern, replacement).apply(compiler as never);
    }
    compiler.hooks.thisCompilation.tap('RequiredReplacements', (compilation) => {
      compilation.hooks.finishModules.tap('RequiredReplacements', (modules) => {
        const resources = [...modules].flatMap((module) => {
          const resource = (module as {resource?: unknown}).resource;
          return typeof resource === 'string' ? [resource] : [];
        });
        for (const unmatched of unmatchedReplacements(this.replacements, resources)) {
          compilation.errors.push(new this.bundler.WebpackError(unmatchedMessage(unmatched)) as never);
        }
      });
    });
  }
}
