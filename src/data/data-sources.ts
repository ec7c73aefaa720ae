/**
 * Where the pages' terminal, rail and customs facts come from: which terminals and railways Berthline reads, by
 * port, what each one gives (availability, holds, last free day), and where customs status comes from, by country.
 *
 * The one source of `<DataSourceTable />` on /docs/coverage/data-sources. Carriers
 * are in ./carriers.ts. A port, facility or country that is not listed here is not covered: its containers get
 * carrier milestones only.
 */

import type {Port} from './locodes';
import {productRule} from './product-rules';

/**
 * Whether a source gives one kind of fact.
 *
 * - `yes`: for every container Berthline tracks at that facility.
 * - `varies`: for some containers only, because the source publishes the fact for some carriers, services or
 *   customers and not others (a last free day, for example, appears only once the carrier has sent the
 *   terminal its free time). When the fact is missing, the field is `null` ("unknown"), never "none".
 * - `no`: the source never gives it; ask the carrier, the trucker or your broker.
 */
export type SourceCoverage = 'yes' | 'varies' | 'no';

/** A terminal or a railway, and what Berthline reads from it. */
export interface FacilitySource {
  /**
   * The port the facility serves, or for a railway the seaports its trains leave from: one UN/LOCODE per port, named
   * as ./locodes.ts names it (a test checks each code against its name).
   */
  ports: readonly Port[];
  /** The terminal or railway. */
  facility: string;
  kind: 'terminal' | 'rail';
  /** Whether the container is ready to collect (`available_for_pickup`). */
  availability: SourceCoverage;
  /** Customs, freight, terminal and agriculture holds (`holds`). */
  holds: SourceCoverage;
  /** The last day to collect without storage or demurrage charges (`last_free_day`). */
  lastFreeDay: SourceCoverage;
  /** What to know about this source, in one sentence. */
  note: string;
}

/** Where customs status comes from in one country. */
export interface CustomsSource {
  country: string;
  /** Where Berthline reads customs status, or what it does not read. */
  source: string;
  /** What the reader sees: milestones, holds, or nothing. */
  gives: string;
  coverage: SourceCoverage;
}

/** Terminals first, grouped by port, then railways; each port's terminals in alphabetical order. */
export const facilitySources: readonly FacilitySource[] = [
  {
    ports: [{code: 'USLAX', name: 'Los Angeles'}],
    facility: 'APM Terminals Pier 400',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Holds are typed: customs, freight, terminal and USDA.',
  },
  {
    ports: [{code: 'USLAX', name: 'Los Angeles'}],
    facility: 'Fenix Marine Services (Pier 300)',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'The last free day appears once the carrier has released the container to the terminal.',
  },
  {
    ports: [{code: 'USLAX', name: 'Los Angeles'}],
    facility: 'TraPac',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'varies',
    note: 'The last free day is published for some carriers only.',
  },
  {
    ports: [{code: 'USLAX', name: 'Los Angeles'}],
    facility: 'Yusen Terminals (YTI)',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Availability can switch back to unavailable when a hold is added after discharge.',
  },
  {
    ports: [{code: 'USLGB', name: 'Long Beach'}],
    facility: 'Long Beach Container Terminal (LBCT)',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Containers leaving by on-dock rail show the railway’s last free day instead.',
  },
  {
    ports: [{code: 'USLGB', name: 'Long Beach'}],
    facility: 'Total Terminals International (TTI)',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Holds are typed: customs, freight, terminal and USDA.',
  },
  {
    ports: [{code: 'USNYC', name: 'New York and New Jersey'}],
    facility: 'APM Terminals Elizabeth',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Holds are typed: customs, freight, terminal and USDA.',
  },
  {
    ports: [{code: 'USNYC', name: 'New York and New Jersey'}],
    facility: 'Maher Terminals',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'varies',
    note: 'The last free day is published for some carriers only.',
  },
  {
    ports: [{code: 'USSAV', name: 'Savannah'}],
    facility: 'Garden City Terminal',
    kind: 'terminal',
    availability: 'yes',
    holds: 'yes',
    lastFreeDay: 'yes',
    note: 'Includes the on-terminal rail yards; rail-bound containers show the railway afterwards.',
  },
  {
    ports: [{code: 'NLRTM', name: 'Rotterdam'}],
    facility: 'ECT Delta and ECT Euromax',
    kind: 'terminal',
    availability: 'yes',
    holds: 'varies',
    lastFreeDay: 'no',
    note: 'Customs and commercial release appear as holds; free time is the carrier’s, so enter it and Berthline computes the last free day.',
  },
  {
    ports: [{code: 'NLRTM', name: 'Rotterdam'}],
    facility: 'Rotterdam World Gateway',
    kind: 'terminal',
    availability: 'yes',
    holds: 'varies',
    lastFreeDay: 'no',
    note: 'Customs and commercial release appear as holds; free time is the carrier’s, so enter it and Berthline computes the last free day.',
  },
  {
    ports: [{code: 'DEHAM', name: 'Hamburg'}],
    facility: 'HHLA Container Terminals Altenwerder and Burchardkai',
    kind: 'terminal',
    availability: 'yes',
    holds: 'varies',
    lastFreeDay: 'no',
    note: 'Customs release appears as a released customs hold when the terminal has it.',
  },
  {
    ports: [{code: 'SGSIN', name: 'Singapore'}],
    facility: 'PSA Singapore',
    kind: 'terminal',
    availability: 'no',
    holds: 'no',
    lastFreeDay: 'no',
    note: 'A transshipment hub: discharge and load times of each container, which show a missed connection early.',
  },
  {
    ports: [
      {code: 'USLAX', name: 'Los Angeles'},
      {code: 'USLGB', name: 'Long Beach'},
    ],
    facility: 'BNSF Railway',
    kind: 'rail',
    availability: 'yes',
    holds: 'no',
    lastFreeDay: 'yes',
    note: 'Rail milestones to inland ramps such as Chicago and Dallas; the last free day is the ramp’s.',
  },
  {
    ports: [
      {code: 'USLAX', name: 'Los Angeles'},
      {code: 'USLGB', name: 'Long Beach'},
    ],
    facility: 'Union Pacific',
    kind: 'rail',
    availability: 'yes',
    holds: 'no',
    lastFreeDay: 'yes',
    note: 'Rail milestones to inland ramps; the last free day is the ramp’s.',
  },
  {
    ports: [
      {code: 'USNYC', name: 'New York and New Jersey'},
      {code: 'USSAV', name: 'Savannah'},
    ],
    facility: 'CSX and Norfolk Southern',
    kind: 'rail',
    availability: 'yes',
    holds: 'no',
    lastFreeDay: 'varies',
    note: 'The ramp’s last free day appears for some ramps only.',
  },
];

