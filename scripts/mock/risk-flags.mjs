// The risk flags that follow from a shipment's dates: `lfd_approaching` and `demurrage_accruing` for a container still
// in the terminal, `return_due_soon` and `detention_accruing` for one out full and not yet back empty. Each is judged
// in the port of discharge's local date, with the warning days of the document (RiskFlag's `x-warningDays`). The
// flags the mock cannot judge from dates (holds, delays, tracking) stay as the world's examples show them.

/** The flags this module decides, and the date each one is about. */
export const DATE_FLAGS = ['lfd_approaching', 'demurrage_accruing', 'return_due_soon', 'detention_accruing'];

/** The warning days and the severities the document gives each flag. */
export function riskFlagRules(document) {
  const schema = document.components.schemas.RiskFlag;
  const warningDays = schema['x-warningDays'];
  const severities = schema['x-severities'];
  if (!warningDays || !severities) throw new Error('RiskFlag needs x-warningDays and x-severities');
  return {order: schema.enum, warningDays, severities};
}

const DAY_MS = 86_400_000;

/** The local date (`2026-04-22`) of `moment` in `timeZone`, or in UTC when the port's zone is unknown. */
function localDate(moment, timeZone) {
  return new Intl.DateTimeFormat('en-CA', {timeZone: timeZone ?? 'UTC'}).format(new Date(moment));
}

/** Whole days from `today` to `date`, both local dates: 0 on the day, negative once past. */
const daysUntil = (date, today) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);

/** The date flags one container raises at `moment`. */
export function containerDateFlags(container, {moment, timeZone, warningDays}) {
  const today = localDate(moment, timeZone);
  const flags = [];
  if (!container.gated_out_at && container.last_free_day) {
    const left = daysUntil(container.last_free_day, today);
    if (left < 0) flags.push('demurrage_accruing');
    else if (left <= warningDays.lfd_approaching) flags.push('lfd_approaching');
  }
  const returnBy = container.detention?.return_by;
  if (container.gated_out_at && !container.empty_returned_at && returnBy) {
    const left = daysUntil(returnBy, today);
    if (left < 0) flags.push('detention_accruing');
    else if (left <= warningDays.return_due_soon) flags.push('return_due_soon');
  }
  return flags;
}

/**
 * Sets a shipment's `risk_flags` and `risk_flag_details` from its containers at `moment`: the date flags are
 * recomputed, the others kept; a flag already open keeps its place and its detail, a new one is detected at
 * `detectedAt`, which becomes the shipment's `updated_at` when it is later.
 */
export function applyDateFlags(shipment, containers, {moment, detectedAt, rules}) {
  const timeZone = shipment.port_of_discharge?.timezone;
  const raised = new Set(
    containers.flatMap((container) =>
      containerDateFlags(container, {moment, timeZone, warningDays: rules.warningDays}),
    ),
  );
  // The open flags in their order, without the date flags that no longer hold, then the new ones in the enum's order.
  const kept = shipment.risk_flags.filter((flag) => !DATE_FLAGS.includes(flag) || raised.has(flag));
  const flags = [...kept, ...rules.order.filter((flag) => raised.has(flag) && !kept.includes(flag))];
  const details = new Map(shipment.risk_flag_details.map((detail) => [detail.code, detail]));
  shipment.risk_flags = flags;
  shipment.risk_flag_details = flags.map(
    (code) => details.get(code) ?? {code, severity: rules.severities[code], detected_at: detectedAt, resolved_at: null},
  );
  // A raised flag is a change of the shipment: `updated_at[gte]` finds it from then on.
  if (flags.some((code) => !details.has(code)) && shipment.updated_at < detectedAt) shipment.updated_at = detectedAt;
}
