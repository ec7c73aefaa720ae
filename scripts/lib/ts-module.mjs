// Imports a TypeScript module of the site from a plain Node script, through tsx's API, whether or not the script
// itself runs under tsx (`node scripts/gen-api.mjs` as `npm start` runs it; the tests and `npm run check` under tsx).
// Node's own type stripping is not used: it cannot load the site's JSON imports and warns about module types.
import {tsImport} from 'tsx/esm/api';

/** @param {string} file an absolute path */
export function importTs(file) {
  return tsImport(file, import.meta.url);
}
