/**
 * Berthline plans and their limits: the one source of every plan figure on the site.
 * The plan comparison, the rate-limit page, the billing page and the feature boxes render from this module. The
 * rate limits of each key type are API facts: the OpenAPI document owns them (x-limits), and this module reads them.
 */

import {limits as apiLimits, liveKeyLimits} from '../lib/api-facts/limits';
import type {KeyRateLimits} from '../lib/api-facts/types';

/** Identifier of a Berthline plan, in increasing order of size. */
export type PlanId = 'free' | 'starter' | 'growth' | 'enterprise';

/**
 * API rate limits that apply to each API key of a workspace on a plan.
 * Every bucket is counted per API key over a sliding 60-second window, except the burst limit (per second).
 */
export interface RateLimits {
  /** General requests per minute (every operation, including polling an import's status). */
  generalPerMinute: number;
  /** True when the general limit is a floor that the contract can raise (Enterprise). */
  generalByContract: boolean;
  /** Requests per second allowed in a short burst. */
  burstPerSecond: number;
  /** Import starts per minute, file and JSON imports counted together. */
  importStartsPerMinute: number;
  /** Imports that may be `pending` or `processing` at the same time. */
  concurrentImports: number;
}

/** Customer portal availability on a plan. */
export type CustomerPortalLevel = 'none' | 'included' | 'own-domain';

/** One Berthline plan and what it includes. */
export interface Plan {
  /** Stable identifier. */
  id: PlanId;
  /** Display name, as the web app and the invoices show it. */
  name: string;
  /** Active tracked shipments (not archived) the workspace may hold; `null` means set by contract. */
  activeShipments: number | null;
  /** Users (seats) in the workspace, portal Customers not counted; `null` means unlimited. */
  users: number | null;
  /** Custom fields the workspace may define in Settings › Custom fields. */
  customFields: number;
  /** Customer portal: not available, included on our domain, or included on your own domain. */
  customerPortal: CustomerPortalLevel;
  /** Custom data sources (your own TMS, ERP or warehouse events). */
  customDataSources: boolean;
  /** Single sign-on with SAML 2.0. */
  sso: boolean;
  /** Payment by invoice on monthly billing too (every paid plan may pay a yearly period by invoice). */
  invoiceMonthly: boolean;
  /** API rate limits for each production (`sk_live_`) key of the workspace, from the OpenAPI document. */
  rateLimits: RateLimits;
}

/** A key type's limits as the OpenAPI document states them (x-limits.rateLimits), the one owner of the figures. */
function keyLimits(limits: KeyRateLimits): RateLimits {
  return {...limits, generalByContract: limits.generalByContract ?? false};
}

/** The four plans, ordered from the smallest to the largest. */
export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    activeShipments: 50,
    users: 3,
    customFields: 5,
    customerPortal: 'none',
    customDataSources: false,
    sso: false,
    invoiceMonthly: false,
    rateLimits: keyLimits(liveKeyLimits('free')),
  },
  {
    id: 'starter',
    name: 'Starter',
    activeShipments: 500,
    users: 10,
    customFields: 20,
    customerPortal: 'none',
    customDataSources: false,
    sso: false,
    invoiceMonthly: false,
    rateLimits: keyLimits(liveKeyLimits('starter')),
  },
  {
    id: 'growth',
    name: 'Growth',
    activeShipments: 5000,
    users: 50,
    customFields: 100,
    customerPortal: 'included',
    customDataSources: false,
    sso: false,
    invoiceMonthly: false,
    rateLimits: keyLimits(liveKeyLimits('growth')),
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    activeShipments: null,
    users: null,
    customFields: 100,
    customerPortal: 'own-domain',
    customDataSources: true,
    sso: true,
    invoiceMonthly: true,
    rateLimits: keyLimits(liveKeyLimits('enterprise')),
  },
];

/** Limits of test keys (`sk_test_…`), which work only against the sandbox. */
export const testKeyLimits: RateLimits & {activeShipments: number} = {
  ...keyLimits(apiLimits.rateLimits.testKeys),
  activeShipments: 50,
};

