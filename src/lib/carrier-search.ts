/**
 * The coverage table's search: what a query is, which carriers it finds, why each one matched, and what to tell the
 * reader when the query names no carrier by itself.
 *
 * A reader types what is on the paper in front of them: a carrier name or a former name (K Line, Hamburg Sud), a SCAC
 * or an old one (NYKS), a bill of lading (MEDUS7412093, or Maersk's nine digits), or a container number (MSKU9070323,
 * or a leased box such as TGHU6124304). Each kind gets the answer that fits it: a container number has its check
 * digit verified and its owner code read (a carrier's box, a leasing company's box, or an owner Berthline does not
 * know); a number without a carrier code says so; "ask us to add the carrier" is offered only for what may be a carrier.
 */
import {carriers as allCarriers, isScac, legacyScacs, type Carrier, type LegacyScac} from '../data/carriers';
import {lessorOf} from '../data/lessors';
import {checkContainerNumber} from './iso6346';

/** What a query was read as. */
export type QueryKind = 'empty' | 'containerNumber' | 'leasedPrefix' | 'code' | 'reference' | 'name';

/** What part of a carrier's row a query matched. */
export type MatchKind =
  | 'name'
  | 'alias'
  | 'formerCarrier'
  | 'scac'
  | 'alternate'
  | 'legacy'
  | 'billOfLadingPrefix'
  | 'containerPrefix'
  | 'containerNumber'
  | 'reference'
  | 'numericReference';

/** One carrier found by a query, with the reason. */
export interface CarrierMatch {
  carrier: Carrier;
  kind: MatchKind;
  /** The code or name that matched. */
  code: string;
  /** Why the row matched, in words the table shows under the carrier's name: "matched box owner code MSKU". */
  reason: string;
}

/** A message the table shows with the rows (or instead of them): a wrong check digit, a leased box, a lost carrier. */
export interface SearchNotice {
  tone: 'info' | 'warning';
  /** A few words that lead the notice: "Wrong check digit". */
  title: string;
  text: string;
}

export interface CarrierSearch {
  kind: QueryKind;
  /** The rows to show, in table order. */
  matches: CarrierMatch[];
  notices: SearchNotice[];
  /** Whether the query may name a carrier Berthline does not track yet, so that "ask us to add it" fits. */
  offerRequest: boolean;
}

/** Letters without diacritics, lower case: `Hamburg Süd` becomes `hamburg sud`. */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Letters and digits only, upper case: `mscu 751238-7` becomes `MSCU7512387`. */
function compact(text: string): string {
  return plain(text).toUpperCase().replace(/ /g, '');
}

const CONTAINER_NUMBER = /^[A-Z]{3}[UJZ]\d{7}$/;

/** The reason a code match gives, by what the code is. */
function codeReason(kind: MatchKind, code: string, legacy?: LegacyScac): string {
  const notScac = !isScac(code);
  switch (kind) {
    case 'scac':
      return notScac ? `matched carrier code ${code} (not a SCAC)` : `matched SCAC ${code}`;
    case 'alternate':
      return notScac ? `matched carrier code ${code} (not a SCAC)` : `matched alternate SCAC ${code}`;
    case 'legacy':
      return `matched legacy SCAC ${code} of ${legacy?.formerCarrier ?? 'a former carrier'}`;
    case 'billOfLadingPrefix':
      return `matched bill of lading prefix ${code}`;
    case 'containerPrefix':
      return `matched box owner code ${code}`;
    default:
      return `matched ${code}`;
  }
}

const match = (carrier: Carrier, kind: MatchKind, code: string, reason: string): CarrierMatch => ({
  carrier,
  kind,
  code,
  reason,
});

/** The carrier a legacy SCAC's successor is, in `list`. */
const successorOf = (legacy: LegacyScac, list: readonly Carrier[]) =>
  legacy.currentScac ? list.find((carrier) => carrier.scac === legacy.currentScac) : undefined;

/** A notice for a legacy carrier that no line took over. */
const noSuccessor = (legacy: LegacyScac): SearchNotice => ({
  tone: 'warning',
  title: 'No successor',
  text: `${legacy.scac} was the SCAC of ${legacy.formerCarrier}. ${legacy.fate} Berthline cannot track its shipments.`,
});

/**
 * Whether `query` names `code`: the query is the start of the code (`MSK` for `MSKU`), or the whole code.
 */
const codeStartsWith = (code: string, query: string) => query !== '' && code.startsWith(query);

