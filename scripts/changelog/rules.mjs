// api-smart-diff's OpenAPI 3.1 rules, with what this API's policy adds (CONTRIBUTING.md, "Versioning"):
// - Webhook events. The library has no rules for OpenAPI 3.1's `webhooks` and leaves their changes unclassified. An
//   event is an operation in the other direction: Berthline sends it, the reader's endpoint receives it. Its rules
//   are the library's path item rules with every classification reversed (a field added to a payload is what a new
//   response field is to a call), and an event removed is breaking, one added is not.
// - Enum values. The library calls a value added to a response enum breaking (a client may not know it). The
//   document's policy promises new enum values within v1 and asks clients to handle unknown ones, so an added value
//   is never breaking. A value removed breaks whoever sends it (a request's enum), not whoever receives it.
// - Fields. The library calls an optional response field removed non-breaking (a client had to expect it missing).
//   The document promises that every documented field is always present, so removing any field a client receives
//   breaks it.
// cspell:ignore Comapre -- the diff library spells its export so
import {
  breaking,
  nonBreaking,
  openapi3Rules,
  reverseClassifyRuleTransformer,
  transformComapreRules,
} from 'api-smart-diff';

/** True for what the reader receives: a response's headers and body, and an event's payload and headers. */
export function receivedByClient(path) {
  if (path[0] === 'paths') return path[3] === 'responses';
  if (path[0] === 'webhooks') return path[3] !== 'responses';
  return false;
}

const enumValueRule = [
  nonBreaking,
  ({before}) => (receivedByClient(before.path) ? nonBreaking : breaking),
  ({before}) => (receivedByClient(before.path) ? nonBreaking : breaking),
];

/** Every enum's values follow enumValueRule (applied to each rule object of the tree, nested ones included). */
function withEnumPolicy(rule) {
  const values = rule['/enum'];
  if (!values || typeof values !== 'object') return rule;
  return {...rule, '/enum': {...values, '/*': {...values['/*'], $: enumValueRule}}};
}

/** The rules of the `webhooks` section: each event a path item whose one operation is classified in reverse. */
function webhookRules(pathItem) {
  const reversed = transformComapreRules(pathItem, reverseClassifyRuleTransformer);
  const eventRule = [nonBreaking, breaking, breaking];
  return {$: eventRule, '/*': {...reversed, $: eventRule, '/*': {...reversed['/*'], $: eventRule}}};
}

/**
 * The library compares a schema that several places `$ref` once and reuses that result, classification included,
 * wherever the schema shows: a value removed from an enum shared by a request and a response is classified where it
 * was met first. Each report is classified again by where it is (scripts/changelog/changes.mjs).
 */
export function enumValueType(path, action) {
  if (action === 'add') return nonBreaking;
  return receivedByClient(path) ? nonBreaking : breaking;
}

/** A field removed from what a client receives breaks it: the document promises every documented field. */
export function fieldType(path, action, libraryType) {
  if (action === 'remove' && path[path.length - 2] === 'properties' && receivedByClient(path)) return breaking;
  return libraryType;
}

/** The rules `apiCompare` runs with (scripts/changelog/changes.mjs). */
export function compareRules() {
  const rules = openapi3Rules({version: '3.1.x'});
  return transformComapreRules({...rules, '/webhooks': webhookRules(rules['/paths']['/*'])}, withEnumPolicy);
}
