// The document's webhook events (src/generated/api/events.json).
import data from '../../generated/api/events.json';
import {REFERENCE_BASE} from './reference';
import type {EventFact} from './types';

export const events = data as unknown as EventFact[];

/** The reference page of a webhook event. */
export const eventHref = (event: EventFact): string => `${REFERENCE_BASE}/${event.slug}`;