/** Carriers a code-like query (2 to 4 letters or digits) finds, the most direct reason first. */
function byCode(q: string, list: readonly Carrier[]): {matches: CarrierMatch[]; notices: SearchNotice[]} {
  const notices: SearchNotice[] = [];
  const matches = list.flatMap((carrier): CarrierMatch[] => {
    if (codeStartsWith(carrier.scac, q))
      return [match(carrier, 'scac', carrier.scac, codeReason('scac', carrier.scac))];
    const alternate = carrier.alternateScacs.find((code) => codeStartsWith(code, q));
    if (alternate) return [match(carrier, 'alternate', alternate, codeReason('alternate', alternate))];
    const legacy = legacyScacs.find((entry) => entry.currentScac === carrier.scac && codeStartsWith(entry.scac, q));
    if (legacy) return [match(carrier, 'legacy', legacy.scac, codeReason('legacy', legacy.scac, legacy))];
    const prefix = carrier.billOfLadingPrefixes.find((code) => codeStartsWith(code, q));
    if (prefix) return [match(carrier, 'billOfLadingPrefix', prefix, codeReason('billOfLadingPrefix', prefix))];
    const box = carrier.containerPrefixes.find((code) => codeStartsWith(code, q));
    if (box) return [match(carrier, 'containerPrefix', box, codeReason('containerPrefix', box))];
    return [];
  });
  const lost = legacyScacs.find((entry) => entry.currentScac === null && codeStartsWith(entry.scac, q));
  if (lost) notices.push(noSuccessor(lost));
  return {matches, notices};
}

/** Carriers a name finds: their name, an alias, or a former carrier whose SCAC now resolves to them. */
function byName(text: string, list: readonly Carrier[]): {matches: CarrierMatch[]; notices: SearchNotice[]} {
  const words = plain(text);
  if (words === '') return {matches: [], notices: []};
  // At the start of a word ("K Line" is not in "Maersk Line"); a whole-word match beats a partial one ("K Line" is
  // K Line, not "Mitsui O.S.K. Lines").
  const score = (name: string) => {
    const padded = ` ${plain(name)} `;
    if (padded.includes(` ${words} `)) return 2;
    return padded.includes(` ${words}`) ? 1 : 0;
  };
  const has = (name: string) => score(name) > 0;
  const matches = list.flatMap((carrier): CarrierMatch[] => {
    if (has(carrier.name)) return [match(carrier, 'name', carrier.name, 'matched name')];
    const alias = carrier.aliases.find(has);
    if (alias) return [match(carrier, 'alias', alias, `matched name ${alias}`)];
    const former = legacyScacs
      .filter((entry) => entry.currentScac === carrier.scac && has(entry.formerCarrier))
      .sort((a, b) => score(b.formerCarrier) - score(a.formerCarrier))[0];
    if (former) {
      return [
        match(
          carrier,
          'formerCarrier',
          former.formerCarrier,
          `${former.formerCarrier} (${former.scac}): ${former.fate}`,
        ),
      ];
    }
    return [];
  });
  const notices = legacyScacs
    .filter((entry) => entry.currentScac === null && has(entry.formerCarrier))
    .map(noSuccessor);
  return {matches, notices};
}

/** A container number: its check digit, then whose box its owner code says it is. */
function byContainerNumber(q: string, list: readonly Carrier[]): CarrierSearch {
  const notices: SearchNotice[] = [];
  const checked = checkContainerNumber(q);
  if (!checked.valid && checked.reason === 'check_digit') {
    notices.push({
      tone: 'warning',
      title: 'Wrong check digit',
      text: `${q}: ${checked.message} Check the number on the box or the papers: a wrong check digit usually means another character was mistyped.`,
    });
  }
  const prefix = q.slice(0, 4);
  const leased = lessorOf(prefix);
  if (leased) {
    notices.push(leasedNotice(prefix, leased.lessor.name));
    return {kind: 'containerNumber', matches: [], notices, offerRequest: false};
  }
  const matches = list
    .filter((carrier) => carrier.containerPrefixes.includes(prefix))
    .map((carrier) => match(carrier, 'containerNumber', prefix, `container number: box owner code ${prefix}`));
  if (matches.length === 0) {
    notices.push({
      tone: 'info',
      title: 'Unknown box owner',
      text: `${prefix} is not an owner code Berthline knows, so the number does not tell the carrier. Choose the carrier your bill of lading or booking confirmation names.`,
    });
  } else {
    notices.push({
      tone: 'info',
      title: 'Box owner',
      text: `${prefix} is the owner code of the box, not always of the carrier moving it: under a slot agreement another carrier can carry it. Check the carrier on the bill of lading.`,
    });
  }
  return {kind: 'containerNumber', matches, notices, offerRequest: false};
}

