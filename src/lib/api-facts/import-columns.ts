// The import columns (ShipmentImportItem's properties) (src/generated/api/importColumns.json).
import data from '../../generated/api/importColumns.json';
import type {ImportColumnFact} from './types';

export const importColumns = data as unknown as ImportColumnFact[];
