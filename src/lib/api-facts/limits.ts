// The document's limits (`x-limits`, src/generated/api/limits.json).
import data from '../../generated/api/limits.json';
import {has} from './reference';
import type {KeyRateLimits, LimitFacts} from './types';

export const limits = data as unknown as LimitFacts;

/** The rate limits of live keys on a plan; throws for a plan the document does not list. */
export function liveKeyLimits(planId: string): KeyRateLimits {
  const {liveKeys} = limits.rateLimits;
  if (!has(liveKeys, planId)) {
    throw new Error(
      `The document's x-limits.rateLimits.liveKeys has no plan "${planId}" (${Object.keys(liveKeys).join(', ')}).`,
    );
  }
  return liveKeys[planId];
}
