/**
 * Ocean carriers that Berthline tracks, with their SCACs and the identifiers each one can be tracked by.
 *
 * This module is the one source of the coverage table (`<CarrierTable />` on
 * /docs/coverage/shipping-lines-coverage) and of every SCAC check in imports, tests and examples.
 * Change a carrier here and every page that renders carriers follows.
 */

/**
 * Whether Berthline can track a carrier's shipments by one kind of identifier.
 *
 * - `yes`: tracked for all of the carrier's services and regions.
 * - `no`: not tracked; use one of the carrier's other identifiers.
 * - `varies`: tracked for some of the carrier's services or regions only. When a look-up by that identifier
 *   finds nothing, add the shipment by an identifier marked `yes` as well.
 */
export type Support = 'yes' | 'no' | 'varies';

/** One ocean carrier (VOCC) and how Berthline tracks it. */
export interface Carrier {
  /** Trading name, as shippers know it. */
  name: string;
  /** The SCAC to send in the API and in import files (`carrier_scac`). */
  scac: string;
  /** Other SCACs of the same carrier (regional or older codes) that Berthline accepts and resolves to `scac`. */
  alternateScacs: readonly string[];
  /**
   * Letters a master bill of lading of this carrier starts with when they are not the SCAC itself, such as
   * `MEDU` on MSC bills of lading (MSC's SCAC is `MSCU`). Berthline accepts them as the carrier too.
   */
  billOfLadingPrefixes?: readonly string[];
  /**
   * ISO 6346 prefixes (three-letter owner code plus the category letter `U`) on boxes the carrier owns, as
   * far as a source lists them. A prefix names the box's owner, never for certain the carrier moving it.
   */
  containerPrefixes?: readonly string[];
  /** The carrier group the line belongs to, when it is part of a larger group. */
  group?: string;
  /** Which identifiers Berthline can track this carrier's shipments by. */
  trackBy: {
    /** ISO 6346 container number, such as `MSCU7512387`. */
    container: Support;
    /** The carrier's master bill of lading number. House bills of lading are never trackable. */
    billOfLading: Support;
    /** The carrier's booking number. */
    booking: Support;
  };
  /** What to know when you track this carrier, in one or two short sentences. */
  notes: string;
  /**
   * Where the row's codes and notes were checked (public pages). Every row cites at least one (a unit test checks
   * it); a fact no source confirms is left out instead of guessed.
   */
  sources: readonly string[];
}

/** Sources the rows below cite, by what they establish. */
const SOURCES = {
  /** project44's list of ocean carriers with their main and alternate SCACs. */
  p44: 'https://developers.project44.com/guides/shippers/visibility/ocean/appendix',
  /** Vizion's master bill of lading formats per carrier, observed on each carrier's own tracking page. */
  vizion: 'https://docs.vizionapi.com/docs/formatting-bl',
  /** A list of common carrier SCACs (MAEU, MSCU, CMDU, COSU, HLCU, ONEY, EGLV, HDMU, YMLU, ZIMU, WHLC, MATS). */
  gofreight: 'https://gofreight.com/glossary/standard-carrier-alpha-code',
  /** Carriers' container prefixes (Maersk MSKU, COSCO CBHU, Hapag-Lloyd HLXU, Evergreen EGHU…). */
  linkway: 'https://linkwayfrt.com/2025/03/14/how-to-find-out-which-carrier-the-container-belongs-to/',
  /** BIC owner prefixes with their owners (APMU Maersk, AZLU Hapag-Lloyd, AMCU CMA CGM, AWSU Swire…). */
  fasdeer: 'https://fasdeer.com/prefixes.php',
  /** Terminal49's open SCAC and container-prefix list (ALBU Hamburg Süd, ACLU, ANNU, APLU). */
  t49codes: 'https://terminal49.com/tools/scac-carrier-codes.json',
  /** Maersk retires the Hamburg Süd and Sealand brands in 2023 (Hamburg Süd's letter to customers, 27 January 2023). */
  hamburgSud: 'https://logistik-heute.de/news/seefracht-maersk-beendet-marke-hamburg-sued-38959.html',
  /** Terminal49's ocean-carrier coverage, with the field gaps it sees per carrier (dates without times…). */
  t49carriers: 'https://terminal49.com/docs/coverage/ocean-carriers',
  /** Terminal49's coverage changelog (14 August 2026): SeaLead as SQQY, Seaboard Marine as SMLU. */
  t49changelog: 'https://terminal49.com/docs/coverage/changelog',
  /** Movizor's list of supported shipping lines with their codes (Gold Star Line GSLU, Ignazio Messina LMCU, KMTC KMTU…). */
  movizor: 'https://movizor.ru/docs/ru/basics/sealines/seelines',
} as const;