/** Returns the plan with the given id. Throws when the id is unknown (possible only from untyped callers). */
export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) {
    throw new Error(`Unknown plan id "${String(id)}". Known ids: ${plans.map((p) => p.id).join(', ')}.`);
  }
  return plan;
}

/**
 * Formats a limit for display: 5000 → "5,000"; `null` → `whenNull` (for example "By contract" or "Unlimited").
 * Limits are whole numbers, grouped by hand: an Intl.NumberFormat created when this module loads cost every feature
 * page about 20 ms of start-up (the browser's first use of its locale data).
 */
export function formatLimit(value: number | null, whenNull: string): string {
  if (value === null) return whenNull;
  if (!Number.isInteger(value)) throw new Error(`A plan limit must be a whole number, got ${value}.`);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A plan feature that some plans include and others do not. */
export type PlanGate =
  'customerPortal' | 'portalOwnDomain' | 'customDataSources' | 'sso' | 'invoiceMonthly' | 'generalLimitByContract';

/** A plan gate: which plans include it, and the words by which a page states it. */
export interface PlanGateInfo {
  /** What the gate is, as running text. */
  label: string;
  /** Whether a plan includes it. */
  includes: (plan: Plan) => boolean;
  /**
   * Words by which a page states the gate. The content scanner (rule plan-statements) rejects a sentence or table row
   * that names plans by hand next to these words, instead of rendering them with {@link planNamesWith}.
   */
  mentions: RegExp;
}

/** Every plan gate. A new gate is checked on every page from the day it is added here. */
export const planGates: Readonly<Record<PlanGate, PlanGateInfo>> = {
  customerPortal: {
    label: 'the customer portal',
    includes: (plan) => plan.customerPortal !== 'none',
    mentions: /\bportal\b|\bCustomer role\b/i,
  },
  portalOwnDomain: {
    label: 'the customer portal on your own domain',
    includes: (plan) => plan.customerPortal === 'own-domain',
    mentions: /\b(?:own|custom) domains?\b/i,
  },
  customDataSources: {
    label: 'custom data sources',
    includes: (plan) => plan.customDataSources,
    mentions: /\bdata sources?\b/i,
  },
  sso: {
    label: 'single sign-on (SAML 2.0)',
    includes: (plan) => plan.sso,
    mentions: /\bsingle sign-on\b|\bSSO\b|\bSAML\b/i,
  },
  invoiceMonthly: {
    label: 'payment by invoice on monthly billing',
    includes: (plan) => plan.invoiceMonthly,
    mentions: /\*\*Invoice\*\*|\bby invoice\b|\bbank transfer\b/i,
  },
  generalLimitByContract: {
    label: 'a general rate limit agreed in the contract',
    includes: (plan) => plan.rateLimits.generalByContract,
    mentions: /\bcontract\b[^.|]*\blimit\b|\blimit\b[^.|]*\bcontract\b/i,
  },
};

/** A numeric limit that differs between plans. */
export type PlanLimit = 'activeShipments' | 'users' | 'customFields';

/**
 * Words by which a page states a plan limit. The content scanner (rule plan-statements) rejects a sentence or row that
 * names a plan and types a figure next to these words, instead of rendering the figure from {@link plans}.
 */
export const planLimitMentions: Readonly<Record<PlanLimit, RegExp>> = {
  activeShipments: /\bactive (?:tracked )?shipments?\b/i,
  users: /\b(?:users|seats)\b/i,
  customFields: /\bcustom fields\b/i,
};

const includes = (gate: PlanGate) => planGates[gate].includes;

/** The names of the plans that include a feature, as running text for a sentence: "Growth and Enterprise". */
export function planNamesWith(gate: PlanGate): string {
  if (!Object.prototype.hasOwnProperty.call(planGates, gate)) {
    throw new Error(`Unknown plan feature "${String(gate)}". Known: ${Object.keys(planGates).join(', ')}.`);
  }
  const names = plans.filter(includes(gate)).map((plan) => plan.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The same for a table cell: "All plans", "Enterprise only", "Growth and Enterprise". */
export function plansWith(gate: PlanGate): string {
  const names = planNamesWith(gate);
  if (plans.every(includes(gate))) return 'All plans';
  return plans.filter(includes(gate)).length === 1 ? `${names} only` : names;
}
