/**
 * The figures pages quote, by name, as `<ApiFact name="…" />` renders them: each is formatted from its owner in the
 * document (the limits by ./limit-figures.ts, which also fills the document's `{{name}}` placeholders), so a changed
 * limit changes every page. `code` figures are shown as code (id prefixes). Reads only the
 * limits, servers and id prefixes, none of which grows with the number of operations.
 */
import {idPrefixes} from './id-prefixes';
import {formatCount, limitFigures} from './limit-figures';
import {limits} from './limits';
import {has} from './reference';
import {servers} from './servers';

export {formatCount};

export const figures: Readonly<Record<string, () => {text: string; code?: boolean}>> = {
  ...Object.fromEntries(Object.entries(limitFigures(limits)).map(([name, {text}]) => [name, () => ({text})])),
  // `server:Production`, `server:Sandbox`: the first word of each server's description.
  ...Object.fromEntries(
    servers.map((server) => [`server:${server.description.split(/\s/)[0]}`, () => ({text: server.url, code: true})]),
  ),
  ...Object.fromEntries(
    idPrefixes.map((entry) => [`id-prefix:${entry.schema}`, () => ({text: entry.prefix, code: true})]),
  ),
};

/** A named figure (see `figures`); throws with the known names. */
export function figure(name: string): {text: string; code?: boolean} {
  if (!has(figures, name)) {
    throw new Error(`Unknown API figure "${name}". Known figures: ${Object.keys(figures).join(', ')}.`);
  }
  return figures[name]();
}
