/**
 * One rule per product behavior that several pages state: when a shipment becomes `not_found`, when a wrong check
 * digit can be tracked anyway, who reports customs and what an absent hold means, which list a saved view is built
 * on, and how free time starts. Pages render these sentences instead of writing their own; the API document owns what
 * it describes (the enums read here), and `tests/unit/product-rules.test.ts` checks that it says the same.
 */
import {enumAt} from '../lib/api-facts/enums';

/** Days Berthline retries a number the carrier knows but publishes nothing for, before `not_found`. */
export const AWAITING_CARRIER_DATA_DAYS = 7;

/** The description of a value of an enum of the API document. */
export function enumDescription(location: string, value: string): string {
  const entry = enumAt(location).values.find((candidate) => candidate.value === value);
  if (!entry?.description) throw new Error(`${location} has no described value ${value}`);
  return entry.description;
}

/** Where a container's last free day can come from, in the document's order, which is their precedence. */
export const LAST_FREE_DAY_SOURCE = 'Container.last_free_day_source';

/**
 * How a last free day is found, from the document: each source of `last_free_day_source` in its order of precedence,
 * told by its description ("`user`: someone in your workspace entered the date in the web app").
 */
function lastFreeDayRule(): string {
  const sources = enumAt(LAST_FREE_DAY_SOURCE).values.map(({value}) => {
    const said = enumDescription(LAST_FREE_DAY_SOURCE, String(value)).replace(/\.$/, '');
    const running = /^Berthline\b/.test(said) ? said : said.charAt(0).toLowerCase() + said.slice(1);
    return `\`${String(value)}\` (${running})`;
  });
  return `A container's \`last_free_day\` is the date of the first of these sources that has one, and \`last_free_day_source\` names it: ${sources.join('; ')}. With none of them it is \`null\`, and \`lfd_approaching\` cannot be raised until a date or the free time is entered.`;
}

/**
 * The rules, each one sentence or two of inline Markdown (code spans and bold only), by id. Pages show one with
 * `<ProductRule id="tracking.notFound" />`; a data module or component reads it from here.
 */
export const PRODUCT_RULES = {
  /** When `not_found` is set: both ways a number ends there. */
  'tracking.notFound': `A shipment becomes \`not_found\` when the carrier does not know its number: at once, when the first lookup finds nothing (most often a wrong carrier), or after ${AWAITING_CARRIER_DATA_DAYS} days of \`awaiting_carrier_data\`, when the carrier never publishes data for a number it knows.`,
  /** `awaiting_carrier_data`, where a table says what happens next. */
  'tracking.awaiting': `Checked once a day for up to ${AWAITING_CARRIER_DATA_DAYS} days, then \`not_found\``,
  /** A wrong check digit in the web app's Add shipment. */
  'checkDigit.addShipment':
    'Berthline checks the check digit as you type. If you copied the number correctly from the container and it still fails, select **Track anyway**: a few real containers carry a wrong check digit.',
  /** A wrong check digit in a file or JSON import. */
  'checkDigit.imports':
    'An import never tracks a number whose check digit is wrong: the row fails with `invalid_container_number`. If the number is exactly what the box carries, add that container with **Add shipment** and **Track anyway**.',
  /** Who reports customs status to Berthline. */
  'customs.reporter': 'the terminals, through the hold flags they publish',
  /** How a container's last free day is found, and when there is none (the document's precedence of sources). */
  'lastFreeDay.source': lastFreeDayRule(),
  /** What no customs hold means, and what it does not. */
  'customs.cleared':
    'No active `customs` hold is not a customs release: it means only that the terminal shows no customs hold. Whether the entry is released is known to your customs broker, and the holds of other agencies appear as `usda` or `other` only where the terminal reports them.',
} as const;

export type RuleId = keyof typeof PRODUCT_RULES;

/** The rule with this id; throws with the known ids. */
export function productRule(id: string): string {
  if (!(id in PRODUCT_RULES)) {
    throw new Error(`Unknown product rule "${id}". Known: ${Object.keys(PRODUCT_RULES).join(', ')}.`);
  }
  return PRODUCT_RULES[id as RuleId];
}

/** A saved view a page tells readers to build, and the list it is built on. */
export interface SavedView {
  name: string;
  /** The web app's list the view filters: containers carry last free days, shipments carry risk flags. */
  list: 'Containers' | 'Shipments';
  filter: string;
}

export const views = {
  pickUpThisWeek: {
    name: 'Pick up this week',
    list: 'Containers',
    // On or before, not "Next 7 days": a container past its last free day is the most urgent one on the list.
    filter:
      '**Last free day** **On or before** **7 days from today**, and **Status** `discharged`, `available` or `on_hold`',
  },
  demurrageRisk: {
    name: 'Demurrage risk',
    list: 'Shipments',
    filter: '**Risk flags** `lfd_approaching` or `demurrage_accruing`',
  },
} as const satisfies Record<string, SavedView>;

/** The free-time settings of Edit free time, by the API values they set (`Demurrage.starts_with`, `FirstFreeDay`). */
export const freeTimeSettings = {
  startsWith: {discharged_destination: 'Discharge', available_for_pickup: 'Available for pickup'},
  firstFreeDay: {trigger_day: 'On the day of that milestone', next_day: 'On the day after it'},
} as const;
