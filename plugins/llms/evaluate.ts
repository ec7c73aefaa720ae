// Runs a page's JavaScript the way MDX does, so its Markdown version shows the same values: the page's imports and
// exports, `{expressions}` in prose and JSX attributes, and components the page defines itself (such as a table
// built from the OpenAPI facts). JSX compiles to plain element objects (`h` below) that ./page.ts turns into
// Markdown; nothing is rendered with React.
import {toJs} from 'estree-util-to-js';
import type {Expression, Pattern, Program, Statement} from 'estree';

// estree-util-build-jsx only has an ESM entry (through estree-walker), which tsx cannot require from this CommonJS
// module: it is imported once, natively, when the first page's scope is created.
let buildJsx: (typeof import('estree-util-build-jsx'))['buildJsx'] | undefined;

const ELEMENT = Symbol('llms.element');

/** The type of `<>…</>`. */
export const Fragment = Symbol('llms.fragment');

/** What a JSX element compiles to: an HTML tag name, a component function, a marker symbol, or Fragment. */
export interface Element {
  [ELEMENT]: true;
  type: unknown;
  props: Record<string, unknown> & {children?: unknown};
}

export const isElement = (value: unknown): value is Element =>
  typeof value === 'object' && value !== null && ELEMENT in value;

/** The JSX factory (React's classic `createElement` signature). */
export function h(type: unknown, props: Record<string, unknown> | null, ...children: unknown[]): Element {
  const all = {...props};
  if (children.length > 0) all.children = children.length === 1 ? children[0] : children;
  return {[ELEMENT]: true, type, props: all};
}

/** Where an error points: the page file and its line, for messages the editor can act on. */
export type Locate = (line: number | undefined) => string;

/** Resolves an import specifier to the module object the page receives. */
export type ImportResolver = (specifier: string, line: number | undefined) => Promise<Record<string, unknown>>;

export interface EsmBlock {
  program: Program;
  line: number | undefined;
}

function boundNames(pattern: Pattern | null | undefined, into: string[]): void {
  if (!pattern) return;
  if (pattern.type === 'Identifier') into.push(pattern.name);
  else if (pattern.type === 'ObjectPattern')
    for (const p of pattern.properties) boundNames(p.type === 'RestElement' ? p.argument : p.value, into);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) boundNames(element, into);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, into);
}

function declaredNames(statement: Statement, into: string[]): void {
  if (statement.type === 'VariableDeclaration') for (const d of statement.declarations) boundNames(d.id, into);
  else if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id)
    into.push(statement.id.name);
}

/** Compiles a program with JSX into a function of `h`, `Fragment` and the given names. */
function compile(program: Program, names: string[]): (...args: unknown[]) => unknown {
  const copy = structuredClone(program);
  if (!buildJsx) throw new Error('PageScope.create() loads the JSX compiler first');
  buildJsx(copy, {runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment'});
  return new Function('h', 'Fragment', ...names, toJs(copy).value) as (...args: unknown[]) => unknown;
}

/** The values a page's JavaScript can see: its imports and its own declarations. */
export class PageScope {
  private constructor(
    private readonly values: Record<string, unknown>,
    private readonly locate: Locate,
  ) {}

  /** Runs the page's import and export blocks, in order. */
  static async create(blocks: EsmBlock[], resolve: ImportResolver, locate: Locate): Promise<PageScope> {
    buildJsx ??= (await import('estree-util-build-jsx')).buildJsx;
    const values: Record<string, unknown> = {};
    const body: Statement[] = [];
    const declared: string[] = [];
    for (const {program, line} of blocks) {
      for (const statement of program.body) {
        if (statement.type === 'ImportDeclaration') {
          const module = await resolve(String(statement.source.value), line);
          for (const specifier of statement.specifiers) {
            const local = specifier.local.name;
            if (specifier.type === 'ImportDefaultSpecifier') values[local] = module.default;
            else if (specifier.type === 'ImportNamespaceSpecifier') values[local] = module;
            else {
              const {imported} = specifier;
              values[local] = module[imported.type === 'Identifier' ? imported.name : String(imported.value)];
            }
          }
        } else if (statement.type === 'ExportNamedDeclaration') {
          // `export {x} from '…'` binds nothing in the page; `export const x = …` and `export function X` do.
          if (statement.declaration) {
            body.push(statement.declaration);
            declaredNames(statement.declaration, declared);
          }
        } else if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
          throw new Error(`${locate(line)}: a page's default export (a layout) has no Markdown version`);
        } else {
          body.push(statement as Statement);
          declaredNames(statement as Statement, declared);
        }
      }
    }
    const names = Object.keys(values);
    const program: Program = {
      type: 'Program',
      sourceType: 'script',
      body: [
        ...body,
        {
          type: 'ReturnStatement',
          argument: {
            type: 'ObjectExpression',
            properties: declared.map((name) => ({
              type: 'Property',
              key: {type: 'Identifier', name},
              value: {type: 'Identifier', name},
              kind: 'init',
              method: false,
              shorthand: true,
              computed: false,
            })),
          },
        },
      ],
    };
    try {
      const own = compile(program, names)(h, Fragment, ...names.map((name) => values[name]));
      return new PageScope({...values, ...(own as Record<string, unknown>)}, locate);
    } catch (error) {
      throw new Error(`${locate(blocks[0]?.line)}: the page's exports fail to run: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }

  has(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.values, name);
  }

  get(name: string): unknown {
    return this.values[name];
  }

  /** Evaluates an expression (`{carriers.length}`, an attribute value, `{...spread}`) in the page's scope. */
  evaluate(program: Program | undefined, line: number | undefined): unknown {
    const statement = program?.body[0];
    if (!statement) return undefined; // `{/* a comment */}`
    if (statement.type !== 'ExpressionStatement') {
      throw new Error(`${this.locate(line)}: expected an expression, found ${statement.type}`);
    }
    const names = Object.keys(this.values);
    const wrapper: Program = {
      type: 'Program',
      sourceType: 'script',
      body: [{type: 'ReturnStatement', argument: statement.expression as Expression}],
    };
    try {
      return compile(wrapper, names)(h, Fragment, ...names.map((name) => this.values[name]));
    } catch (error) {
      throw new Error(`${this.locate(line)}: the expression fails to run: ${(error as Error).message}`, {cause: error});
    }
  }
}
