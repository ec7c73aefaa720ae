// The one example world of the site: Northwind Forwarding's shipments and the boxes the pages use without a shipment.
// Pages, the OpenAPI document's examples, the webhook examples, the import template and the tutorials' programs use
// these values; the content scanner (tests/content/rules/world-*.ts) fails wherever a copy disagrees.
// The OpenAPI document's examples were the most detailed copy when this module was written, so their values won
// wherever two copies disagreed.

/**
 * The world's one moment: every page, example and fresh state of the mock server shows the world as it is at this
 * instant. What happened before it is history (actual milestones, finished imports); what comes after it is an
 * estimate or a plan. The mock server's clock for a new API key starts here and runs forward, so what a reader's
 * program creates comes after everything the world shows.
 */
export const WORLD_AS_OF = '2026-04-22T09:20:00Z';

/** The moment as pages write it: "22 April 2026, 09:00 UTC". */
export const worldAsOfLabel = (): string => {
  const date = new Date(WORLD_AS_OF);
  const month = date.toLocaleString('en-US', {month: 'long', timeZone: 'UTC'});
  const time = WORLD_AS_OF.slice(11, 16);
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}, ${time} UTC`;
};

/** The custom fields Northwind's workspace defines (Settings › Custom fields), by key. */
export const CUSTOM_FIELDS = {
  po_number: {label: 'PO number', type: 'text'},
  incoterms: {label: 'Incoterms', type: 'select', options: ['EXW', 'FOB', 'CIF', 'DAP', 'DDP']},
  eta_buffer_days: {label: 'ETA buffer days', type: 'number'},
  delivery_appointment: {label: 'Delivery appointment', type: 'date'},
  account_manager: {label: 'Account manager', type: 'user'},
} as const satisfies Record<
  string,
  {label: string; type: 'text' | 'number' | 'date' | 'select' | 'user'; options?: readonly string[]}
>;
export type CustomFieldKey = keyof typeof CUSTOM_FIELDS;

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
  vessel?: {name: string; imo: string; mmsi: string; voyage: string};
  customer?: WorldCustomer;
  tags: readonly string[];
  /** Custom field values by key (keys of CUSTOM_FIELDS). */
  customFields?: Readonly<Partial<Record<CustomFieldKey, string>>>;
  /** Notes Northwind's team wrote on the shipment. */
  notes?: string;
  /**
   * A tutorial adds the shipment itself, so a fresh API key does not have it yet: the supplier's list of "Track a list
   * of containers", or the sample file of the import tutorials.
   */
  addedBy?: 'supplier-list' | 'sample-file';
  /** The carrier knows the number but publishes no data yet: tracking stays `awaiting_carrier_data`. */
  awaitingCarrierData?: true;
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
    vessel: {name: 'CMA CGM ORFEO', imo: '9776418', mmsi: '228394700', voyage: '0TG2KE1MA'},
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
    vessel: {name: 'MSC ELODIE', imo: '9839131', mmsi: '636021874', voyage: 'FA614W'},
    customer: CUSTOMERS.brightside,
    tags: ['priority', 'furniture'],
    // The delivery appointment is the planned delivery of the journey (./world-journeys.ts).
    customFields: {po_number: 'PO-88213', incoterms: 'FOB', delivery_appointment: '2026-05-26'},
    notes: 'Deliver to the Brightside Home DC in Rotterdam. Book the unloading slot 24 hours ahead.',
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
    story: 'Added by bill of lading: the Excel tutorial and the April import example (ImportCompletedWithErrors).',
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
    story: 'A reefer, added by container number: the Excel tutorial and the April import example.',
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
    vessel: {name: 'MAERSK HALDEN', imo: '9322487', mmsi: '219031584', voyage: '616E'},
    customer: CUSTOMERS.harborLane,
    tags: ['west-coast', 'apparel'],
    customFields: {po_number: 'PO-88240', incoterms: 'FOB'},
    story:
      'Added by booking in March; Maersk issued the bill of lading under the same number. Discharged at Los Angeles: last free day today, one box on hold. Row 4 of the sample file repeats its bill of lading (already_tracked). Document: ShipmentDischarged.',
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
    story: 'A leased box that needs its carrier named: the Excel tutorial and the April import example.',
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
    story: 'Row 7 of the April import example (ImportCompletedWithErrors), corrected after its check digit was lost.',
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
    story: 'Row 9 of the April import example; row 23 repeats its container and is skipped.',
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
    containers: [{number: 'MSKU2205432', sizeType: '45G1', id: 'ctr_6Pn3Vr8Kd2Qw5J'}],
    pol: 'CNNGB',
    pod: 'USLAX',
    // On the same sailing as NW-2026-0415.
    vessel: {name: 'MAERSK HALDEN', imo: '9322487', mmsi: '219031584', voyage: '616E'},
    tags: ['west-coast'],
    customFields: {po_number: 'PO-88277'},
    story:
      'Row 19 of the April import example, corrected from the SCAC "MSK". Picked up full, its empty due back in two days: return_due_soon. Document: ContainerListReturnBy, ShipmentRiskFlagRaisedReturnDueSoon.',
  },
  {
    reference: 'NW-2026-0431',
    addedBy: 'supplier-list',
    id: 'shp_3Nd8Kw2Qx6Lp1F',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7431522',
    containers: [{number: 'MSCU5509445', sizeType: '42G1', id: 'ctr_8Hq2Lw5Nc7Vt3R'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    transshipment: ['SGSIN'],
    // On the same sailing as NW-2026-0412.
    vessel: {name: 'MSC ELODIE', imo: '9839131', mmsi: '636021874', voyage: 'FA614W'},
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 1.",
  },
  {
    reference: 'NW-2026-0432',
    addedBy: 'supplier-list',
    id: 'shp_5Rj1Vt7Bm3Yc9H',
    carrier: 'CMDU',
    containers: [{number: 'CMAU3318026', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 2.",
  },
  {
    reference: 'NW-2026-0433',
    addedBy: 'supplier-list',
    id: 'shp_9Gs4Zx2Ln8Wq6D',
    carrier: 'MAEU',
    containers: [{number: 'TRHU4471097', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "The supplier's list in the track-a-list tutorial, row 3: a leased box.",
  },
  {
    reference: 'NW-2026-0434',
    addedBy: 'supplier-list',
    id: 'shp_7Ta3Pm5Kc1Xv4E',
    carrier: 'MSCU',
    firstAddedAs: 'MAEU',
    containers: [{number: 'MSCU4520033', sizeType: '45G1'}],
    tags: ['supplier-list'],
    story: "Row 4: the supplier named Maersk, the box is MSC's; not_found until the carrier is corrected.",
  },
  {
    reference: 'NW-2026-0435',
    addedBy: 'supplier-list',
    id: 'shp_1Wf6Hy9Dq4Rb8N',
    carrier: 'CMDU',
    containers: [{number: 'CMAU9043517', sizeType: '45G1'}],
    tags: ['supplier-list'],
    awaitingCarrierData: true,
    story: 'Row 5: awaiting carrier data.',
  },
  {
    reference: 'NW-2026-0437',
    addedBy: 'sample-file',
    id: 'shp_Qe4Wn7Bd2Xr9Ls',
    carrier: 'MSCU',
    billOfLading: 'MEDUS7437206',
    importedBy: ['billOfLading'],
    containers: [{number: 'MSCU6041739', sizeType: '45G1'}],
    pol: 'CNNGB',
    pod: 'NLRTM',
    tags: ['rotterdam-dc', 'april-2026'],
    customFields: {po_number: 'PO-88402'},
    story:
      'Row 2 of the sample file of the import tutorials: by bill of lading; its box comes with the carrier answer.',
  },
  {
    reference: 'NW-2026-0438',
    addedBy: 'sample-file',
    id: 'shp_Hv8Kc3Tm6Pz1Wd',
    carrier: 'MAEU',
    containers: [{number: 'MRKU7412050', sizeType: '45R1'}],
    pol: 'CNSHA',
    pod: 'USLAX',
    tags: ['reefer', 'west-coast', 'april-2026'],
    customFields: {po_number: 'PO-88405'},
    story: 'Row 3 of the sample file: a reefer by container number.',
  },
  {
    reference: 'NW-2026-0439',
    addedBy: 'sample-file',
    id: 'shp_Zt2Rx9Lf5Nq7Jb',
    carrier: 'CMDU',
    containers: [{number: 'TCNU5927043', sizeType: '45G1'}],
    pol: 'CNNGB',
    pod: 'USLAX',
    tags: ['west-coast', 'april-2026'],
    customFields: {po_number: 'PO-88409'},
    story: 'Row 5 of the sample file: a leased box, so the row names its carrier.',
  },
  {
    reference: 'NW-2026-0440',
    addedBy: 'sample-file',
    id: 'shp_Mc6Yb1Vk8Ds4Gh',
    carrier: 'MSCU',
    containers: [{number: 'MSCU6044173', sizeType: '22G1'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    tags: ['priority', 'april-2026'],
    customFields: {po_number: 'PO-88411'},
    story:
      'Row 6 of the sample file lost the check digit (MSCU604417): it fails, and the corrected error report adds it.',
  },
  {
    reference: 'NW-2026-0441',
    addedBy: 'sample-file',
    id: 'shp_Ap9Fw4Hn2Ke7Tx',
    carrier: 'MSCU',
    containers: [{number: 'MEDU8185304', sizeType: '45G1'}],
    pol: 'CNSHA',
    pod: 'NLRTM',
    tags: ['rotterdam-dc', 'april-2026'],
    story: 'Row 7 of the sample file.',
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
