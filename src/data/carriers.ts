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
  /** Other codes that Berthline accepts for the same carrier and resolves to `scac`. */
  alternateScacs: readonly string[];
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
}

/** Every carrier Berthline tracks, in the order of the coverage table (largest fleets first). */
export const carriers: readonly Carrier[] = [
  {
    name: 'Maersk',
    scac: 'MAEU',
    alternateScacs: [],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Boxes carry several owner prefixes, such as MSKU, MRKU and MAEU. Bill of lading numbers are numeric and do not start with the SCAC.',
  },
  {
    name: 'MSC (Mediterranean Shipping Company)',
    scac: 'MSCU',
    alternateScacs: ['MEDU'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bill of lading numbers usually start with MEDU. You can enter MSCU or MEDU as the carrier.',
  },
  {
    name: 'CMA CGM',
    scac: 'CMDU',
    alternateScacs: [],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bill of lading numbers often start with CMDU.',
  },
  {
    name: 'COSCO Shipping Lines',
    scac: 'COSU',
    alternateScacs: [],
    group: 'COSCO',
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Bill of lading numbers are numeric. Track by bill of lading or booking for the widest coverage; container numbers work on some services only.',
  },
  {
    name: 'Hapag-Lloyd',
    scac: 'HLCU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Bill of lading numbers usually start with HLCU.',
  },
  {
    name: 'ONE (Ocean Network Express)',
    scac: 'ONEY',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Replaced the container services of NYK, MOL and K Line. Their old SCACs resolve to ONEY.',
  },
  {
    name: 'Evergreen',
    scac: 'EGLV',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    notes:
      'Container numbers work on every service. Some milestones arrive with a date but no time of day; Berthline then shows the date only.',
  },
  {
    name: 'HMM',
    scac: 'HDMU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Formerly Hyundai Merchant Marine.',
  },
  {
    name: 'Yang Ming',
    scac: 'YMLU',
    alternateScacs: ['YMPR', 'YMJA', 'YMSG'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Regional codes YMPR, YMJA and YMSG resolve to YMLU.',
  },
  {
    name: 'ZIM',
    scac: 'ZIMU',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'Track by bill of lading or booking for the widest coverage; container numbers work on some services only.',
  },
  {
    name: 'OOCL',
    scac: 'OOLU',
    alternateScacs: [],
    group: 'COSCO',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the COSCO group, tracked under its own SCAC.',
  },
  {
    name: 'PIL (Pacific International Lines)',
    scac: 'PCIU',
    alternateScacs: ['PABV'],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    notes: 'Container numbers work on every service; add them when a bill of lading or booking finds nothing.',
  },
  {
    name: 'Wan Hai Lines',
    scac: 'WHLC',
    alternateScacs: ['22AA', 'WHLU'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The codes 22AA and WHLU resolve to WHLC.',
  },
  {
    name: 'APL',
    scac: 'APLU',
    alternateScacs: [],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group, tracked under its own SCAC.',
  },
  {
    name: 'ANL',
    scac: 'ANNU',
    alternateScacs: [],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the CMA CGM group; serves Australia and New Zealand trades.',
  },
  {
    name: 'CNC Line',
    scac: '11DX',
    alternateScacs: [],
    group: 'CMA CGM',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Uses the code 11DX instead of a four-letter SCAC; enter it exactly like that.',
  },
  {
    name: 'Hamburg Süd',
    scac: 'SUDU',
    alternateScacs: [],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the Maersk group. Use SUDU for documents issued under the Hamburg Süd name.',
  },
  {
    name: 'Sealand',
    scac: 'SEAU',
    alternateScacs: ['SEJJ', 'MCCQ'],
    group: 'Maersk',
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Part of the Maersk group. SEAU covers the Americas, SEJJ Europe and MCCQ Asia; all three resolve to Sealand.',
  },
  {
    name: 'Safmarine',
    scac: 'SAFM',
    alternateScacs: [],
    group: 'Maersk',
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'Part of the Maersk group. Track by bill of lading or booking for the widest coverage.',
  },
  {
    name: 'KMTC',
    scac: 'KMTU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Korea Marine Transport Co.; intra-Asia and Asia–Middle East services.',
  },
  {
    name: 'SM Line',
    scac: 'SMLM',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes:
      'Do not confuse SMLM with SMLU (Seaboard Marine). Track by bill of lading or booking for the widest coverage.',
  },
  {
    name: 'Sinokor',
    scac: 'SKLU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Intra-Asia services out of Korea, China and Japan.',
  },
  {
    name: 'Namsung Shipping',
    scac: 'NSRU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Intra-Asia services out of Korea.',
  },
  {
    name: 'T.S. Lines',
    scac: 'TXZJ',
    alternateScacs: ['13DF', 'TSSU'],
    trackBy: {container: 'yes', billOfLading: 'varies', booking: 'varies'},
    notes: 'The codes 13DF and TSSU resolve to TXZJ. Container numbers work on every service.',
  },
  {
    name: 'Emirates Shipping Line',
    scac: 'ESPU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Services between the Middle East, India, Asia and Africa.',
  },
  {
    name: 'RCL (Regional Container Lines)',
    scac: 'REGU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Intra-Asia services out of Thailand.',
  },
  {
    name: 'Samudera Shipping',
    scac: 'SIKU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Intra-Asia services out of Indonesia.',
  },
  {
    name: 'Gold Star Line',
    scac: 'GOSU',
    alternateScacs: ['GSLU'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'varies'},
    notes: 'You can enter GOSU or GSLU as the carrier; both resolve to Gold Star Line.',
  },
  {
    name: 'CU Lines (China United Lines)',
    scac: 'CULU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Intra-Asia services out of China.',
  },
  {
    name: 'SeaLead Shipping',
    scac: 'SQQY',
    alternateScacs: ['SJHH'],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'The code SJHH resolves to SQQY.',
  },
  {
    name: 'Matson',
    scac: 'MATS',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'US Pacific services, including Hawaii. Track by bill of lading or booking for the widest coverage.',
  },
  {
    name: 'Seaboard Marine',
    scac: 'SMLU',
    alternateScacs: [],
    trackBy: {container: 'varies', billOfLading: 'varies', booking: 'varies'},
    notes:
      'Services between the United States, the Caribbean and Latin America. Add the container numbers and the bill of lading together to give tracking the best chance.',
  },
  {
    name: 'TOTE Maritime',
    scac: 'TOTE',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'US domestic services to Puerto Rico and Alaska.',
  },
  {
    name: 'Pasha Hawaii',
    scac: 'PSHI',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'US domestic services between the West Coast and Hawaii.',
  },
  {
    name: 'Atlantic Container Line',
    scac: 'ACLU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Transatlantic services between North America and Northern Europe.',
  },
  {
    name: 'Arkas Line',
    scac: 'ARKU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Mediterranean and Black Sea services out of Turkey.',
  },
  {
    name: 'Turkon Line',
    scac: 'TRKU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Services between Turkey, the Mediterranean and the US East Coast.',
  },
  {
    name: 'Ignazio Messina',
    scac: 'LMCU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Services between the Mediterranean, the Middle East and Africa.',
  },
  {
    name: 'Marfret',
    scac: 'MFTU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Mediterranean, Caribbean and South Pacific services out of France.',
  },
  {
    name: 'Swire Shipping',
    scac: 'CHVW',
    alternateScacs: ['SSBF'],
    trackBy: {container: 'varies', billOfLading: 'yes', booking: 'yes'},
    notes: 'Pacific and Asia–Oceania services. Track by bill of lading or booking for the widest coverage.',
  },
  {
    name: 'Shipping Corporation of India',
    scac: 'SCIU',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Services out of India.',
  },
  {
    name: 'FESCO',
    scac: 'FESO',
    alternateScacs: [],
    trackBy: {container: 'yes', billOfLading: 'yes', booking: 'yes'},
    notes: 'Services through Russian Far East ports, often with an onward rail leg.',
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
 * Finds the carrier whose primary SCAC or alternate code is `scac`, ignoring case and surrounding spaces.
 * Legacy SCACs are not matched here; use {@link resolveScac} for those.
 */
export function carrierByScac(scac: string): Carrier | undefined {
  const code = scac.trim().toUpperCase();
  if (code === '') return undefined;
  return carriers.find((carrier) => carrier.scac === code || carrier.alternateScacs.includes(code));
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
