// The OpenAPI document's checks: `npm run lint:openapi` as package.json defines it (Redocly's rules, the examples
// and whatever else that script runs), with each failure it prints turned into a finding at its source file and
// line; and the links its descriptions write, which the reference pages render.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, realpathSync} from 'node:fs';
import {stripVTControlCharacters} from 'node:util';
import path from 'node:path';
import {BASE_URL, SITE_URL} from '../../config/site-paths.mjs';
import {relativeTo} from '../lib/pages.mjs';
import {error, type Finding} from './finding';
import {linkProblem} from './links';
import {OpenApiSource} from './openapi-source';
import type {Site} from './site';

const STEP = 'openapi';

/**
 * npm's own CLI script, run with this Node on any system (no shell): the one npm runs the check with, or the one of
 * the `npm` on the PATH (a link to npm-cli.js, or npm.cmd beside its node_modules on Windows).
 */
function npmCli(): string[] {
  const candidates = [process.env.npm_execpath];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['npm', 'npm.cmd']) {
      const file = path.join(dir, name);
      if (!existsSync(file)) continue;
      candidates.push(
        realpathSync(file),
        path.join(dir, 'node_modules', 'npm', 'bin', 'npm-cli.js'),
        path.join(dir, '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
      );
    }
  }
  const cli = candidates.find((candidate) => candidate && /\.c?js$/.test(candidate) && existsSync(candidate));
  if (!cli) throw new Error('npm was not found on the PATH; run the check with `npm run check`');
  return [process.execPath, cli];
}

function run(command: string[], cwd: string): Promise<{status: number | null; output: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {cwd, env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

/**
 * The failures a run printed, in the formats its commands use: Redocly's stylish blocks (a `file:` line, then
 * `  line:col  error  rule  message`), `file:line: message` lines, and `FAIL #/pointer: message` lines of the bundled
 * document, located in the source.
 */
export function parseFailures(root: string, output: string, source: OpenApiSource): Finding[] {
  const findings: Finding[] = [];
  const clean = stripVTControlCharacters(output);
  let file: string | undefined;
  for (const line of clean.split(/\r?\n/)) {
    const header = /^(\S.*\.(?:ya?ml|json|mjs|js|ts)):$/.exec(line.trim() === line ? line : '');
    if (header) {
      file = relativeTo(root, header[1]);
      continue;
    }
    const stylish = /^\s+(\d+):\d+\s+(error|warning)\s+(\S+)\s+(.*)$/.exec(line);
    if (stylish && file) {
      if (stylish[2] === 'error') findings.push(error(STEP, file, Number(stylish[1]), `${stylish[4]} (${stylish[3]})`));
      continue;
    }
    const located = /^(\S+\.(?:ya?ml|json|mjs|js|ts)):(\d+)(?::\d+)?:?\s+(.*)$/.exec(line.trim());
    if (located) {
      findings.push(error(STEP, relativeTo(root, located[1]), Number(located[2]), located[3]));
      continue;
    }
    const pointer = /^FAIL (#\S*): (.*)$/.exec(line.trim());
    if (pointer) {
      // A schema failure inside an example starts with the place in the example (`/data/0/port must …`).
      const inside = /^(\/\S*) /.exec(pointer[2])?.[1] ?? '';
      const place = source.locate(`${pointer[1]}${inside}`);
      findings.push(error(STEP, place.file, place.line, `${pointer[2]} (at ${pointer[1]} of the bundled document)`));
    }
  }
  return findings;
}

/** `npm run lint:openapi`, each failure at its file and line. */
export async function lintOpenApi(root: string): Promise<Finding[]> {
  const {status, output} = await run([...npmCli(), 'run', '--silent', '--ignore-scripts', 'lint:openapi'], root);
  if (status === 0) return [];
  const findings = parseFailures(root, output, new OpenApiSource(root));
  if (findings.length > 0) return findings;
  const tail = output.trim().split('\n').slice(-15).join('\n');
  return [error(STEP, 'openapi/openapi.yaml', 1, `npm run lint:openapi failed (exit ${status}):\n${tail}`)];
}

/** The links the document's descriptions write (`[Webhooks](/docs/api/webhooks)`, problem `type` URLs). */
export async function openApiLinks(site: Site): Promise<Finding[]> {
  const dir = path.join(site.root, 'openapi');
  const findings: Finding[] = [];
  const files = readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => relativeTo(site.root, path.join(entry.parentPath, entry.name)))
    .sort();
  const ownPages = `${SITE_URL}${BASE_URL}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const LINK = new RegExp(`\\]\\(([^)\\s]+)\\)|(${ownPages}[^\\s)"'\`]*)`, 'g');
  for (const file of files) {
    const lines = readFileSync(path.join(site.root, file), 'utf8').split('\n');
    for (const [index, text] of lines.entries()) {
      for (const match of text.matchAll(LINK)) {
        const url = match[1] ?? match[2];
        if (!url.startsWith('/') && !url.startsWith('pathname://') && !url.startsWith('https://')) continue;
        const problem = await linkProblem(site, {file}, url);
        if (problem) findings.push(error('links', file, index + 1, `link to ${url}: ${problem}`));
      }
    }
  }
  return findings;
}
