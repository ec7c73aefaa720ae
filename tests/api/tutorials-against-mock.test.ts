// Runs what getting started and the two API tutorials tell readers to run, against a Prism mock server of the
// bundled document: every `Request:` curl command, and every program of the Node.js, Python and curl tabs.
// Run: node --import tsx --test --test-reporter=spec tests/api/tutorials-against-mock.test.ts
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {curlToRequest, parseCurl} from './support/curl';
import {startMockServer, type MockServer} from './support/mock-server';
import {codeBlocks, isRequestBlock, RUNNABLE_PAGES, where, type CodeBlock} from './support/pages';
import {
  available,
  describeRun,
  makeWorkDir,
  placeImportFile,
  programFileName,
  run,
  usageArguments,
} from './support/run';
import {loadSpec, type MatchedOperation} from './support/spec';

const spec = loadSpec();
const API_KEY = 'sk_test_mock';
/**
 * Prism answers `GET /shipment-imports/{import_id}` with its first example, a `pending` import, for ever. The
 * programs send `BERTHLINE_PREFER` as the `Prefer` header of their status checks, so the mock answers with the
 * `completed` example and the polling ends, as it does against the sandbox.
 */
const PREFER = 'example=completed';
const REQUEST_TIMEOUT_MS = 30_000;
const PROGRAM_TIMEOUT_MS = 90_000;
const JS = new Set(['js', 'mjs', 'javascript']);
const PYTHON_OK = available('python3', ['--version']);
const REQUESTS_OK = PYTHON_OK && available('python3', ['-c', 'import requests']);
const JQ_OK = available('jq', ['--version']);

/** Only what the commands need: never the caller's own Berthline variables. */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SYSTEMROOT'];
  return Object.fromEntries(
    keep.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
}

interface Program {
  block: CodeBlock;
  /** The interpreter: node, python3 or bash. */
  command: string;
  extension: string;
  /** Why it cannot run here (a missing interpreter or library fails its test: .ci/run installs them), or false. */
  skip: string | false;
}

/** Why a Python program cannot run here, or false when it can. */
function pythonSkip(block: CodeBlock): string | false {
  if (!PYTHON_OK) return 'python3 is not installed, so the Python programs cannot run';
  if (!REQUESTS_OK && /^\s*(import|from) requests\b/m.test(block.content)) {
    return 'python3 cannot import requests (Debian package python3-requests)';
  }
  return false;
}

/** Why a script of the curl tab cannot run here, or false when it can. */
function shellSkip(block: CodeBlock): string | false {
  if (JQ_OK || !/\bjq\b/.test(block.content)) return false;
  return 'jq is not installed, so the curl scripts that use it cannot run';
}

/** The programs of a page's Node.js, Python and curl tabs (the curl tab's scripts, not its single requests). */
function programsOf(blocks: CodeBlock[]): Program[] {
  return blocks.flatMap((block): Program[] => {
    if (block.tab === 'Node.js' && JS.has(block.lang)) {
      return [{block, command: process.execPath, extension: '.mjs', skip: false}];
    }
    if (block.tab === 'Python' && block.lang === 'python') {
      return [{block, command: 'python3', extension: '.py', skip: pythonSkip(block)}];
    }
    if (block.tab === 'curl' && block.lang === 'bash' && !isRequestBlock(block)) {
      return [{block, command: 'bash', extension: '.sh', skip: shellSkip(block)}];
    }
    return [];
  });
}

/** Each file a request or program uploads, made from the generated import template. */
function placeUploads(dir: string, names: string[]): void {
  for (const name of names.filter((candidate) => /\.(csv|xlsx)$/i.test(candidate))) placeImportFile(dir, name);
}

/** The block's curl command pointed at the mock, printing the headers to a file and the status after the body. */
function commandForMock(block: CodeBlock, base: string, headersFile: string): string {
  let command = block.content.trim();
  for (const server of spec.servers) command = command.split(server).join(base);
  assert.match(command, /^curl\s/, `${where(block)} does not start with curl`);
  return command.replace(/^curl/, `curl -sS -D '${headersFile}' -w '\\n%{http_code}'`);
}

function headerValue(rawHeaders: string, name: string): string | undefined {
  const line = rawHeaders
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}