/**
 * Customs status by country, in the order of the ports above, then everywhere else. Berthline reads no customs
 * authority and no customs broker feed: wherever it knows customs status, the terminal reported it as a hold flag.
 */
export const customsSources: readonly CustomsSource[] = [
  {
    country: 'United States, at the terminals listed above',
    source: 'The terminals’ hold flags for CBP (customs) and USDA holds, set and lifted by the terminal',
    gives:
      'An active customs or USDA hold until the terminal lifts it; Berthline derives the customs_hold and customs_released milestones from the flag (source terminal). Other agencies’ holds appear as other where the terminal reports them',
    coverage: 'yes',
  },
  {
    country: 'Netherlands, at the Rotterdam terminals listed above',
    source: 'The terminals’ customs release status, where the terminal publishes it for the container',
    gives:
      'An active customs hold while the terminal shows the container as not released by customs; no hold where the terminal publishes nothing',
    coverage: 'varies',
  },
  {
    country: 'Germany, at the Hamburg terminals listed above',
    source: 'The terminals’ customs release status, where the terminal publishes it for the container',
    gives:
      'An active customs hold while the terminal shows the container as not released by customs; no hold where the terminal publishes nothing',
    coverage: 'varies',
  },
  {
    country: 'Every other country and terminal',
    source: 'Not covered: Berthline reads no customs status there',
    gives: 'No customs milestones or holds. Ask your customs broker whether the entry is released',
    coverage: 'no',
  },
];

/** A fact a page shows, and whether a source reports it or Berthline works it out from what sources report. */
export interface FactOrigin {
  /** The fact, as the API or the web app names it. */
  fact: string;
  /** `reported`: a source states it; `derived`: Berthline computes it from reported facts. */
  origin: 'reported' | 'derived';
  /** Who reports it, or what Berthline derives it from. */
  how: string;
}

/**
 * What a source reports and what Berthline derives, for the terminal, rail and customs facts. A derived fact is never
 * more certain than the facts it comes from: where those are unknown (`null`), so is the derived one.
 */
export const factOrigins: readonly FactOrigin[] = [
  {
    fact: '`available_for_pickup`',
    origin: 'reported',
    how: 'The terminal, or the railway at an inland ramp (milestone `source` `terminal` or `rail`).',
  },
  {
    fact: '`holds`',
    origin: 'reported',
    how: 'The terminal’s hold flags, each with its type (`customs`, `freight`, `terminal`, `usda`, `other`).',
  },
  {
    fact: '`last_free_day`',
    origin: 'reported',
    how: productRule('lastFreeDay.source'),
  },
  {
    fact: 'Ready to collect',
    origin: 'derived',
    how: 'Available for pickup and no active hold of any type.',
  },
  {
    fact: '`customs_hold` and `customs_released`',
    origin: 'derived',
    how: 'The moment the terminal sets or clears a `customs` hold; the milestone’s `source` is `terminal`.',
  },
  {
    fact: 'No customs hold',
    origin: 'derived',
    how: 'No active `customs` hold, in a country marked Yes below; elsewhere Berthline cannot tell. It is not a customs release: only your customs broker knows that the entry is released.',
  },
];

/** Words for each coverage level, as the tables show them. */
export const sourceCoverageLabels: Readonly<Record<SourceCoverage, string>> = {
  yes: 'Yes',
  varies: 'Varies',
  no: 'No',
};
