// A reference page's responses, each in a JSON file of its own named by its content under api/reference/shared/, so
// that every page with the same response requires one module (issue 42). The OpenAPI plugin writes one JSON file of
// props per page, with every response's schema resolved in full: the error responses (the same problem schema with
// its error codes on every operation) were most of those bytes, bundled into the client and server bundles once per
// page, hydrated by each page and held by each static-rendering worker. The theme's StatusCodes gets the same props.
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {REFERENCE_PAGES_DIR} from '../../config/site-paths.mjs';

/** The folder of the shared responses, beside the pages. */
export const SHARED_DIR = 'shared';

/** The shared files this process has written, by path. */
const written = new Set();

/** The file name of a response: the start of the SHA-256 of its JSON. */
export const sharedName = (json) => `${createHash('sha256').update(json).digest('hex').slice(0, 20)}.json`;

/**
 * The StatusCodes element of a page whose responses are `responses`, each required from its shared file, which this
 * writes into `outputDir` (the plugin's, relative to the working directory it generates in).
 */
export function sharedStatusCodes(responses, outputDir = REFERENCE_PAGES_DIR) {
  const dir = path.resolve(outputDir, SHARED_DIR);
  mkdirSync(dir, {recursive: true});
  const entries = Object.entries(responses ?? {}).map(([status, response]) => {
    const json = JSON.stringify(response);
    const name = sharedName(json);
    const file = path.join(dir, name);
    // The problem responses are the same on every operation: each file is written once per generation.
    if (!written.has(file)) writeFileSync(file, json);
    written.add(file);
    return `${JSON.stringify(status)}: require("./${SHARED_DIR}/${name}")`;
  });
  return `<StatusCodes\n  id={undefined}\n  label={undefined}\n  responses={{${entries.join(', ')}}}\n/>\n\n`;
}
