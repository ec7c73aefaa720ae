// The document's tags, with their sidebar slugs (src/generated/api/tags.json).
import data from '../../generated/api/tags.json';

export const tags = data as unknown as {name: string; slug: string}[];
