// Where a place of the bundled OpenAPI document is written in the split source (openapi/): a JSON pointer of the
// bundle (`#/paths/~1shipments/get/operationId`) is followed from openapi/openapi.yaml through each `$ref` into the
// file and line that hold it. A component the bundler named after its file (`#/components/examples/ImportFailed`)
// is found by that name under openapi/components/.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode} from 'yaml';
import {relativeTo} from '../lib/pages.mjs';

interface Loaded {
  contents: YamlNode | null;
  lines: LineCounter;
}

export class OpenApiSource {
  private readonly files = new Map<string, Loaded>();

  constructor(private readonly root: string) {}

  private load(file: string): Loaded {
    let loaded = this.files.get(file);
    if (!loaded) {
      const lines = new LineCounter();
      const document = parseDocument(readFileSync(path.join(this.root, file), 'utf8'), {lineCounter: lines});
      loaded = {contents: document.contents as YamlNode | null, lines};
      this.files.set(file, loaded);
    }
    return loaded;
  }

  private lineAt(file: string, node: {range?: [number, number, number] | null} | null | undefined): number {
    const offset = node?.range?.[0];
    return offset === undefined ? 1 : this.load(file).lines.linePos(offset).line;
  }

  /** Follows `$ref`s from a node: a file, and a pointer inside it, each relative to the file that refers. */
  private follow(file: string, node: YamlNode | null | undefined): {file: string; node: YamlNode | null | undefined} {
    const seen = new Set<string>();
    let current = {file, node};
    while (isMap(current.node)) {
      const ref = current.node.get('$ref');
      if (typeof ref !== 'string' || seen.has(`${current.file}${ref}`)) break;
      seen.add(`${current.file}${ref}`);
      const [target, fragment = ''] = ref.split('#');
      const nextFile = target
        ? relativeTo(this.root, path.join(path.dirname(path.join(this.root, current.file)), target))
        : current.file;
      if (!existsSync(path.join(this.root, nextFile))) break;
      let next: YamlNode | null | undefined = this.load(nextFile).contents;
      for (const segment of pointerSegments(fragment)) next = child(next, segment)?.value;
      current = {file: nextFile, node: next};
    }
    return current;
  }

  /** The component file the bundler named `name` (`ImportFailed`, `ShipmentArchived-2`) under openapi/components/<kind>/. */
  private componentFile(kind: string, name: string): string | undefined {
    const dir = path.join(this.root, 'openapi', 'components', kind);
    if (!existsSync(dir)) return undefined;
    const base = name.replace(/-\d+$/, '');
    const found = readdirSync(dir, {recursive: true, withFileTypes: true}).find(
      (entry) => entry.isFile() && entry.name.replace(/\.ya?ml$/, '') === base,
    );
    return found ? relativeTo(this.root, path.join(found.parentPath, found.name)) : undefined;
  }

  /** The file and line where a pointer of the bundled document is written (as deep as the source shows it). */
  locate(pointer: string): {file: string; line: number} {
    const segments = pointerSegments(pointer);
    let file = 'openapi/openapi.yaml';
    let node: YamlNode | null | undefined = this.load(file).contents;
    let line = 1;
    for (let i = 0; i < segments.length; i++) {
      ({file, node} = this.follow(file, node));
      const found = child(node, segments[i]);
      if (found) {
        node = found.value;
        line = this.lineAt(file, found.key ?? found.value);
        continue;
      }
      const component =
        i === 2 && segments[0] === 'components' ? this.componentFile(segments[1], segments[2]) : undefined;
      if (!component) break;
      file = component;
      node = this.load(file).contents;
      line = 1;
    }
    return {file, line};
  }
}

function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A map's entry or a sequence's item, with the node that marks its line. */
function child(
  node: YamlNode | null | undefined,
  segment: string,
): {key?: YamlNode; value: YamlNode | null | undefined} | undefined {
  if (isMap(node)) {
    const pair = node.items.find(
      (item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === segment,
    );
    return pair ? {key: pair.key as YamlNode, value: pair.value as YamlNode | null} : undefined;
  }
  if (isSeq(node) && /^\d+$/.test(segment)) {
    const item = node.items[Number(segment)] as YamlNode | undefined;
    return item ? {value: item} : undefined;
  }
  return undefined;
}