/**
 * Every carrier Berthline tracks, in the order of the coverage table (largest fleets first).
 *
 * Left out until a readable source confirms their codes (November 2026): Safmarine, Sinokor, Namsung Shipping,
 * T.S. Lines, RCL, Samudera Shipping, TOTE Maritime, Pasha Hawaii, Turkon Line, Marfret, Shipping Corporation of
 * India and SITC. Add a row back with the page that states its SCAC.
 */
export const carriers: readonly Carrier[] = [
  {
    name: 'Maersk',
    scac: 'MAEU',
    alternateScacs: [],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading are 9 digits, sometimes written with MAEU in front. Maersk boxes carry several prefixes (MSKU, MRKU, MAEU, APMU); search by any of them finds this row.',
    billOfLadingPrefixes: ['MAEU'],
    containerPrefixes: ['MSKU', 'MRKU', 'MAEU', 'APMU'],
    sources: [SOURCES.gofreight, SOURCES.vizion, SOURCES.linkway, SOURCES.fasdeer],
  },
  {
    name: 'MSC (Mediterranean Shipping Company)',
    scac: 'MSCU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'The SCAC is MSCU; MEDU is the prefix of MSC bills of lading (MEDU, two letters or digits, then six digits). Berthline accepts either as the carrier.',
    billOfLadingPrefixes: ['MEDU'],
    containerPrefixes: ['MSCU'],
    sources: [SOURCES.gofreight, SOURCES.vizion, SOURCES.linkway],
  },
  {
    name: 'CMA CGM',
    scac: 'CMDU',
    alternateScacs: ['CMAU', 'CDMU'],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading are three letters and seven digits, often written with CMDU in front. Boxes carry CMAU, CGMU or AMCU.',
    containerPrefixes: ['CMAU', 'CGMU', 'AMCU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.fasdeer],
  },
  {
    name: 'COSCO Shipping Lines',
    scac: 'COSU',
    alternateScacs: ['COAU', 'COEU'],
    group: 'COSCO',
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading are 10 digits, printed with COSU or CBHU in front on some documents. Container numbers work on some services only: track by bill of lading or booking.',
    containerPrefixes: ['CBHU', 'CCLU', 'CSLU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.linkway],
  },
  {
    name: 'Hapag-Lloyd',
    scac: 'HLCU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading start with HLCU, then two letters and ten characters. Boxes carry HLXU, HLCU or AZLU.',
    containerPrefixes: ['HLXU', 'HLCU', 'AZLU'],
    sources: [SOURCES.gofreight, SOURCES.vizion, SOURCES.linkway, SOURCES.fasdeer],
  },
  {
    name: 'ONE (Ocean Network Express)',
    scac: 'ONEY',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Took over the container services of NYK, MOL and K Line in 2018; their old SCACs resolve to ONEY. Bills of lading are 12 characters, often written with ONEY in front.',
    sources: [SOURCES.gofreight, SOURCES.vizion],
  },
  {
    name: 'Evergreen',
    scac: 'EGLV',
    alternateScacs: ['EISU', 'EMCU'],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    notes:
      'Bills of lading are 12 digits. Container numbers work on every service. Some milestones arrive with a date but no time of day; Berthline then shows the date only.',
    containerPrefixes: ['EGHU', 'EISU', 'EMCU'],
    sources: [SOURCES.gofreight, SOURCES.p44, SOURCES.vizion, SOURCES.linkway, SOURCES.t49carriers],
  },
  {
    name: 'HMM',
    scac: 'HDMU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Formerly Hyundai Merchant Marine. Bills of lading are four letters and eight digits, often starting with HDMU.',
    containerPrefixes: ['HDMU', 'HMMU'],
    sources: [SOURCES.gofreight, SOURCES.vizion, SOURCES.linkway],
  },
  {
    name: 'Yang Ming',
    scac: 'YMLU',
    alternateScacs: ['YMPR', 'YMJA', 'YMSG'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Regional codes YMPR, YMJA and YMSG resolve to YMLU. Bills of lading start with YMLU and a letter (E, B, T or W), then nine digits.',
    containerPrefixes: ['YMLU', 'YMMU'],
    sources: [SOURCES.gofreight, SOURCES.vizion, SOURCES.linkway],
  },
  {
    name: 'ZIM',
    scac: 'ZIMU',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'Track by bill of lading or booking for the widest coverage; container numbers work on some services only.',
    containerPrefixes: ['ZIMU', 'ZCSU'],
    sources: [SOURCES.gofreight, SOURCES.linkway],
  },
  {
    name: 'OOCL',
    scac: 'OOLU',
    alternateScacs: [],
    group: 'COSCO',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Part of the COSCO group, tracked under its own SCAC. Bills of lading are 10 digits, often written with OOLU in front.',
    containerPrefixes: ['OOLU'],
    sources: [SOURCES.vizion, SOURCES.linkway],
  },
  {
    name: 'PIL (Pacific International Lines)',
    scac: 'PCIU',
    alternateScacs: ['PABV'],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    notes: 'Container numbers work on every service; add them when a bill of lading or booking finds nothing.',
    containerPrefixes: ['PCIU'],
    sources: [SOURCES.linkway],
  },
  {
    name: 'Wan Hai Lines',
    scac: 'WHLC',
    alternateScacs: ['22AA', 'WHLU'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The codes 22AA and WHLU resolve to WHLC.',
    containerPrefixes: ['WHLU'],
    sources: [SOURCES.gofreight, SOURCES.linkway],
  },
  {
    name: 'APL',
    scac: 'APLU',
    alternateScacs: [],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group, tracked under its own SCAC. Bills of lading are three letters and seven digits.',
    containerPrefixes: ['APLU', 'APHU', 'APRU', 'APZU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.fasdeer],
  },
  {
    name: 'ANL',
    scac: 'ANNU',
    alternateScacs: ['ANLC'],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group. Bills of lading are three letters and seven digits, as with CMA CGM.',
    containerPrefixes: ['ANNU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.t49codes],
  },
  {
    name: 'CNC Line',
    scac: '11DX',
    alternateScacs: ['CNCX'],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Cheng Lie Navigation. Uses the code 11DX instead of a four-letter SCAC; enter it like that, or CNCX.',
    sources: [SOURCES.p44],
  },
  {
    name: 'Hamburg Süd',
    scac: 'SUDU',
    alternateScacs: [],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Maersk retired the Hamburg Süd brand in 2023 and sells its services as Maersk. Use SUDU for bills of lading issued under the Hamburg Süd name (12 characters); new bookings are usually Maersk (MAEU).',
    containerPrefixes: ['SUDU', 'ALBU'],
    sources: [SOURCES.vizion, SOURCES.hamburgSud, SOURCES.t49codes],
  },
  {
    name: 'Sealand',
    scac: 'SEAU',
    alternateScacs: ['SEJJ', 'MCCQ'],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Maersk announced in 2023 that the Sealand brand joins Maersk. SEAU covers the Americas, SEJJ Europe and MCCQ Asia; all three resolve to Sealand.',
    sources: [SOURCES.hamburgSud],
  },
  {
    name: 'KMTC',
    scac: 'KMTU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Korea Marine Transport Co. Bills of lading are 10 characters: three letters and seven digits, or four letters and six digits.',
    sources: [SOURCES.vizion, SOURCES.movizor],
  },
  {
    name: 'SM Line',
    scac: 'SMLM',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Do not confuse SMLM with SMLU (Seaboard Marine). Bills of lading start with SMLM, then four letters and eight digits.',
    sources: [SOURCES.vizion],
  },
  {
    name: 'Emirates Shipping Line',
    scac: 'ESPU',
    alternateScacs: ['EPIR'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The code EPIR resolves to ESPU.',
    sources: [SOURCES.p44],
  },
  {
    name: 'Gold Star Line',
    scac: 'GSLU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'varies'},
    notes: 'Booking numbers work on some services only; add the bill of lading or the container numbers as well.',
    sources: [SOURCES.movizor],
  },
  {
    name: 'CU Lines (China United Lines)',
    scac: 'CULU',
    alternateScacs: ['CULX', 'CULV'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The codes CULX and CULV resolve to CULU.',
    sources: [SOURCES.p44],
  },
  {
    name: 'SeaLead Shipping',
    scac: 'SQQY',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'A bill of lading that finds nothing is usually a house bill: ask the forwarder for the master bill or the container numbers.',
    sources: [SOURCES.t49changelog],
  },
  {
    name: 'Matson',
    scac: 'MATS',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading are 10 digits. Track by bill of lading or booking for the widest coverage.',
    sources: [SOURCES.gofreight, SOURCES.vizion],
  },
  {
    name: 'Seaboard Marine',
    scac: 'SMLU',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'varies', booking: 'varies'},
    notes: 'Add the container numbers and the bill of lading together to give tracking the best chance.',
    sources: [SOURCES.t49changelog],
  },
  {
    name: 'Crowley',
    scac: 'CMSN',
    alternateScacs: ['CAMN', 'CLAM', 'CMCU', 'CPRC'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bills of lading start with CWLQ (then four letters, a digit, a letter and six digits) or CAT and six digits; Berthline accepts CWLQ and CAT as the carrier too.',
    billOfLadingPrefixes: ['CWLQ', 'CAT'],
    sources: [SOURCES.p44, SOURCES.vizion],
  },
  {
    name: 'Atlantic Container Line',
    scac: 'ACLU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading are SA and eight digits or S and nine digits, sometimes written with ACLU in front.',
    billOfLadingPrefixes: ['ACLU'],
    containerPrefixes: ['ACLU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.t49codes],
  },
  {
    name: 'Arkas Line',
    scac: 'ARKU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bills of lading are three letters and nine digits.',
    containerPrefixes: ['ARKU'],
    sources: [SOURCES.p44, SOURCES.vizion, SOURCES.fasdeer],
  },
  {
    name: 'Ignazio Messina',
    scac: 'LMCU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Every identifier is tracked. A bill of lading that finds nothing is usually a house bill: ask for the master bill or the container numbers.',
    sources: [SOURCES.movizor],
  },
  {
    name: 'Swire Shipping',
    scac: 'CHVW',
    alternateScacs: ['SSBF'],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Boxes carry AWSU. Container numbers work on some services only: track by bill of lading or booking for the widest coverage.',
    containerPrefixes: ['AWSU'],
    sources: [SOURCES.fasdeer],
  },
  {
    name: 'FESCO',
    scac: 'FESO',
    alternateScacs: ['FANE'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Far-Eastern Shipping Company. The code FANE resolves to FESO.',
    sources: [SOURCES.p44],
  },
];

/** An old SCAC of a carrier that merged into another one. */
export interface LegacyScac {
  /** The old code, as it still appears in older files and documents. */
  scac: string;
  /** The carrier that used the old code. */
  formerCarrier: string;
  /** The SCAC of the carrier that took over its services (always one of `carriers`). */
  currentScac: string;
}

/**
 * SCACs of carriers that merged into another line. Berthline accepts them in imports and the API and tracks
 * the shipment under the current carrier.
 */
export const legacyScacs: readonly LegacyScac[] = [
  {scac: 'NYKS', formerCarrier: 'NYK Line', currentScac: 'ONEY'},
  {scac: 'MOLU', formerCarrier: 'MOL (Mitsui O.S.K. Lines)', currentScac: 'ONEY'},
  {scac: 'KKLU', formerCarrier: 'K Line', currentScac: 'ONEY'},
  {scac: 'CHNJ', formerCarrier: 'China Shipping Container Lines (CSCL)', currentScac: 'COSU'},
];

/**
 * Finds the carrier whose primary SCAC, alternate SCAC or bill of lading prefix is `scac`, ignoring case and surrounding spaces.
 * Legacy SCACs are not matched here; use {@link resolveScac} for those.
 */
export function carrierByScac(scac: string): Carrier | undefined {
  const code = scac.trim().toUpperCase();
  if (code === '') return undefined;
  return carriers.find(
    (carrier) =>
      carrier.scac === code ||
      carrier.alternateScacs.includes(code) ||
      (carrier.billOfLadingPrefixes ?? []).includes(code),
  );
}

/**
 * Resolves any code Berthline accepts (primary SCAC, alternate code or legacy SCAC) to the carrier it tracks
 * the shipment under. `legacy` is set when the code was a legacy SCAC.
 */
export function resolveScac(scac: string): {carrier: Carrier; legacy?: LegacyScac} | undefined {
  const direct = carrierByScac(scac);
  if (direct) return {carrier: direct};
  const code = scac.trim().toUpperCase();
  const legacy = legacyScacs.find((entry) => entry.scac === code);
  if (!legacy) return undefined;
  const carrier = carrierByScac(legacy.currentScac);
  return carrier ? {carrier, legacy} : undefined;
}

/** Words for each support level, as the coverage table shows them. */
export const supportLabels: Readonly<Record<Support, string>> = {
  yes: 'Yes',
  no: 'No',
  varies: 'Varies',
};
