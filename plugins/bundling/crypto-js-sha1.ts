// Stands in for crypto-js's main file (see ./index.ts). The OpenAPI theme imports all of crypto-js, every cipher and
// hash with the tables some of them compute when they load, to call SHA1 once, for the names of its storage keys.
import SHA1 from 'crypto-js/sha1';

export default {SHA1};
