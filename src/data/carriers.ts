/**
 * Ocean carriers that Berthline tracks, with their SCACs and the identifiers each one can be tracked by.
 *
 * This module is the one source of the coverage table (`<CarrierTable />` on
 * /docs/coverage/shipping-lines-coverage), of its search (src/lib/carrier-search.ts), of the import template's
 * Carriers sheet and of every SCAC check in imports, the mock server, tests and examples.
 *
 * Every code cites the sources that state it (./code-sources.ts); `tests/unit/carrier-codes.test.ts` fails a code
 * without one. Left out for lack of a source that states them, or because the BIC register names another owner:
 * - carriers: Sinokor, Namsung Shipping, T.S. Lines, RCL, Samudera Shipping, TOTE Maritime, Pasha Hawaii, Turkon Line,
 *   Marfret, Shipping Corporation of India and SITC (no readable page states their SCAC as used for tracking);
 * - box prefixes: ALBU (listed for Hamburg Süd by one tracking provider, registered to Alblas Int. Transport in the
 *   BIC register), AWSU (listed for Swire Shipping, registered to AW Ship Management), EITU, IMTU, LTIU, UGMU (listed
 *   for Evergreen, registered to other companies), NEPU (listed for CMA CGM, registered to Neptune Global Logistics),
 *   JSSU (registered to The China Navigation Co; no source ties it to Swire Shipping's codes), CNCU (registered to
 *   CMA CGM: listed under CMA CGM, never under CNC Line).
 */
import {cite, citeAll, type Cited, type SourceKey} from './code-sources';

/**
 * Whether Berthline can track a carrier's shipments by one kind of identifier.
 *
 * - `yes`: tracked for all of the carrier's services and regions.
 * - `no`: not tracked; use one of the carrier's other identifiers.
 * - `varies`: tracked for some of the carrier's services or regions only. When a look-up by that identifier
 *   finds nothing, add the shipment by an identifier marked `yes` as well.
 */
export type Support = 'yes' | 'no' | 'varies';

export type Identifier = 'container' | 'billOfLading' | 'booking';

/** What a code of a carrier's row is. */
export type CodeKind = 'scac' | 'alternate' | 'billOfLadingPrefix' | 'containerPrefix' | 'alias';

/** One code of a carrier, what it is and who states it. */
export interface CarrierCode extends Cited {
  kind: CodeKind;
}

/** One ocean carrier (VOCC) and how Berthline tracks it. */
export interface Carrier {
  /** Trading name, as shippers know it. */
  name: string;
  /** The code to send in the API and in import files (`carrier_scac`): a SCAC, except where `isScac` says not. */
  scac: string;
  /** Other codes of the same carrier (regional or older SCACs) that Berthline accepts and resolves to `scac`. */
  alternateScacs: readonly string[];
  /**
   * Letters a master bill of lading of this carrier starts with when they are not the SCAC itself, such as
   * `MEDU` on MSC bills of lading (MSC's SCAC is `MSCU`). Berthline accepts them as the carrier too.
   */
  billOfLadingPrefixes: readonly string[];
  /**
   * ISO 6346 prefixes (three-letter owner code plus the category letter `U`) registered to the carrier or its group,
   * most common first. A prefix names the box's owner, never for certain the carrier moving it.
   */
  containerPrefixes: readonly string[];
  /** Other names readers search by: a former name, the full company name. Names without diacritics need none. */
  aliases: readonly string[];
  /**
   * Lengths of the bills of lading this carrier prints as digits only, with no carrier code in front (Maersk's are 9
   * digits). A number of such a length may be this carrier's; nothing in the number says so for certain.
   */
  numericBillOfLading: readonly number[];
  /** The carrier group the line belongs to, when it is part of a larger group. */
  group?: string;
  /** Which identifiers Berthline can track this carrier's shipments by. */
  trackBy: Readonly<Record<Identifier, Support>>;
  /** For each identifier marked `varies`: where it works and what to add instead, after "Booking number: ". */
  varies: Readonly<Partial<Record<Identifier, string>>>;
  /** What to know when you track this carrier, in one or two short sentences. */
  notes: string;
  /** Every code and alias of the row, each with its sources. */
  codes: readonly CarrierCode[];
  /** The sources of the row's notes and identifier support. */
  sources: readonly SourceKey[];
}

