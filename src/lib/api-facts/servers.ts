// The servers of the document (src/generated/api/servers.json).
import data from '../../generated/api/servers.json';
import type {ServerFact} from './types';

export const servers = data as unknown as ServerFact[];
