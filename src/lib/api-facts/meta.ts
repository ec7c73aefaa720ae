// The document's title, version and overview page slug (src/generated/api/meta.json).
import data from '../../generated/api/meta.json';

export const meta = data as unknown as {title: string; version: string; overviewSlug: string};
