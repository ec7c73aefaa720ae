// A calendar day as the changelog and the deprecation notes write it: `2026-10-06` → `October 6, 2026`. Runs at
// generation time only (Node's own ICU), so every page shows the same words.
const FORMAT = new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric'});

/** A day (`YYYY-MM-DD`) as running text. */
export const dayLabel = (day) => FORMAT.format(new Date(`${day}T00:00:00Z`));
