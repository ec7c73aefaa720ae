import {BASE_URL} from '../../../config/site-paths.mjs';

/** The base path of every generated reference page. */
export const REFERENCE_BASE = `${BASE_URL}api/reference`;

/** Own-property check for the lookups that take a name. */
export const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
