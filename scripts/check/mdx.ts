// Pages read the way Docusaurus reads them (MDX or Markdown, with GFM and directives for admonitions), as syntax
// trees with source positions: the page checks, the link and anchor checks and the component anchors walk them.
// cspell:ignore quasis
import path from 'node:path';

/** A node of the Markdown tree, or of the estree programs MDX attaches to it. */
export interface TreeNode {
  type: string;
  position?: {start: {line: number}};
  loc?: {start: {line: number}};
  children?: TreeNode[];
  [key: string]: unknown;
}

type Processor = ReturnType<(typeof import('@mdx-js/mdx'))['createProcessor']>;

// MDX and its remark plugins are ES modules only (estree-walker has no CommonJS entry): imported once, natively.
let processors: {md: Processor; mdx: Processor} | undefined;

/** Loads the MDX compiler; call before `parseBody` and `compileProblem`. */
export async function loadMdx(): Promise<void> {
  if (processors) return;
  const [{createProcessor}, {default: remarkGfm}, {default: remarkDirective}] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
  ]);
  processors = {
    md: createProcessor({format: 'md', remarkPlugins: [remarkGfm, remarkDirective]}),
    mdx: createProcessor({format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]}),
  };
}

function processorOf(file: string): Processor {
  if (!processors) throw new Error('call loadMdx() first');
  return processors[path.extname(file) === '.md' ? 'md' : 'mdx'];
}

/** The page's body parsed into a Markdown tree (positions are lines of the body). */
export function parseBody(file: string, body: string): TreeNode {
  return processorOf(file).parse({path: file, value: body}) as unknown as TreeNode;
}

/**
 * Compiles the body as the build does, and returns where and why it does not compile, or undefined. Parser messages
 * carry their place as a property or only in the text, as `(7:1-7:26)`.
 */
export async function compileProblem(
  file: string,
  body: string,
): Promise<{line?: number; message: string} | undefined> {
  const processor = processorOf(file);
  const vfile = {path: file, value: body};
  try {
    const tree = processor.parse(vfile);
    // The processor's types end its pipeline at estree; `run` takes the parsed Markdown tree at runtime.
    processor.stringify(await processor.run(tree as never, vfile), vfile);
    return undefined;
  } catch (caught) {
    const problem = caught as {
      reason?: string;
      message: string;
      line?: number;
      place?: {line?: number; start?: {line: number}};
      position?: {start?: {line: number}};
    };
    const reason = problem.reason ?? problem.message;
    const inText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(reason);
    const line =
      problem.line ??
      problem.place?.line ??
      problem.place?.start?.line ??
      problem.position?.start?.line ??
      (inText ? Number(inText[1]) : undefined);
    return {line, message: inText ? reason.replace(inText[0], '').trimEnd() : reason};
  }
}

/** Calls `visit` on every node of a tree: Markdown nodes and the estree programs of MDX expressions and ESM. */
export function walk(node: unknown, visit: (node: TreeNode) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const record = node as TreeNode;
  if (typeof record.type === 'string') visit(record);
  for (const [key, value] of Object.entries(record)) {
    if (key === 'position' || key === 'loc' || key === 'range') continue;
    if (value && typeof value === 'object') walk(value, visit);
  }
}

export const lineOf = (node: TreeNode | undefined): number | undefined =>
  node?.position?.start.line ?? node?.loc?.start.line;

/** What `literalValue` and `attributeValue` return for a value that only running the page would know. */
export const UNKNOWN: unique symbol = Symbol('unknown');

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** The value of an expression made of literals only (`{[401, 403]}`, `{"request"}`, `{-1}`), or `unknown`. */
export function literalValue(node: EstreeNode | undefined): unknown {
  const unknown = UNKNOWN;
  const value = (expression: EstreeNode | undefined): unknown => {
    if (!expression) return unknown;
    switch (expression.type) {
      case 'Literal':
        return expression.value;
      case 'TemplateLiteral': {
        const quasis = expression.quasis as {value: {cooked: string}}[];
        return (expression.expressions as unknown[]).length === 0 ? quasis[0]?.value.cooked : unknown;
      }
      case 'UnaryExpression': {
        const argument = value(expression.argument as EstreeNode);
        return expression.operator === '-' && typeof argument === 'number' ? -argument : unknown;
      }
      case 'ArrayExpression': {
        const items = (expression.elements as EstreeNode[]).map(value);
        return items.includes(unknown) ? unknown : items;
      }
      case 'ObjectExpression': {
        const entries = (expression.properties as EstreeNode[]).map((property) => {
          const key = property.key as EstreeNode | undefined;
          const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
          return property.type === 'Property' && !property.computed && name !== undefined
            ? [String(name), value(property.value as EstreeNode)]
            : [undefined, unknown];
        });
        return entries.some(([name, item]) => name === undefined || item === unknown)
          ? unknown
          : Object.fromEntries(entries);
      }
      default:
        return unknown;
    }
  };
  return value(node);
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | {type: string; data?: {estree?: {body: {type: string; expression?: EstreeNode}[]}}};
}

/** A JSX attribute's value: a string, `true` for a bare attribute, a literal expression's value, or UNKNOWN. */
export function attributeValue(attribute: JsxAttribute): unknown {
  if (attribute.value === null || attribute.value === undefined) return true;
  if (typeof attribute.value === 'string') return attribute.value;
  const statement = attribute.value.data?.estree?.body[0];
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : UNKNOWN;
}

/** The props of a JSX element written with literal values; UNKNOWN when one is computed or spread. */
export function literalProps(node: TreeNode): Record<string, unknown> | typeof UNKNOWN {
  const props: Record<string, unknown> = {};
  for (const attribute of (node.attributes ?? []) as JsxAttribute[]) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) return UNKNOWN;
    const value = attributeValue(attribute);
    if (value === UNKNOWN) return UNKNOWN;
    props[attribute.name] = value;
  }
  return props;
}