/** A carrier as this module writes it: every code cited. */
interface CarrierDefinition {
  name: string;
  scac: Cited;
  alternateScacs?: readonly Cited[];
  billOfLadingPrefixes?: readonly Cited[];
  containerPrefixes?: readonly Cited[];
  aliases?: readonly Cited[];
  numericBillOfLading?: readonly number[];
  group?: string;
  trackBy: Record<Identifier, Support>;
  varies?: Partial<Record<Identifier, string>>;
  notes: string;
  sources: readonly SourceKey[];
}

function defineCarrier(definition: CarrierDefinition): Carrier {
  const kinds: [CodeKind, readonly Cited[]][] = [
    ['scac', [definition.scac]],
    ['alternate', definition.alternateScacs ?? []],
    ['billOfLadingPrefix', definition.billOfLadingPrefixes ?? []],
    ['containerPrefix', definition.containerPrefixes ?? []],
    ['alias', definition.aliases ?? []],
  ];
  const codesOf = (list: readonly Cited[] | undefined) => (list ?? []).map((entry) => entry.code);
  return {
    name: definition.name,
    scac: definition.scac.code,
    alternateScacs: codesOf(definition.alternateScacs),
    billOfLadingPrefixes: codesOf(definition.billOfLadingPrefixes),
    containerPrefixes: codesOf(definition.containerPrefixes),
    aliases: codesOf(definition.aliases),
    numericBillOfLading: definition.numericBillOfLading ?? [],
    ...(definition.group ? {group: definition.group} : {}),
    trackBy: definition.trackBy,
    varies: definition.varies ?? {},
    notes: definition.notes,
    codes: kinds.flatMap(([kind, list]) => list.map((entry) => ({...entry, kind}))),
    sources: definition.sources,
  };
}

/** Whether a code is a SCAC: SCACs are letters only (`scacDefinition`); `11DX` and `22AA` are not. */
export const isScac = (code: string): boolean => /^[A-Z]{2,4}$/.test(code);

/** Box prefixes registered in the BIC register, and listed by the Freight Trust table, for the same owner. */
const boxes = (codes: readonly string[]) => citeAll(codes, 'bic', 'freightTrust');
/** Box prefixes that only the BIC register lists. */
const bicBoxes = (codes: readonly string[]) => citeAll(codes, 'bic');

/**
 * Every carrier Berthline tracks, in the order of the coverage table (largest fleets first).
 */
