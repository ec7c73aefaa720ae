// Break opportunities inside identifiers: after each separator (`_`, `.`, `/`), never between letters or digits.
// Tables (src/components/DataTable through src/components/Identifier, Markdown tables through
// plugins/remark/identifier-breaks.ts) and sidebar labels use it, so `read_write` breaks as `read_|write` when it
// must, and `shipment.milestone_added` never as `shipment.miles|tone_added`. Amounts are never split: they are not
// identifiers, and without `overflow-wrap: anywhere` a browser never breaks inside `$150.00`.

/** Where an identifier may break: after one of these, when a character other than a separator follows. */
export const SEPARATORS = /(?<=[_./])(?=[^_./])/;

/** The identifier's parts, split after each separator. */
export function identifierParts(text: string): string[] {
  return text.split(SEPARATORS);
}

/** Where an address may break: after `/` (not inside `://`), `?` and `&`, when something other than `/` follows. */
export const ADDRESS_SEPARATORS = /(?<=(?<![:/])\/|[?&])(?=[^/])/;

/** An address (or a line of code holding one), split after each of its separators. */
export function addressParts(text: string): string[] {
  return text.split(ADDRESS_SEPARATORS);
}
