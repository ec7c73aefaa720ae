// Where a change is in the split source (openapi/): the file and the JSON pointer inside it, from the pointer of
// the bundled document. The bundle keeps the root's names: `#/components/schemas/Shipment` is
// openapi/components/schemas/Shipment.yaml, `#/paths/~1shipments` the path item's file that openapi.yaml refers to,
// and `#/webhooks/<type>` the event's file.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {toPointer} from './locate.mjs';

/** Maps bundle pointers of the document whose root file is `rootFile` to its source files. */
export function sourceMap(rootFile) {
  const dir = path.dirname(rootFile);
  const rootDoc = parse(readFileSync(rootFile, 'utf8'));
  const relative = (file) => path.relative(process.cwd(), file);
  const refFile = (entry) => (typeof entry?.$ref === 'string' ? path.resolve(dir, entry.$ref) : undefined);
  /** `{file, pointer}` of a bundle's keys (`['components', 'schemas', 'Shipment', 'properties']`). */
  return (keys) => {
    const [section, name, third] = keys;
    let file;
    let inner = keys;
    if (section === 'paths' || section === 'webhooks') {
      file = refFile(rootDoc[section]?.[name]);
      inner = keys.slice(2);
    } else if (section === 'components' && third !== undefined) {
      const conventional = path.join(dir, 'components', name, `${third}.yaml`);
      file = refFile(rootDoc.components?.[name]?.[third]) ?? (existsSync(conventional) ? conventional : undefined);
      inner = keys.slice(3);
    }
    if (!file) return {file: relative(rootFile), pointer: toPointer(keys).slice(1)};
    return {file: relative(file), pointer: toPointer(inner).slice(1)};
  };
}
