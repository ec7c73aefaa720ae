// The one example world of the site: Northwind Forwarding's shipments and the boxes the pages use without a shipment.
// Pages, the OpenAPI document's examples, the webhook examples, the import template and the tutorials' programs use
// these values; the content scanner (tests/content/rules/world-*.ts) fails wherever a copy disagrees.
// The OpenAPI document's examples were the most detailed copy when this module was written, so their values won
// wherever two copies disagreed.

/** The carriers of the world, by SCAC. */
export type WorldScac = 'MAEU' | 'MSCU' | 'CMDU';

export const WORLD_CARRIERS: Readonly<Record<WorldScac, {name: string; ownerCodes: readonly string[]}>> = {
  // Maersk's own boxes carry MAEU, MSKU or MRKU (MRKU mostly reefers).
  MAEU: {name: 'Maersk', ownerCodes: ['MAEU', 'MSKU', 'MRKU']},
  // MSC's boxes carry MSCU or MEDU; MEDU is also the prefix of MSC's bills of lading.
  MSCU: {name: 'MSC', ownerCodes: ['MSCU', 'MEDU']},
  CMDU: {name: 'CMA CGM', ownerCodes: ['CMAU']},
};

/** Owner codes of leasing companies: their boxes sail with any carrier, so a row always names the carrier. */
export const LEASING_OWNER_CODES: readonly string[] = ['TGHU', 'TCNU', 'TRHU'];

/** The world's ports (UN/LOCODE). */
export const WORLD_PORTS = {
  CNSHA: 'Shanghai',
  CNNGB: 'Ningbo',
  SGSIN: 'Singapore',
  NLRTM: 'Rotterdam',
  USLAX: 'Los Angeles',
} as const;
export type WorldPort = keyof typeof WORLD_PORTS;

/** ISO 6346 size-type codes the world uses: 22G1 20' dry, 42G1 40' dry, 45G1 40' high cube, 45R1 40' high cube reefer. */
export type SizeType = '22G1' | '42G1' | '45G1' | '45R1';

export const SIZE_TYPES: Readonly<Record<SizeType, {size: '20' | '40'; type: 'dry' | 'high_cube' | 'reefer'}>> = {
  '22G1': {size: '20', type: 'dry'},
  '42G1': {size: '40', type: 'dry'},
  '45G1': {size: '40', type: 'high_cube'},
  '45R1': {size: '40', type: 'reefer'},
};

/** How pages name each size-type. */
export const SIZE_TYPE_LABELS: Readonly<Record<SizeType, string>> = {
  '22G1': '20′ dry',
  '42G1': '40′ dry',
  '45G1': '40′ high cube',
  '45R1': '40′ high cube reefer',
};

export interface WorldContainer {
  /** ISO 6346 number with a valid check digit. */
  number: string;
  sizeType: SizeType;
  /** The API id (`ctr_…`), where an example shows it. */
  id?: string;
}

export interface WorldCustomer {
  id: string;
  name: string;
}

export const CUSTOMERS = {
  brightside: {id: 'cus_5Hn2Rk8Lq3', name: 'Brightside Home BV'},
  harborLane: {id: 'cus_8Wd4Tz1Mv6', name: 'Harbor Lane Outfitters'},
} as const satisfies Record<string, WorldCustomer>;

export interface WorldShipment {
  /** Northwind's own reference: `NW-2026-` and four digits. */
  reference: string;
  /** The API id (`shp_…`). */
  id: string;
  carrier: WorldScac;
  /**
   * The carrier the shipment was first added with, before the correction an example shows (a shipment that was
   * `not_found` under the wrong carrier). Pages may show either carrier with this reference.
   */
  firstAddedAs?: WorldScac;
  billOfLading?: string;
  booking?: string;
  /** The identifiers Northwind's import row gives (default: the container numbers). */
  importedBy?: readonly ('container' | 'billOfLading' | 'booking')[];
  containers: readonly WorldContainer[];
  /** Port of loading and port of discharge; absent while the carrier has not answered. */
  pol?: WorldPort;
  pod?: WorldPort;
  transshipment?: readonly WorldPort[];
  vessel?: {name: string; imo: string; voyage: string};
  /** ISO dates (UTC) of departure and arrival: estimated, or actual once they happened. */
  departed?: string;
  arrives?: string;
  customer?: WorldCustomer;
  tags: readonly string[];
  /** Custom field values by key. */
  customFields?: Readonly<Record<string, string>>;
  /** Where the shipment appears, so that an editor knows what a change touches. */
  story: string;
}