const leasedNotice = (prefix: string, lessor: string): SearchNotice => ({
  tone: 'info',
  title: 'Leased box',
  text: `${prefix} is the owner code of ${lessor}, a container leasing company. Its boxes sail with whichever carrier rents them, so the number does not tell the carrier: choose the carrier your bill of lading or booking confirmation names.`,
});

/** A bill of lading or booking number: a carrier code in front, digits only, or neither. */
function byReference(q: string, list: readonly Carrier[]): CarrierSearch {
  const prefixed = list.flatMap((carrier): CarrierMatch[] => {
    const code = [carrier.scac, ...carrier.alternateScacs, ...carrier.billOfLadingPrefixes].find((entry) =>
      q.startsWith(entry),
    );
    return code ? [match(carrier, 'reference', code, `bill of lading or booking starting with ${code}`)] : [];
  });
  if (prefixed.length > 0) return {kind: 'reference', matches: prefixed, notices: [], offerRequest: false};
  const legacy = legacyScacs.find((entry) => q.startsWith(entry.scac));
  if (legacy) {
    const successor = successorOf(legacy, list);
    return successor
      ? {
          kind: 'reference',
          matches: [match(successor, 'legacy', legacy.scac, codeReason('legacy', legacy.scac, legacy))],
          notices: [],
          offerRequest: false,
        }
      : {kind: 'reference', matches: [], notices: [noSuccessor(legacy)], offerRequest: false};
  }
  if (/^\d+$/.test(q)) {
    const matches = list
      .filter((carrier) => carrier.numericBillOfLading.includes(q.length))
      .map((carrier) =>
        match(carrier, 'numericReference', q, `prints bills of lading of ${q.length} digits with no carrier code`),
      );
    const text =
      matches.length > 0
        ? `${q} is digits only, so it carries no carrier code. The carriers below print bills of lading of ${q.length} digits; choose the one your papers name.`
        : `${q} is digits only, so it carries no carrier code. Choose the carrier your bill of lading or booking confirmation names.`;
    return {kind: 'reference', matches, notices: [{tone: 'info', title: 'No carrier code', text}], offerRequest: false};
  }
  return {
    kind: 'reference',
    matches: [],
    notices: [
      {
        tone: 'info',
        title: 'Unknown prefix',
        text: `${q} does not start with a carrier code Berthline knows. If a forwarder issued it, it is a house bill of lading, which no carrier can look up: ask for the carrier's master bill of lading or the container numbers.`,
      },
    ],
    offerRequest: false,
  };
}

/** Merges two lists of matches, keeping each carrier's first (most direct) match, in table order. */
function merge(list: readonly Carrier[], ...groups: CarrierMatch[][]): CarrierMatch[] {
  const first = new Map<Carrier, CarrierMatch>();
  for (const group of groups) for (const entry of group) if (!first.has(entry.carrier)) first.set(entry.carrier, entry);
  return list.flatMap((carrier) => {
    const entry = first.get(carrier);
    return entry ? [entry] : [];
  });
}

/**
 * What `query` is and which carriers it finds. An empty query finds every carrier, with no reason to show.
 */
export function searchCarriers(query: string, list: readonly Carrier[] = allCarriers): CarrierSearch {
  const text = query.trim();
  if (text === '') {
    return {
      kind: 'empty',
      matches: list.map((carrier) => match(carrier, 'name', carrier.name, '')),
      notices: [],
      offerRequest: false,
    };
  }
  const q = compact(text);
  if (CONTAINER_NUMBER.test(q)) return byContainerNumber(q, list);

  const spaced = /\s/.test(text);
  if (!spaced && q.length === 4) {
    const leased = lessorOf(q);
    if (leased) {
      return {kind: 'leasedPrefix', matches: [], notices: [leasedNotice(q, leased.lessor.name)], offerRequest: false};
    }
  }
  if (q.length >= 5 && /\d/.test(q)) return byReference(q, list);

  const names = byName(text, list);
  const codes = !spaced && q.length >= 2 && q.length <= 4 ? byCode(q, list) : {matches: [], notices: []};
  const matches = merge(list, codes.matches, names.matches);
  const notices = [...codes.notices, ...names.notices];
  const kind: QueryKind = codes.matches.length > 0 || codes.notices.length > 0 ? 'code' : 'name';
  return {kind, matches, notices, offerRequest: matches.length === 0 && notices.length === 0};
}
