/**
 * Container leasing companies and the ISO 6346 owner prefixes of their boxes. A leased box sails with whichever
 * carrier rents it, so its number never tells the carrier: the coverage search says so, and imports ask for the
 * carrier (`missing_carrier`) when a row gives only such a number.
 *
 * Every prefix cites the sources that state it (./code-sources.ts): the company it is registered to in the BIC
 * register, and where the Freight Trust table lists it too. `tests/unit/carrier-codes.test.ts` fails a prefix without
 * a source, or one that is also listed for a carrier in ./carriers.ts.
 */
import {citeAll, type Cited} from './code-sources';

export interface Lessor {
  /** The company as the BIC register names it, shortened to the name readers know. */
  name: string;
  prefixes: readonly Cited[];
}

const both = (codes: readonly string[]) => citeAll(codes, 'bic', 'freightTrust');

export const lessors: readonly Lessor[] = [
  {
    name: 'Triton International',
    prefixes: both(['TCNU', 'TRHU', 'TTNU', 'TCLU', 'TRLU', 'TCKU', 'TLLU', 'TRIU', 'TDRU', 'TOLU', 'TPHU']),
  },
  {
    name: 'Textainer',
    prefixes: both(['TGHU', 'TEMU', 'TEXU', 'TGBU', 'TXGU', 'MAGU', 'AXIU', 'AMFU', 'GATU', 'XINU']),
  },
  {name: 'SeaCo', prefixes: both(['SEGU', 'GESU', 'CXDU', 'CRXU', 'CRSU'])},
  {name: 'CAI International', prefixes: both(['CAIU', 'BMOU', 'BEAU', 'CAXU', 'CAAU'])},
  {name: 'Florens', prefixes: both(['FSCU', 'FFAU', 'DFSU'])},
  {name: 'SeaCube Containers', prefixes: both(['SZLU', 'DRYU', 'INKU', 'INBU', 'IPXU'])},
  {name: 'Touax', prefixes: both(['TGCU', 'GLDU'])},
];

/** The leasing company whose prefix starts `number` (a prefix or a whole container number), or undefined. */
export function lessorOf(number: string): {lessor: Lessor; prefix: string} | undefined {
  const prefix = number.trim().toUpperCase().slice(0, 4);
  for (const lessor of lessors) {
    if (lessor.prefixes.some((entry) => entry.code === prefix)) return {lessor, prefix};
  }
  return undefined;
}
