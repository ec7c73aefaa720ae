// The fields a request may set only in some states (x-allowedWhen) (src/generated/api/stateRules.json).
import data from '../../generated/api/stateRules.json';
import type {StateRuleFact} from './types';

export const stateRules = data as unknown as StateRuleFact[];
