// Parses the curl commands of the pages into plain request descriptions, without running a shell.
import type {ApiRequest, FormPart} from './contract';

/**
 * Splits one shell command into words, like bash does for the simple commands the pages show: single and double
 * quotes, backslash escapes and line continuations. Variables such as `$BERTHLINE_API_KEY` stay as written.
 * Throws on a second command, pipes, redirections and command substitutions, which a request block must not have.
 */
export function shellWords(source: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const append = (text: string): void => {
    word = (word ?? '') + text;
  };
  const finish = (): void => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  while (i < source.length) {
    const c = source[i];
    if (c === '\\' && source[i + 1] === '\n') {
      i += 2;
    } else if (c === '\\') {
      append(source[i + 1] ?? '');
      i += 2;
    } else if (c === "'") {
      const end = source.indexOf("'", i + 1);
      if (end < 0) throw new Error('unterminated single quote');
      append(source.slice(i + 1, end));
      i = end + 1;
    } else if (c === '"') {
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== '"') {
        if (source[i] === '\\' && '"\\$`\n'.includes(source[i + 1] ?? '')) {
          if (source[i + 1] !== '\n') text += source[i + 1];
          i += 2;
        } else {
          if (source[i] === '`' || source.startsWith('$(', i)) throw new Error('command substitution is not supported');
          text += source[i];
          i += 1;
        }
      }
      if (i >= source.length) throw new Error('unterminated double quote');
      append(text);
      i += 1;
    } else if (c === '#' && word === undefined) {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === ' ' || c === '\t') {
      finish();
      i += 1;
    } else if (c === '\n') {
      finish();
      if (source.slice(i).trim() !== '' && !/^\s*#/.test(source.slice(i))) {
        throw new Error(`a second command follows: ${JSON.stringify(source.slice(i).trim().split('\n')[0])}`);
      }
      i += 1;
    } else if ('|&;<>`'.includes(c) || source.startsWith('$(', i)) {
      throw new Error(`shell operator ${JSON.stringify(c)} is not supported in a request block`);
    } else {
      append(c);
      i += 1;
    }
  }
  finish();
  return words;
}

export interface CurlCommand {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  /** `-d`, `--data…` and `--data-urlencode` arguments, in order. */
  data: Array<{value: string; urlencode: boolean}>;
  /** `-F` arguments, in order. */
  forms: string[];
  /** `-G`: the data goes into the query string. */
  get: boolean;
}

const VALUE_OPTIONS = new Map<string, string>([
  ['-X', 'request'],
  ['--request', 'request'],
  ['-H', 'header'],
  ['--header', 'header'],
  ['-d', 'data'],
  ['--data', 'data'],
  ['--data-raw', 'data'],
  ['--data-binary', 'data'],
  ['--data-ascii', 'data'],
  ['--data-urlencode', 'urlencode'],
  ['-F', 'form'],
  ['--form', 'form'],
  ['--url', 'url'],
  ['-o', 'ignore'],
  ['--output', 'ignore'],
  ['-w', 'ignore'],
  ['--write-out', 'ignore'],
  ['-D', 'ignore'],
  ['--dump-header', 'ignore'],
  ['--retry', 'ignore'],
  ['--retry-max-time', 'ignore'],
  ['--retry-delay', 'ignore'],
  ['-m', 'ignore'],
  ['--max-time', 'ignore'],
  ['--connect-timeout', 'ignore'],
]);
const FLAG_OPTIONS = new Set([
  '-G',
  '--get',
  '-i',
  '--include',
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-f',
  '--fail',
  '--fail-with-body',
  '-L',
  '--location',
  '-v',
  '--verbose',
  '--compressed',
  '-I',
  '--head',
  '--retry-all-errors',
  '-g',
  '--globoff',
]);