describe('getting started and the API tutorials, run against the mock server', () => {
  let mock: MockServer | undefined;
  const mockBase = (): string => {
    assert.ok(mock, 'the mock server did not start');
    return mock.base;
  };

  before(async () => {
    mock = await startMockServer(4100);
  });
  after(async () => {
    await mock?.stop();
  });

  for (const file of RUNNABLE_PAGES) {
    describe(file, () => {
      const blocks = codeBlocks(file);
      const requests = blocks.filter(isRequestBlock);
      const work = makeWorkDir(path.basename(file, '.mdx'));
      after(() => work.remove());

      test('shows at least one request', () => {
        assert.ok(requests.length > 0, `${file} has no block titled "Request:"`);
      });

      requests.forEach((block, index) => {
        test(`${block.title} (line ${block.line}) answers 2xx with a documented body`, async () => {
          const request = curlToRequest(parseCurl(block.content));
          const checked = spec.checkRequest(request);
          const operation: MatchedOperation | undefined = checked.operation;
          assert.ok(operation, `${where(block)} matches no operation: ${checked.problems.join('; ')}`);
          if (request.body?.kind === 'multipart')
            placeUploads(
              work.dir,
              request.body.parts.flatMap((part) => part.file ?? []),
            );

          const headersFile = path.join(work.dir, `headers-${index}.txt`);
          const command = commandForMock(block, mockBase(), headersFile);
          const env = {...baseEnv(), BERTHLINE_API_KEY: API_KEY};
          const result = await run('bash', ['-c', command], {cwd: work.dir, env, timeoutMs: REQUEST_TIMEOUT_MS});
          assert.equal(result.code, 0, describeRun(`${where(block)}: ${command}`, result, REQUEST_TIMEOUT_MS));

          const lines = result.stdout.split('\n');
          const status = Number(lines.pop());
          const text = lines.join('\n');
          const rawHeaders = readFileSync(headersFile, 'utf8');
          assert.ok(status >= 200 && status < 300, `${where(block)}: the mock answered ${status}:\n${text}`);
          const violations = headerValue(rawHeaders, 'sl-violations');
          assert.equal(
            violations,
            undefined,
            `${where(block)}: the mock server found the request invalid: ${violations}`,
          );
          let body: unknown;
          assert.doesNotThrow(() => (body = JSON.parse(text)), `${where(block)}: the answer is not JSON:\n${text}`);
          const problems = spec.checkResponse(operation, status, body, headerValue(rawHeaders, 'content-type'));
          assert.deepEqual(problems, [], `${where(block)}: the ${status} answer disagrees with the document`);
        });
      });

      const programs = programsOf(blocks);

      test('has programs in its language tabs', () => {
        assert.ok(
          programs.some(({block}) => block.tab === 'Node.js'),
          `${file} has no program in a Node.js tab`,
        );
      });

      for (const {block, command, extension, skip} of programs) {
        test(`${block.tab} program ${block.title ?? ''} (line ${block.line}) exits 0 against the mock`, async () => {
          // A program the page shows is proven or the run fails: a missing interpreter is not a reason to skip.
          if (skip) assert.fail(`${skip}. Install it from Debian, as .ci/run does.`);
          const name = programFileName(block, extension);
          writeFileSync(path.join(work.dir, name), `${block.content}\n`);
          const args = usageArguments(block);
          placeUploads(work.dir, args);
          const env = {
            ...baseEnv(),
            BERTHLINE_API_KEY: API_KEY,
            BERTHLINE_API_BASE: mockBase(),
            BERTHLINE_PREFER: PREFER,
          };
          const logStart = mock?.log().length ?? 0;
          const result = await run(command, [name, ...args], {cwd: work.dir, env, timeoutMs: PROGRAM_TIMEOUT_MS});
          const label = `${where(block)}: ${path.basename(command)} ${[name, ...args].join(' ')}`;
          assert.equal(result.code, 0, describeRun(label, result, PROGRAM_TIMEOUT_MS));
          assert.notEqual(result.stdout.trim(), '', `${label} printed nothing`);

          // Prism logs each request's validation verdict before it answers, but its log may reach us after the
          // program has its answer: wait until every request received has its verdict (or its error).
          const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
          await mock?.waitForLog((output) => {
            const since = output.slice(logStart);
            const verdicts = count(since, /pass(?:ed)? the validation rules|Request terminated with error/g);
            return verdicts >= count(since, /Request received/g);
          });
          const log = mock?.log().slice(logStart) ?? '';
          if (block.content.includes('BERTHLINE_API_BASE'))
            assert.match(log, /Request received/, `${label} sent no request to the mock`);
          const invalid = log.split('\n').filter((line) => /did not pass the validation|Violation:/.test(line));
          assert.deepEqual(invalid, [], `${label}: the mock server found a request invalid`);
        });
      }
    });
  }
});
