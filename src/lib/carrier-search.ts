/**
 * The coverage table's search: which carriers a query finds, and why each one matched.
 *
 * A reader types what is on the paper in front of them: a carrier name, a SCAC, an old SCAC from an archived
 * file (NYKS), a bill of lading (MEDUS7412093) or a container number (MSKU9070323). Every code Berthline
 * accepts is searchable, and each matching row says which code matched, so a row that does not show the
 * typed text (ONE for NYKS) is not a puzzle.
 */
import {carriers as allCarriers, legacyScacs, type Carrier, type LegacyScac} from '../data/carriers';

/** What part of a carrier's row a query matched, from the most to the least direct. */
export type MatchKind = 'name' | 'scac' | 'alternate' | 'legacy' | 'billOfLadingPrefix' | 'containerPrefix';

/** One carrier found by a query, with the reason. */
export interface CarrierMatch {
  carrier: Carrier;
  kind: MatchKind;
  /** The code that matched (the SCAC, alternate, legacy SCAC or prefix), or the name for a name match. */
  code: string;
  /** Why the row matched, in words the table shows under the carrier's name: "matched container prefix MSKU". */
  reason: string;
}

/** Letters and digits only, upper case: `mscu 751238-7` becomes `MSCU7512387`. */
function compact(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Whether a query names a code: the query is the start of the code (`MSK` for `MSKU`), or the query is a
 * longer identifier that starts with the code (`MSKU9070323` for `MSKU`, `MEDUS7412093` for `MEDU`).
 */
function codeMatches(code: string, query: string): boolean {
  if (query === '') return false;
  return code.startsWith(query) || (query.length > code.length && query.startsWith(code));
}

function describe(kind: MatchKind, code: string, legacy?: LegacyScac): string {
  switch (kind) {
    case 'name':
      return 'matched name';
    case 'scac':
      return `matched SCAC ${code}`;
    case 'alternate':
      return `matched alternate SCAC ${code}`;
    case 'legacy':
      return `matched legacy SCAC ${code} (${legacy?.formerCarrier ?? 'former carrier'})`;
    case 'billOfLadingPrefix':
      return `matched bill of lading prefix ${code}`;
    case 'containerPrefix':
      return `matched container prefix ${code}`;
  }
}

/** Why `carrier` matches `query`, or `null` when it does not. The most direct reason wins. */
export function matchCarrier(carrier: Carrier, query: string): CarrierMatch | null {
  const text = query.trim().toLowerCase();
  if (text === '') return null;
  const make = (kind: MatchKind, code: string, legacy?: LegacyScac): CarrierMatch => ({
    carrier,
    kind,
    code,
    reason: describe(kind, code, legacy),
  });

  if (carrier.name.toLowerCase().includes(text)) return make('name', carrier.name);
  const q = compact(query);
  if (q === '') return null;
  if (codeMatches(carrier.scac, q)) return make('scac', carrier.scac);
  const alternate = carrier.alternateScacs.find((code) => codeMatches(code, q));
  if (alternate) return make('alternate', alternate);
  const legacy = legacyScacs.find((entry) => entry.currentScac === carrier.scac && codeMatches(entry.scac, q));
  if (legacy) return make('legacy', legacy.scac, legacy);
  const prefix = (carrier.billOfLadingPrefixes ?? []).find((code) => codeMatches(code, q));
  if (prefix) return make('billOfLadingPrefix', prefix);
  const box = (carrier.containerPrefixes ?? []).find((code) => codeMatches(code, q));
  if (box) return make('containerPrefix', box);
  return null;
}

/**
 * Every carrier `query` finds, in table order, each with its reason. An empty query finds every carrier
 * (with no reason to show).
 */
export function searchCarriers(query: string, list: readonly Carrier[] = allCarriers): CarrierMatch[] {
  if (query.trim() === '') {
    return list.map((carrier) => ({carrier, kind: 'name', code: carrier.name, reason: ''}));
  }
  return list.flatMap((carrier) => {
    const match = matchCarrier(carrier, query);
    return match ? [match] : [];
  });
}
