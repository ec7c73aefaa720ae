// The error codes (ErrorCode with x-errorDetails), by HTTP status (src/generated/api/errorCodes.json).
import data from '../../generated/api/errorCodes.json';
import type {ErrorCodeFact} from './types';

export const errorCodes = data as unknown as ErrorCodeFact[];
