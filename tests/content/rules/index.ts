// Every rule of the content scanner. Add a rule here; tests/unit/content.test.ts runs it over its areas and runs its
// planted examples.
import type {Rule} from '../rule';
import {containerCheckDigit} from './container-check-digit';
import {webhookEventTypes} from './webhook-event-types';

export const RULES: Rule[] = [containerCheckDigit, webhookEventTypes];