/** Parses a curl command as written on a page. Throws on options it does not know, so nothing passes unread. */
export function parseCurl(source: string): CurlCommand {
  const words = shellWords(source.trim());
  if (words[0] !== 'curl') throw new Error(`the command is ${JSON.stringify(words[0] ?? '')}, not curl`);
  const command: CurlCommand = {method: '', url: '', headers: [], data: [], forms: [], get: false};
  let explicitMethod: string | undefined;
  let head = false;
  for (let i = 1; i < words.length; i += 1) {
    const word = words[i];
    const kind = VALUE_OPTIONS.get(word);
    if (kind) {
      const value = words[i + 1];
      if (value === undefined) throw new Error(`${word} needs a value`);
      i += 1;
      if (kind === 'request') explicitMethod = value.toUpperCase();
      else if (kind === 'header') {
        const colon = value.indexOf(':');
        if (colon < 1) throw new Error(`header ${JSON.stringify(value)} has no name`);
        command.headers.push([value.slice(0, colon).trim(), value.slice(colon + 1).trim()]);
      } else if (kind === 'data' || kind === 'urlencode') command.data.push({value, urlencode: kind === 'urlencode'});
      else if (kind === 'form') command.forms.push(value);
      else if (kind === 'url') command.url = value;
      continue;
    }
    const flags = /^-[a-zA-Z]{2,}$/.test(word) ? [...word.slice(1)].map((c) => `-${c}`) : [word];
    if (flags.every((flag) => FLAG_OPTIONS.has(flag))) {
      if (flags.some((flag) => flag === '-G' || flag === '--get')) command.get = true;
      if (flags.some((flag) => flag === '-I' || flag === '--head')) head = true;
      continue;
    }
    if (word.startsWith('-')) throw new Error(`unknown curl option ${word}`);
    if (command.url) throw new Error(`two URLs: ${command.url} and ${word}`);
    command.url = word;
  }
  if (!command.url) throw new Error('the command has no URL');
  const sendsBody = !command.get && (command.data.length > 0 || command.forms.length > 0);
  command.method = explicitMethod ?? (head ? 'HEAD' : sendsBody ? 'POST' : 'GET');
  return command;
}

/** `name=value` of `--data-urlencode` and of `-d` with `-G`: curl sends the name as written. */
function queryPair(value: string, urlencode: boolean): Array<[string, string]> {
  if (!urlencode) {
    return value.split('&').map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? [decodeURIComponent(pair), '']
        : [decodeURIComponent(pair.slice(0, eq)), decodeURIComponent(pair.slice(eq + 1))];
    });
  }
  const eq = value.indexOf('=');
  return [eq <= 0 ? ['', value.slice(eq + 1)] : [value.slice(0, eq), value.slice(eq + 1)]];
}

/** A `-F` argument: `name=value`, `name=@file` (a file) or `name=<file` (a file's text), with `;type=` dropped. */
function formPart(argument: string): FormPart {
  const eq = argument.indexOf('=');
  if (eq < 1) throw new Error(`form part ${JSON.stringify(argument)} has no name`);
  const name = argument.slice(0, eq);
  const value = argument.slice(eq + 1);
  if (value.startsWith('@') || value.startsWith('<')) return {name, file: value.slice(1).split(';')[0]};
  return {name, value};
}

/** The variable the guides' commands start their URLs with (`curl "$BERTHLINE_API_BASE/shipments"`). */
export const API_BASE_VARIABLE = '$BERTHLINE_API_BASE';

/**
 * The request a curl command sends, in the shape the spec checks read. A URL that starts with `$BERTHLINE_API_BASE`
 * is read with `apiBase` in its place: the guides set it to the sandbox, the tests to the mock server.
 */
export function curlToRequest(command: CurlCommand, apiBase?: string): ApiRequest {
  if (command.url.startsWith(API_BASE_VARIABLE)) {
    if (!apiBase) throw new Error(`${command.url} starts with ${API_BASE_VARIABLE}: give the base URL it stands for`);
    command = {...command, url: apiBase + command.url.slice(API_BASE_VARIABLE.length)};
  }
  const url = new URL(command.url);
  const query: Array<[string, string]> = [...url.searchParams.entries()];
  const request: ApiRequest = {method: command.method, url: command.url, headers: command.headers, query};
  if (command.get) {
    for (const {value, urlencode} of command.data) query.push(...queryPair(value, urlencode));
  } else if (command.data.length > 0) {
    const contentType = command.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    request.body = {
      kind: 'text',
      text: command.data.map((d) => d.value).join('&'),
      contentType: contentType ?? 'application/x-www-form-urlencoded',
    };
  }
  if (command.forms.length > 0) request.body = {kind: 'multipart', parts: command.forms.map(formPart)};
  return request;
}

/**
 * The curl commands of a script or block, one per line after joining continuations, that are worth a look:
 * those whose URL is literal text (not built from a variable). Unparsable lines are returned with their error.
 */
export function literalCurlCommands(content: string): Array<{source: string; command?: CurlCommand; error?: string}> {
  const joined = content.replace(/\\\n/g, ' ');
  const found: Array<{source: string; command?: CurlCommand; error?: string}> = [];
  for (const line of joined.split('\n')) {
    const match = /(?:^|[\s;|&(])(curl\s.*)$/.exec(line);
    if (!match) continue;
    const source = match[1].split(/\s(?:\||&&|;)\s/)[0];
    try {
      found.push({source, command: parseCurl(source)});
    } catch (error) {
      found.push({source, error: (error as Error).message});
    }
  }
  return found;
}