export const SHIPMENTS: readonly WorldShipment[] = [
  {
    reference: 'NW-2026-0377',
    id: 'shp_1Pz6Kc3Ws8Hn5V',
    carrier: 'CMDU',
    containers: [{number: 'CMAU1149631', sizeType: '45G1'}],
    pol: 'CNSHA',
    pod: 'USLAX',
    customer: CUSTOMERS.harborLane,
    tags: ['west-coast'],
    story: 'An older finished shipment, archived together with NW-2026-0398 in the archive examples.',
  },
  {
    reference: 'NW-2026-0398',
    id: 'shp_4Rt9Wd1ZpK6nYc',
    carrier: 'CMDU',
    billOfLading: 'CMDUSHA2603981',
    containers: [
      // The demurrage and detention worked example's box (api-design §5, March 2026).
      {number: 'CMAU5632416', sizeType: '45G1', id: 'ctr_3Nv7Ck1Hd8Mp4S'},
      {number: 'CMAU7711242', sizeType: '45G1'},
    ],
    pol: 'CNSHA',
    pod: 'USLAX',
    vessel: {name: 'CMA CGM ORFEO', imo: '9776418', voyage: '0TG2KE1MA'},
    departed: '2026-02-13',
    arrives: '2026-03-01',
    customer: CUSTOMERS.harborLane,
    tags: ['west-coast'],
    customFields: {po_number: 'PO-87940'},
    story: 'Finished and auto-archived; the D&D worked example. Document: ShipmentArchived, ContainerListCharges.',
  },
  {
    reference: 'NW-2026-0412',
    id: 'shp_2Xc8Lq4NwP7dRt',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7412093',
    importedBy: ['container', 'billOfLading'],
    containers: [
      {number: 'MSCU7512387', sizeType: '45G1'},
      // A leased box: the carrier cannot be read from its owner code.
      {number: 'TGHU6124304', sizeType: '45G1'},
    ],
    pol: 'CNSHA',
    pod: 'NLRTM',
    transshipment: ['SGSIN'],
    vessel: {name: 'MSC ELODIE', imo: '9839131', voyage: 'FA614W'},
    departed: '2026-04-14',
    arrives: '2026-05-19',
    customer: CUSTOMERS.brightside,
    tags: ['priority', 'furniture'],
    customFields: {po_number: 'PO-88213', incoterms: 'FOB'},
    story: 'The main example: in transit with an ETA delay. Document: ShipmentInTransit, ShipmentWithContainers.',
  },
  {
    reference: 'NW-2026-0413',
    id: 'shp_hb7eKzhbLvhLVA',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7413358',
    importedBy: ['billOfLading'],
    containers: [{number: 'MEDU6138242', sizeType: '22G1'}],
    pol: 'CNNGB',
    pod: 'NLRTM',
    customer: CUSTOMERS.brightside,
    tags: ['rotterdam-dc'],
    customFields: {po_number: 'PO-88219', incoterms: 'FOB'},
    story: 'Added by bill of lading in the import tutorials.',
  },
  {
    reference: 'NW-2026-0414',
    id: 'shp_wgdwPcBfEWaAky',
    carrier: 'MAEU',
    containers: [{number: 'MRKU5530413', sizeType: '45R1'}],
    pol: 'CNSHA',
    pod: 'USLAX',
    tags: ['reefer', 'west-coast'],
    customFields: {po_number: 'PO-88236', incoterms: 'CIF'},
    story: 'A reefer, added by container number in the import tutorials.',
  },
  {
    reference: 'NW-2026-0415',
    id: 'shp_7HkM2vQe9sLw4B',
    carrier: 'MAEU',
    // Maersk uses one number for the booking and the bill of lading.
    billOfLading: '264019385',
    booking: '264019385',
    importedBy: ['booking'],
    containers: [
      {number: 'MAEU4418399', sizeType: '45G1'},
      {number: 'MSKU9070323', sizeType: '42G1'},
    ],
    pol: 'CNNGB',
    pod: 'USLAX',
    vessel: {name: 'MAERSK HALDEN', imo: '9322487', voyage: '616E'},
    departed: '2026-04-01',
    arrives: '2026-04-18',
    customer: CUSTOMERS.harborLane,
    tags: ['west-coast', 'apparel'],
    customFields: {po_number: 'PO-88240', incoterms: 'FOB'},
    story: 'Discharged at Los Angeles: last free day today, one box on customs hold. Document: ShipmentDischarged.',
  },
  {
    reference: 'NW-2026-0416',
    id: 'shp_NZPncGMyn2qnQx',
    carrier: 'CMDU',
    containers: [{number: 'TCNU8847168', sizeType: '45G1'}],
    pol: 'CNNGB',
    pod: 'USLAX',
    tags: ['west-coast'],
    customFields: {po_number: 'PO-88244', incoterms: 'EXW'},
    story: 'A leased box that needs its carrier named, in the import tutorials.',
  },
  {
    reference: 'NW-2026-0418',
    id: 'shp_Mx4Rk7Tn2Wq9Lc',
    carrier: 'MSCU',
    containers: [{number: 'MSCU3390418', sizeType: '22G1'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    tags: ['priority'],
    customFields: {po_number: 'PO-88251'},
    story: 'Row 7 of the April file, corrected after its check digit was lost (file-upload tutorial).',
  },
  {
    reference: 'NW-2026-0419',
    id: 'shp_5Lr8Gq2Xw7Tc1D',
    carrier: 'CMDU',
    firstAddedAs: 'MSCU',
    billOfLading: 'CMDUNGB2604190',
    containers: [],
    tags: ['rotterdam-dc'],
    story: 'Not found under MSC, corrected to CMA CGM. Document: ShipmentPatchedCarrier.',
  },
  {
    reference: 'NW-2026-0420',
    id: 'shp_QpWTNH6sN3HQNM',
    carrier: 'MSCU',
    containers: [{number: 'MSCU8816039', sizeType: '45G1'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    tags: ['rotterdam-dc'],
    story: 'Row 9 of the April file; row 23 repeats its container and is skipped (file-upload tutorial).',
  },
  {
    reference: 'NW-2026-0421',
    id: 'shp_9Vb3Nx6Tq2Jm8F',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7421186',
    containers: [],
    tags: [],
    story: 'Added a moment ago by bill of lading; the carrier has not answered. Document: ShipmentPending.',
  },
  {
    reference: 'NW-2026-0423',
    id: 'shp_6Ej2Wr9Tk4Ys7U',
    carrier: 'MSCU',
    containers: [{number: 'MEDU7723154', sizeType: '45G1'}],
    pod: 'NLRTM',
    tags: ['rotterdam-dc', 'api-sync'],
    customFields: {po_number: 'PO-88311'},
    story: 'JSON import, item 1. Document: ImportJsonRequest, ImportCompletedWithShipments.',
  },
  {
    reference: 'NW-2026-0424',
    id: 'shp_1Hc5Nf8Qb3Lv6X',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7424410',
    containers: [],
    customer: CUSTOMERS.brightside,
    tags: ['api-sync'],
    customFields: {po_number: 'PO-88317', delivery_appointment: '2026-05-28'},
    story: 'JSON import, item 2 (by bill of lading).',
  },
  {
    reference: 'NW-2026-0425',
    id: 'shp_8Zu3Gm6Jd1Pk9A',
    carrier: 'MAEU',
    booking: '265117402',
    containers: [],
    pod: 'USLAX',
    tags: ['west-coast', 'api-sync'],
    story: 'JSON import, item 3 (by booking).',
  },
  {
    reference: 'NW-2026-0426',
    id: 'shp_4Vy7Bq2Xs5Tn8C',
    carrier: 'CMDU',
    containers: [{number: 'CMAU4426025', sizeType: '45G1'}],
    tags: ['west-coast', 'api-sync'],
    story: 'JSON import, item 4.',
  },
  {
    reference: 'NW-2026-0430',
    id: 'shp_Jd6Vz3Pb8Ks1Yh',
    carrier: 'MAEU',
    containers: [{number: 'MSKU2205432', sizeType: '45G1'}],
    pol: 'CNNGB',
    pod: 'USLAX',
    tags: ['west-coast'],
    customFields: {po_number: 'PO-88277'},
    story: 'Row 19 of the April file, corrected from the SCAC "MSK" (file-upload tutorial).',
  },
  {
    reference: 'NW-2026-0431',
    id: 'shp_3Nd8Kw2Qx6Lp1F',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7431522',
    containers: [{number: 'MSCU5509445', sizeType: '42G1', id: 'ctr_8Hq2Lw5Nc7Vt3R'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    // On the same sailing as NW-2026-0412.
    vessel: {name: 'MSC ELODIE', imo: '9839131', voyage: 'FA614W'},
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 1.",
  },
  {
    reference: 'NW-2026-0432',
    id: 'shp_5Rj1Vt7Bm3Yc9H',
    carrier: 'CMDU',
    containers: [{number: 'CMAU3318026', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 2.",
  },
  {
    reference: 'NW-2026-0433',
    id: 'shp_9Gs4Zx2Ln8Wq6D',
    carrier: 'MAEU',
    containers: [{number: 'TRHU4471097', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 3: a leased box.",
  },
  {
    reference: 'NW-2026-0434',
    id: 'shp_7Ta3Pm5Kc1Xv4E',
    carrier: 'MSCU',
    firstAddedAs: 'MAEU',
    containers: [{number: 'MSCU4520033', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "Row 4: the supplier named Maersk, the box is MSC's; not_found until the carrier is corrected.",
  },
  {
    reference: 'NW-2026-0435',
    id: 'shp_1Wf6Hy9Dq4Rb8N',
    carrier: 'CMDU',
    containers: [{number: 'CMAU9043517', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: 'Row 5: awaiting carrier data.',
  },
];

/**
 * References that pages use without a shipment of their own: a reference that finds nothing, a reference after a
 * rename, and a supplier row that was never imported because its container number is invalid.
 */
export const REFERENCES_WITHOUT_SHIPMENT: Readonly<Record<string, string>> = {
  'NW-2026-0499': 'No shipment has it: the not-found example.',
  'NW-2026-0412-A': 'NW-2026-0412 after the rename example.',
  'NW-2026-0436': 'Supplier row with the invalid number CMAU5632418: never imported.',
};

/** An import row that the examples show failing because its reference is taken: the box never became a shipment. */
export interface RejectedRow {
  reference: string;
  container: string;
  carrier: WorldScac;
  why: string;
}

export const REJECTED_ROWS: readonly RejectedRow[] = [
  {
    reference: 'NW-2026-0412',
    container: 'CMAU2271351',
    carrier: 'CMDU',
    why: 'Row 3 of the JSON dry-run example: the reference belongs to another shipment (reference_conflict).',
  },
];

/** Boxes that pages show without a shipment of the world. */
export const BOXES_WITHOUT_SHIPMENT: Readonly<Record<string, string>> = {
  // The worked example of ISO 6346 itself; its owner code is not one of the world's carriers.
  CSQU3054383: 'The ISO 6346 worked example of the check digit.',
  // A number that no carrier knows: the test container whose tracking stays `not_found`.
  BRLU0000401: 'The test container that stays not_found.',
};

/** The shipment with this reference, or undefined. */
export const shipmentByReference = (reference: string): WorldShipment | undefined =>
  SHIPMENTS.find((shipment) => shipment.reference === reference);

/** The shipment that carries this container, or undefined. */
export const shipmentOfContainer = (number: string): WorldShipment | undefined =>
  SHIPMENTS.find((shipment) => shipment.containers.some((container) => container.number === number));

/** The container of the world with this number, or undefined. */
export const worldContainer = (number: string): WorldContainer | undefined =>
  SHIPMENTS.flatMap((shipment) => shipment.containers).find((container) => container.number === number);

/** The main example shipment, for pages and components that show one shipment. */
export const MAIN_SHIPMENT = SHIPMENTS.find((shipment) => shipment.reference === 'NW-2026-0412') as WorldShipment;
