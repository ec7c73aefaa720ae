// How what a reader gets is compared with what the page shows. Everything must be equal, field by field and line by
// line, except what cannot be the same for two readers:
// - a time of the reader's session, in the day after the world's moment (when the reader's requests made something,
//   or a check due some hours after it): within ten minutes of the page's, and not before the moment, since the
//   mock's clock for a fresh key starts at the moment and runs forward;
// - `request_id`, different for every request: the same format;
// - the reader's own key in `created_by.id`: the same format;
// - `error_report_url`, a link signed for one workspace: the same import's report;
// - the seconds a problem's `detail` says to wait before a retry, which depend on when the reader sent the request.
// A block the page calls shortened shows a part of the answer: each field it shows, and the first items of a list.
import {WORLD_AS_OF} from '../../../../src/data/world';

const ISO = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\b/g;
const MOMENT = Date.parse(WORLD_AS_OF);
const TOLERANCE_MS = 10 * 60_000;
const SESSION_MS = 24 * 3600_000;

/** A time of the reader's session: in the day after the world's moment (a later estimate is the world's own). */
const isSessionTime = (text: string) => Date.parse(text) >= MOMENT && Date.parse(text) < MOMENT + SESSION_MS;

function timeProblem(shown: string, got: string, at: string): string | undefined {
  if (!isSessionTime(shown)) return shown === got ? undefined : `${at}: the page shows ${shown}, the answer ${got}`;
  const time = Date.parse(got);
  if (Number.isNaN(time) || time < MOMENT || Math.abs(time - Date.parse(shown)) > TOLERANCE_MS) {
    return `${at}: the page shows ${shown}, a time of the reader's session; the answer has ${got}, not within ten minutes of it and after ${WORLD_AS_OF}`;
  }
  return undefined;
}

const FORMATS: Record<string, RegExp> = {
  request_id: /^req_[A-Za-z0-9]+$/,
  'created_by.id': /^key_[A-Za-z0-9]+$/,
};

/** The differences between the JSON a page shows and the JSON the reader got, as lines naming each field. */
export function jsonDifferences(shown: unknown, got: unknown, options: {shortened: boolean}, at = ''): string[] {
  const name = at.replace(/^\./, '') || '(the answer)';
  const last = at.split('.').slice(-2).join('.').replace(/^\./, '');
  const format = FORMATS[at.split('.').at(-1) ?? ''] ?? FORMATS[last];
  if (format && typeof shown === 'string') {
    return typeof got === 'string' && format.test(got) ? [] : [`${name}: ${JSON.stringify(got)} is not like ${shown}`];
  }
  if (at.endsWith('error_report_url') && typeof shown === 'string') {
    const tail = (url: unknown) => /\/imports\/(imp_\w+)\/errors\.csv/.exec(String(url))?.[1];
    return tail(shown) !== undefined && tail(shown) === tail(got)
      ? []
      : [`${name}: ${JSON.stringify(got)} is not the report of the import the page shows`];
  }
  if (typeof shown === 'string' && typeof got === 'string' && new RegExp(`^${ISO.source}$`).test(shown)) {
    const problem = timeProblem(shown, got, name);
    return problem ? [problem] : [];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(got)) return [`${name}: the page shows a list, the answer ${JSON.stringify(got)}`];
    const problems = options.shortened
      ? []
      : shown.length === got.length
        ? []
        : [`${name}: ${shown.length} items on the page, ${got.length} in the answer`];
    if (options.shortened && got.length < shown.length)
      problems.push(`${name}: only ${got.length} items in the answer`);
    shown.forEach((item, index) => problems.push(...jsonDifferences(item, got[index], options, `${at}[${index}]`)));
    return problems;
  }
  if (shown && typeof shown === 'object') {
    if (!got || typeof got !== 'object' || Array.isArray(got)) {
      return [`${name}: the page shows an object, the answer ${JSON.stringify(got)}`];
    }
    const shownObject = shown as Record<string, unknown>;
    const gotObject = got as Record<string, unknown>;
    const problems: string[] = [];
    for (const key of Object.keys(gotObject)) {
      if (!options.shortened && !(key in shownObject))
        problems.push(`${name}: the answer has ${key}, the page does not`);
    }
    for (const [key, value] of Object.entries(shownObject)) {
      if (!(key in gotObject)) problems.push(`${name}: the page shows ${key}, the answer has none`);
      else problems.push(...jsonDifferences(value, gotObject[key], options, `${at}.${key}`));
    }
    return problems;
  }
  const wait = (value: unknown) =>
    at.endsWith('.detail') && typeof value === 'string'
      ? value.replace(/Retry after \d+ seconds?/, 'Retry after N seconds')
      : value;
  return wait(shown) === wait(got)
    ? []
    : [`${name}: the page shows ${JSON.stringify(shown)}, the answer ${JSON.stringify(got)}`];
}

/** The differences between printed lines the page shows and what the program printed. */
export function outputDifferences(shown: string, got: string): string[] {
  const shownLines = shown.trimEnd().split('\n');
  const gotLines = got.trimEnd().split('\n');
  const problems: string[] = [];
  const count = Math.max(shownLines.length, gotLines.length);
  for (let i = 0; i < count; i += 1) {
    const expected = shownLines[i] ?? '';
    const actual = gotLines[i] ?? '';
    const shownTimes = expected.match(ISO) ?? [];
    const gotTimes = actual.match(ISO) ?? [];
    const same =
      expected.replace(ISO, 'T') === actual.replace(ISO, 'T') &&
      shownTimes.length === gotTimes.length &&
      shownTimes.every((time, index) => timeProblem(time, gotTimes[index], '') === undefined);
    if (!same)
      problems.push(
        `line ${i + 1}: the page shows ${JSON.stringify(expected)}, the program printed ${JSON.stringify(actual)}`,
      );
  }
  return problems;
}
