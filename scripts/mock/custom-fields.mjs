// The custom fields of the world's workspace (CUSTOM_FIELDS in src/data/world.ts) and the rules their values follow,
// as the Custom fields page states them: text up to 255 characters, numbers, YYYY-MM-DD dates, one of a select
// field's options, a user's email address. Import rows and PATCH requests check values the same way.
import {CUSTOM_FIELDS} from '../../src/data/world.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
const normalize = (text) =>
  String(text)
    .toLowerCase()
    .replace(/[\s_]+/g, '');

export const isDate = (text) => {
  const time = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
};

/** The key of a spreadsheet column that names a custom field (`cf.po_number`, or the label "PO number"). */
export function customFieldColumn(header) {
  const title = String(header).trim();
  if (/^cf\./i.test(title)) return {key: title.slice(3), prefixed: true};
  const byLabel = Object.entries(CUSTOM_FIELDS).find(([, field]) => normalize(field.label) === normalize(title));
  return byLabel ? {key: byLabel[0], prefixed: false} : undefined;
}

export const isCustomField = (key) => Object.hasOwn(CUSTOM_FIELDS, key);

/**
 * What is wrong with a value for a custom field, or undefined when it fits. `fromText` is true for spreadsheet cells,
 * where a number arrives as text.
 */
export function customFieldProblem(key, value, fromText = false) {
  const field = CUSTOM_FIELDS[key];
  if (!field) return `No custom field has the key ${key}. Define it in Settings › Custom fields first.`;
  if (value === null) return undefined;
  const text = String(value);
  switch (field.type) {
    case 'number':
      return (typeof value === 'number' || (fromText && text.trim() !== '')) && Number.isFinite(Number(text))
        ? undefined
        : `${text} is not a number.`;
    case 'date':
      return isDate(text) ? undefined : `${text} is not a date. Use YYYY-MM-DD.`;
    case 'select':
      return field.options.includes(text)
        ? undefined
        : `${text} is not an option of ${key} (${field.options.join(', ')}).`;
    case 'user':
      return EMAIL.test(text) ? undefined : `${text} is not the email address of a user of the workspace.`;
    default:
      return text.length <= 255 ? undefined : `${key} takes at most 255 characters.`;
  }
}

/** A spreadsheet cell as the field's value: numbers become numbers. */
export const customFieldValue = (key, text) => (CUSTOM_FIELDS[key]?.type === 'number' ? Number(text) : text);