export const carriers: readonly Carrier[] = [
  defineCarrier({
    name: 'Maersk',
    scac: cite('MAEU', 'gofreight', 'pcsCodes', 'scacTable'),
    billOfLadingPrefixes: [cite('MAEU', 'vizion')],
    containerPrefixes: [
      cite('MSKU', 'bic', 'freightTrust', 'linkway'),
      ...boxes(['MRKU', 'MAEU']),
      cite('APMU', 'bic', 'freightTrust', 'fasdeer'),
      ...boxes(['MRSU', 'MNBU', 'MSWU', 'MVIU', 'MWCU', 'MIEU', 'MCAU', 'MCHU', 'MMAU', 'MCRU', 'MHHU', 'MSAU']),
      ...boxes(['MSFU', 'MWMU', 'MALU', 'CADU', 'CNIU', 'COZU', 'ENAU', 'FAAU', 'FRLU', 'GRIU', 'KHJU', 'KHLU']),
      ...boxes(['KNLU', 'LOTU', 'OCLU', 'POCU', 'PONU', 'SCMU', 'TORU']),
      ...bicBoxes(['MRFU']),
    ],
    aliases: [cite('Maersk Line', 'pcsCodes', 'scacTable')],
    numericBillOfLading: [9],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading are 9 digits, sometimes written with MAEU in front. Maersk boxes carry several owner codes (MSKU, MRKU, MRSU, MNBU…); a search by any of them finds this row.',
    sources: ['gofreight', 'vizion', 'linkway', 'bic'],
  }),
  defineCarrier({
    name: 'MSC (Mediterranean Shipping Company)',
    scac: cite('MSCU', 'gofreight', 'pcsCodes', 'scacTable'),
    billOfLadingPrefixes: [cite('MEDU', 'vizion')],
    containerPrefixes: [
      cite('MSCU', 'bic', 'freightTrust', 'linkway'),
      ...boxes(['MEDU', 'MSDU', 'MSMU', 'MSNU', 'GTIU', 'MSPU', 'MSTU', 'MSYU', 'MSZU']),
      ...bicBoxes(['MADU', 'MSBU', 'MSGU', 'MSVU']),
    ],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'The SCAC is MSCU; MEDU is the prefix of MSC bills of lading (MEDU, two letters or digits, then six digits) and an owner code of its boxes. Berthline accepts either as the carrier.',
    sources: ['gofreight', 'vizion', 'bic'],
  }),
  defineCarrier({
    name: 'CMA CGM',
    scac: cite('CMDU', 'p44', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('CMAU', 'p44'), cite('CDMU', 'p44')],
    containerPrefixes: [
      ...boxes(['CMAU', 'CGMU', 'ECMU']),
      cite('AMCU', 'bic', 'freightTrust', 'fasdeer'),
      ...boxes(['CMNU', 'CNCU', 'DVRU', 'MMCU', 'NOLU', 'NOSU', 'OPDU', 'OTAU', 'SOFU', 'STMU']),
      ...bicBoxes(['CSFU', 'CSOU', 'CZLU', 'KLCU', 'SMUU']),
      ...citeAll(['CGHU', 'CGTU', 'NUSU'], 'freightTrust'),
    ],
    aliases: [cite("Compagnie Maritime d'Affretement Compagnie Generale Maritime", 'scacTable')],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading are three letters and seven digits, often written with CMDU in front. Boxes carry CMAU, CGMU, ECMU or AMCU, among others.',
    sources: ['p44', 'vizion', 'bic'],
  }),
  defineCarrier({
    name: 'COSCO Shipping Lines',
    scac: cite('COSU', 'gofreight', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('COAU', 'p44'), cite('COEU', 'p44')],
    containerPrefixes: [cite('CBHU', 'linkway', 'freightTrust'), ...boxes(['CCLU', 'CSLU', 'CSNU'])],
    aliases: [cite('COSCO Container Lines', 'pcsCodes', 'scacTable')],
    numericBillOfLading: [10],
    group: 'COSCO',
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    varies: {
      container:
        'found on some services only. Add the bill of lading or the booking as well, both tracked on every service.',
    },
    notes:
      'Bills of lading are 10 digits, printed with COSU or CBHU in front on some documents. Container numbers work on some services only: track by bill of lading or booking.',
    sources: ['p44', 'vizion', 'linkway'],
  }),
  defineCarrier({
    name: 'Hapag-Lloyd',
    scac: cite('HLCU', 'gofreight', 'pcsCodes', 'scacTable'),
    containerPrefixes: [
      cite('HLXU', 'bic', 'freightTrust', 'linkway'),
      ...boxes(['HLCU', 'HLBU', 'HAMU', 'UACU', 'UAEU', 'UASU', 'CSQU', 'CSVU', 'CPSU', 'CASU', 'CMUU', 'FANU']),
      ...boxes(['ITAU', 'IVLU', 'LNXU', 'MOMU', 'QIBU', 'QNNU', 'TLEU', 'TMMU']),
      ...bicBoxes(['DAYU', 'NDSU', 'NIDU']),
      cite('AZLU', 'freightTrust', 'fasdeer'),
      ...citeAll(['LBIU', 'LYKU'], 'freightTrust'),
    ],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading start with HLCU, then two letters and ten characters. Boxes carry HLXU, HLBU, HAMU, and the UACU and CSQU boxes of UASC and CSAV, among others.',
    sources: ['gofreight', 'vizion', 'linkway', 'bic'],
  }),
  defineCarrier({
    name: 'ONE (Ocean Network Express)',
    scac: cite('ONEY', 'gofreight', 'pcsCodes', 'scacTable'),
    containerPrefixes: [
      ...boxes(['ONEU', 'NYKU', 'MOLU', 'MOAU', 'MOEU', 'MOFU', 'MOGU', 'MORU', 'MOSU', 'MOTU']),
      ...boxes(['KKFU', 'KKLU', 'KKTU', 'KLFU', 'KLTU', 'KXTU', 'EKLU', 'ESSU', 'PXCU']),
      cite('AKLU', 'bic', 'freightTrust', 'fasdeer'),
    ],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Took over the container services of NYK, MOL and K Line in 2018; their old SCACs resolve to ONEY, and their boxes (NYKU, MOLU, KKFU…) find this row. Bills of lading are 12 characters, often written with ONEY in front.',
    sources: ['gofreight', 'vizion', 'oneMerger', 'bic'],
  }),
  defineCarrier({
    name: 'Evergreen',
    scac: cite('EGLV', 'gofreight', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('EISU', 'p44'), cite('EMCU', 'p44')],
    containerPrefixes: [cite('EGHU', 'bic', 'freightTrust', 'linkway'), ...boxes(['EGSU', 'EISU', 'EMCU', 'HMCU'])],
    aliases: [cite('Evergreen Line', 'pcsCodes', 'scacTable')],
    numericBillOfLading: [12],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    varies: {
      billOfLading: 'some are not found. Add the container numbers as well, tracked on every service.',
      booking: 'some are not found. Add the container numbers once the boxes are assigned.',
    },
    notes:
      'Bills of lading are 12 digits. Container numbers work on every service. Some milestones arrive with a date but no time of day; Berthline then shows the date only.',
    sources: ['gofreight', 'p44', 'vizion', 'linkway', 't49carriers'],
  }),
  defineCarrier({
    name: 'HMM',
    scac: cite('HDMU', 'gofreight', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['HDMU', 'HMMU']),
    aliases: [cite('Hyundai Merchant Marine', 'pcsCodes', 'scacTable')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Formerly Hyundai Merchant Marine. Bills of lading are four letters and eight digits, often starting with HDMU.',
    sources: ['gofreight', 'vizion', 'linkway', 'pcsCodes'],
  }),
  defineCarrier({
    name: 'Yang Ming',
    scac: cite('YMLU', 'gofreight', 'pcsCodes', 'scacTable'),
    alternateScacs: citeAll(['YMPR', 'YMJA', 'YMSG'], 'gofreight', 'vizion', 'linkway'),
    containerPrefixes: boxes(['YMLU', 'YMMU']),
    aliases: [cite('Yang Ming Marine Transport', 'scacTable')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Regional codes YMPR, YMJA and YMSG resolve to YMLU. Bills of lading start with YMLU and a letter (E, B, T or W), then nine digits.',
    sources: ['gofreight', 'vizion', 'linkway'],
  }),
  defineCarrier({
    name: 'ZIM',
    scac: cite('ZIMU', 'gofreight', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['ZIMU', 'ZCSU', 'ZCLU', 'ZMOU']),
    aliases: [cite('ZIM Integrated Shipping Services', 'pcsCodes', 'scacTable')],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    varies: {
      container:
        'found on some services only. Add the bill of lading or the booking as well, both tracked on every service.',
    },
    notes: 'Track by bill of lading or booking for the widest coverage; container numbers work on some services only.',
    sources: ['gofreight', 'linkway'],
  }),
  defineCarrier({
    name: 'OOCL',
    scac: cite('OOLU', 'vizion', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['OOLU', 'OOCU']),
    aliases: [cite('Orient Overseas Container Line', 'pcsCodes', 'scacTable')],
    numericBillOfLading: [10],
    group: 'COSCO',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Part of the COSCO group, tracked under its own SCAC. Bills of lading are 10 digits, often written with OOLU in front.',
    sources: ['vizion', 'linkway'],
  }),
  defineCarrier({
    name: 'PIL (Pacific International Lines)',
    scac: cite('PCIU', 'linkway', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('PABV', 'linkway')],
    containerPrefixes: [...boxes(['PCIU', 'PILU']), ...bicBoxes(['PIDU'])],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    varies: {
      billOfLading: 'some are not found. Add the container numbers as well, tracked on every service.',
      booking: 'some are not found. Add the container numbers once the boxes are assigned.',
    },
    notes: 'Container numbers work on every service; add them when a bill of lading or booking finds nothing.',
    sources: ['linkway'],
  }),
  defineCarrier({
    name: 'Wan Hai Lines',
    scac: cite('WHLC', 'gofreight'),
    alternateScacs: [cite('22AA', 'pcsCodes', 'scacTable', 'scacDefinition'), cite('WHLU', 'linkway')],
    containerPrefixes: boxes(['WHLU', 'WHSU', 'TPCU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'WHLU and the code 22AA resolve to WHLC. 22AA has digits, so it is not a SCAC: published carrier-code lists give it for Wan Hai.',
    sources: ['gofreight', 'linkway', 'pcsCodes'],
  }),
  defineCarrier({
    name: 'APL',
    scac: cite('APLU', 'p44', 'pcsCodes', 'scacTable'),
    containerPrefixes: [...boxes(['APLU', 'APHU', 'APRU', 'APZU']), ...citeAll(['APDU', 'APIU'], 'freightTrust')],
    aliases: [cite('American President Lines', 'pcsCodes', 'scacTable')],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group, tracked under its own SCAC. Bills of lading are three letters and seven digits.',
    sources: ['p44', 'vizion', 'fasdeer'],
  }),
  defineCarrier({
    name: 'ANL',
    scac: cite('ANNU', 'p44', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('ANLC', 'p44')],
    containerPrefixes: boxes(['ANNU']),
    aliases: [cite('Australia National Line', 'pcsCodes', 'scacTable')],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group. Bills of lading are three letters and seven digits, as with CMA CGM.',
    sources: ['p44', 'vizion', 't49codes'],
  }),
  defineCarrier({
    name: 'CNC Line',
    scac: cite('11DX', 'p44', 'pcsCodes', 'scacTable', 'scacDefinition'),
    alternateScacs: [cite('CNCX', 'p44')],
    aliases: [cite('Cheng Lie Navigation', 'pcsCodes', 'scacTable')],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Cheng Lie Navigation. 11DX has digits, so it is not a SCAC: it is the code published carrier-code lists give for CNC. Enter it like that, or CNCX.',
    sources: ['p44', 'pcsCodes'],
  }),
  defineCarrier({
    name: 'Hamburg Süd',
    scac: cite('SUDU', 'vizion', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['SUDU', 'HASU']),
    aliases: [cite('Hamburg Südamerikanische Dampfschifffahrts-Gesellschaft', 'scacTable')],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Maersk retired the Hamburg Süd brand in 2023 and sells its services as Maersk. Use SUDU for bills of lading issued under the Hamburg Süd name (12 characters); new bookings are usually Maersk (MAEU).',
    sources: ['vizion', 'hamburgSud', 'bic'],
  }),
  defineCarrier({
    name: 'Sealand',
    scac: cite('SEAU', 'scacTable', 'hamburgSud'),
    alternateScacs: [cite('SEJJ', 'pcsCodes', 'scacTable'), cite('MCCQ', 'pcsCodes', 'scacTable')],
    containerPrefixes: [cite('SEAU', 'bic', 'freightTrust'), ...bicBoxes(['MCPU'])],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Maersk announced in 2023 that the Sealand brand joins Maersk. SEAU covers the Americas, SEJJ Europe and MCCQ Asia; all three resolve to Sealand.',
    sources: ['hamburgSud', 'scacTable'],
  }),
  defineCarrier({
    name: 'KMTC',
    scac: cite('KMTU', 'movizor', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['KMTU']),
    aliases: [cite('Korea Marine Transport', 'pcsCodes', 'scacTable')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Korea Marine Transport Co. Bills of lading are 10 characters: three letters and seven digits, or four letters and six digits.',
    sources: ['vizion', 'movizor'],
  }),
  defineCarrier({
    name: 'SM Line',
    scac: cite('SMLM', 'vizion', 'scacTable'),
    containerPrefixes: boxes(['SMCU']),
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    varies: {
      container:
        'found on some services only. Add the bill of lading or the booking as well, both tracked on every service.',
    },
    notes:
      'Do not confuse SMLM with SMLU (Seaboard Marine). Bills of lading start with SMLM, then four letters and eight digits.',
    sources: ['vizion'],
  }),
  defineCarrier({
    name: 'Emirates Shipping Line',
    scac: cite('ESPU', 'p44', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('EPIR', 'p44')],
    containerPrefixes: boxes(['ESPU', 'ESDU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The code EPIR resolves to ESPU.',
    sources: ['p44'],
  }),
  defineCarrier({
    name: 'Gold Star Line',
    scac: cite('GSLU', 'movizor', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['GSLU', 'GMOU', 'JXJU', 'JXLU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'varies'},
    varies: {
      booking:
        'found on some services only. Add the bill of lading or the container numbers as well, both tracked on every service.',
    },
    notes: 'Booking numbers work on some services only; add the bill of lading or the container numbers as well.',
    sources: ['movizor'],
  }),
  defineCarrier({
    name: 'CU Lines (China United Lines)',
    scac: cite('CULU', 'p44', 'scacTable'),
    alternateScacs: [cite('CULX', 'p44'), cite('CULV', 'p44')],
    containerPrefixes: boxes(['CULU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The codes CULX and CULV resolve to CULU.',
    sources: ['p44'],
  }),
  defineCarrier({
    name: 'SeaLead Shipping',
    scac: cite('SQQY', 't49changelog'),
    containerPrefixes: bicBoxes(['SLVU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'A bill of lading that finds nothing is usually a house bill: ask the forwarder for the master bill or the container numbers.',
    sources: ['t49changelog'],
  }),
  defineCarrier({
    name: 'Matson',
    scac: cite('MATS', 'gofreight', 'pcsCodes', 'scacTable'),
    containerPrefixes: [...boxes(['MATU', 'CXCU', 'HRZU']), ...bicBoxes(['RSLU'])],
    numericBillOfLading: [10],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    varies: {
      container:
        'found on some services only. Add the bill of lading or the booking as well, both tracked on every service.',
    },
    notes: 'Bills of lading are 10 digits. Track by bill of lading or booking for the widest coverage.',
    sources: ['gofreight', 'vizion'],
  }),
  defineCarrier({
    name: 'Seaboard Marine',
    scac: cite('SMLU', 't49changelog', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['SMLU']),
    trackBy: {container: 'varies', billOfLading: 'varies', booking: 'varies'},
    varies: {
      container: 'found on some services only.',
      billOfLading: 'found on some services only.',
      booking:
        'found on some services only. Add the container numbers and the bill of lading together: whichever one the carrier knows starts tracking.',
    },
    notes: 'Add the container numbers and the bill of lading together to give tracking the best chance.',
    sources: ['t49changelog'],
  }),
  defineCarrier({
    name: 'Crowley',
    scac: cite('CMSN', 'p44'),
    alternateScacs: [
      cite('CAMN', 'p44', 'pcsCodes', 'scacTable'),
      cite('CLAM', 'p44'),
      cite('CMCU', 'p44', 'pcsCodes', 'scacTable'),
      cite('CPRC', 'p44'),
    ],
    billOfLadingPrefixes: [cite('CWLQ', 'vizion'), cite('CAT', 'vizion')],
    containerPrefixes: boxes(['CMCU', 'SEFU']),
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading start with CWLQ (then four letters, a digit, a letter and six digits) or CAT and six digits; Berthline accepts CWLQ and CAT as the carrier too.',
    sources: ['p44', 'vizion'],
  }),
  defineCarrier({
    name: 'Atlantic Container Line',
    scac: cite('ACLU', 'p44', 'pcsCodes', 'scacTable', 't49codes'),
    billOfLadingPrefixes: [cite('ACLU', 'vizion')],
    containerPrefixes: [cite('ACLU', 'bic', 'freightTrust', 'fasdeer', 't49codes')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading are SA and eight digits or S and nine digits, sometimes written with ACLU in front.',
    sources: ['p44', 'vizion', 't49codes'],
  }),
  defineCarrier({
    name: 'Arkas Line',
    scac: cite('ARKU', 'p44', 'pcsCodes', 'scacTable'),
    containerPrefixes: [cite('ARKU', 'bic', 'freightTrust', 'fasdeer')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading are three letters and nine digits.',
    sources: ['p44', 'vizion', 'fasdeer'],
  }),
  defineCarrier({
    name: 'Ignazio Messina',
    scac: cite('LMCU', 'movizor', 'pcsCodes', 'scacTable'),
    containerPrefixes: boxes(['LMCU']),
    aliases: [cite('Linea Messina', 'pcsCodes', 'scacTable')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Every identifier is tracked. A bill of lading that finds nothing is usually a house bill: ask for the master bill or the container numbers.',
    sources: ['movizor'],
  }),
  defineCarrier({
    name: 'Swire Shipping',
    scac: cite('CHVW', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('SSBF', 't49carriers')],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    varies: {
      container:
        'found on some services only. Add the bill of lading or the booking as well, both tracked on every service.',
    },
    notes: 'Container numbers work on some services only: track by bill of lading or booking for the widest coverage.',
    sources: ['pcsCodes', 't49carriers'],
  }),
  defineCarrier({
    name: 'FESCO',
    scac: cite('FESO', 'p44', 'pcsCodes', 'scacTable'),
    alternateScacs: [cite('FANE', 'p44')],
    containerPrefixes: boxes(['FESU', 'FCCU']),
    aliases: [cite('Far Eastern Shipping Company', 'pcsCodes', 'scacTable')],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Far-Eastern Shipping Company. The code FANE resolves to FESO.',
    sources: ['p44'],
  }),
];

/** An old SCAC of a carrier that merged into another one or stopped trading. */
export interface LegacyScac {
  /** The old code, as it still appears in older files and documents. */
  scac: string;
  /** The carrier that used the old code. */
  formerCarrier: string;
  /** The SCAC of the carrier that took over its services (one of `carriers`), or `null` when no carrier did. */
  currentScac: string | null;
  /** What happened, in one sentence the coverage page shows. */
  fate: string;
  /** Sources of the code and of what happened to the carrier. */
  sources: readonly SourceKey[];
}

/**
 * SCACs of carriers that merged into another line or stopped trading. Berthline accepts a code with a successor in
 * imports and the API and tracks the shipment under the current carrier; a code without one is refused with
 * `unsupported_carrier`.
 */
export const legacyScacs: readonly LegacyScac[] = [
  {
    scac: 'NYKS',
    formerCarrier: 'NYK Line',
    currentScac: 'ONEY',
    fate: 'Its container business became part of ONE in 2018.',
    sources: ['scacTable', 'oneMerger'],
  },
  {
    scac: 'MOLU',
    formerCarrier: 'MOL (Mitsui O.S.K. Lines)',
    currentScac: 'ONEY',
    fate: 'Its container business became part of ONE in 2018.',
    sources: ['scacTable', 'oneMerger'],
  },
  {
    scac: 'KKLU',
    formerCarrier: 'K Line',
    currentScac: 'ONEY',
    fate: 'Its container business became part of ONE in 2018.',
    sources: ['pcsCodes', 'scacTable', 'oneMerger'],
  },
  {
    scac: 'CHNJ',
    formerCarrier: 'China Shipping Container Lines (CSCL)',
    currentScac: 'COSU',
    fate: 'It passed its container operations to COSCO in 2016.',
    sources: ['pcsCodes', 'scacTable', 'csclMerger'],
  },
  {
    scac: 'SAFM',
    formerCarrier: 'Safmarine',
    currentScac: 'MAEU',
    fate: 'Maersk phased the brand out into Maersk by the end of 2020.',
    sources: ['pcsCodes', 'scacTable', 'safmarine'],
  },
  {
    scac: 'UASC',
    formerCarrier: 'United Arab Shipping Company',
    currentScac: 'HLCU',
    fate: 'It merged into Hapag-Lloyd in 2017.',
    sources: ['scacTable', 'uascMerger'],
  },
  {
    scac: 'CHIW',
    formerCarrier: 'CSAV',
    currentScac: 'HLCU',
    fate: 'Its container business merged into Hapag-Lloyd in 2014.',
    sources: ['pcsCodes', 'scacTable', 'csavMerger'],
  },
  {
    scac: 'NSLU',
    formerCarrier: 'CSAV Norasia',
    currentScac: 'HLCU',
    fate: 'Part of the CSAV container business that merged into Hapag-Lloyd in 2014.',
    sources: ['pcsCodes', 'scacTable', 'csavMerger'],
  },
  {
    scac: 'HJSC',
    formerCarrier: 'Hanjin Shipping',
    currentScac: null,
    fate: 'Declared bankrupt in 2017. SM Line (SMLM) bought its Asia–US business and some of its ships, but not its bookings or containers.',
    sources: ['scacTable', 'hanjin', 'smLine'],
  },
];

/**
 * Finds the carrier whose primary SCAC, alternate SCAC or bill of lading prefix is `scac`, ignoring case and
 * surrounding spaces. Legacy SCACs are not matched here; use {@link resolveScac} for those.
 */
export function carrierByScac(scac: string): Carrier | undefined {
  const code = scac.trim().toUpperCase();
  if (code === '') return undefined;
  return carriers.find(
    (carrier) =>
      carrier.scac === code || carrier.alternateScacs.includes(code) || carrier.billOfLadingPrefixes.includes(code),
  );
}

/** The legacy SCAC `scac` is, ignoring case and spaces, or undefined. */
export function legacyScac(scac: string): LegacyScac | undefined {
  const code = scac.trim().toUpperCase();
  return legacyScacs.find((entry) => entry.scac === code);
}

/**
 * Resolves any code Berthline accepts (primary SCAC, alternate code, bill of lading prefix or legacy SCAC with a
 * successor) to the carrier it tracks the shipment under. `legacy` is set when the code was a legacy SCAC. A legacy
 * SCAC without a successor resolves to nothing: see {@link legacyScac}.
 */
export function resolveScac(scac: string): {carrier: Carrier; legacy?: LegacyScac} | undefined {
  const direct = carrierByScac(scac);
  if (direct) return {carrier: direct};
  const legacy = legacyScac(scac);
  if (!legacy?.currentScac) return undefined;
  const carrier = carrierByScac(legacy.currentScac);
  return carrier ? {carrier, legacy} : undefined;
}

/** Every code the importer and the API accept as `carrier_scac`, with what it is, in table order. */
export interface AcceptedCode {
  code: string;
  /** The carrier Berthline tracks the shipment under. */
  carrier: Carrier;
  /** What the code is, in words a spreadsheet note can show. */
  note: string;
}

export function acceptedCodes(): AcceptedCode[] {
  const rows: AcceptedCode[] = carriers.flatMap((carrier) => [
    {code: carrier.scac, carrier, note: isScac(carrier.scac) ? 'SCAC' : 'Carrier code (not a SCAC: it has digits)'},
    ...carrier.alternateScacs.map((code) => ({
      code,
      carrier,
      note: `${isScac(code) ? 'Also accepted' : 'Carrier code with digits, accepted'} for ${carrier.scac}`,
    })),
    ...carrier.billOfLadingPrefixes
      .filter((code) => code !== carrier.scac)
      .map((code) => ({code, carrier, note: `Bill of lading prefix, read as ${carrier.scac}`})),
  ]);
  for (const legacy of legacyScacs) {
    const carrier = legacy.currentScac ? carrierByScac(legacy.currentScac) : undefined;
    if (carrier) {
      rows.push({code: legacy.scac, carrier, note: `Legacy SCAC of ${legacy.formerCarrier}, read as ${carrier.scac}`});
    }
  }
  return rows;
}

/** Words for each support level, as the coverage table shows them. */
export const supportLabels: Readonly<Record<Support, string>> = {
  yes: 'Yes',
  no: 'No',
  varies: 'Varies',
};

/** Words for each identifier, as the coverage table's columns name them. */
export const identifierLabels: Readonly<Record<Identifier, string>> = {
  container: 'Container number',
  billOfLading: 'Bill of lading',
  booking: 'Booking number',
};
