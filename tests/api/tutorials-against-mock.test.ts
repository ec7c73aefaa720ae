// Runs what getting started, authentication, the rate-limit and error-codes pages and the two API tutorials tell
// readers to run, unmodified, against the project's mock server (scripts/mock/): every `Request:` curl command, and
// every program of the Node.js, Python and curl tabs, with BERTHLINE_API_BASE set to the mock and no other help.
// Run: node --import tsx --test --test-reporter=spec tests/api/tutorials-against-mock.test.ts
//
// What must match the page, and what may differ:
// - A request followed by a `Response: NNN …` block answers that status, with the same `object` and the same
//   top-level fields as the page shows, and the same `code` for a problem, naming the same fields (`errors[]`
//   pointer and code). Ids, timestamps, counts and other values
//   may differ: the mock's state is a fresh copy of the example world for every key. A shown id that a later command
//   reuses (an import id the reader copies from an answer) is replaced by the id the mock answered.
// - A request whose shown answer is a finished import is repeated, as the page tells the reader to poll, until
//   the import is final.
// - A program exits with the status the page describes, within PROGRAM_TIMEOUT_MS, and prints the lines listed in
//   PROGRAM_OUTPUT (ids and counts may differ).
// - The mock validates every answer against the document: any mismatch it reports fails the test that caused it.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {API_BASE_VARIABLE, curlToRequest, parseCurl} from './support/curl';
import {writeAprilFile} from './support/april-file';
import {startMockServer, type MockServer} from './support/mock-server';
import {codeBlocks, isRequestBlock, isResponseBlock, RUNNABLE_PAGES, where, type CodeBlock} from './support/pages';
import {available, describeRun, makeWorkDir, programFileName, run, usageArguments} from './support/run';
import {loadSpec} from './support/spec';

const spec = loadSpec();
const SANDBOX = spec.servers.find((url) => url.includes('sandbox'));
const RATE_LIMIT_DEMO_KEY = 'sk_test_rate_limit_demo';
const REQUEST_TIMEOUT_MS = 30_000;
const PROGRAM_TIMEOUT_MS = 60_000;
const POLL_LIMIT_MS = 20_000;
const FINAL_IMPORT = new Set(['completed', 'completed_with_errors', 'failed', 'cancelled']);
const JS = new Set(['js', 'mjs', 'javascript']);
const PYTHON_OK = available('python3', ['--version']);
const REQUESTS_OK = PYTHON_OK && available('python3', ['-c', 'import requests']);
const JQ_OK = available('jq', ['--version']);

/** What each program prints, and its exit status, as the page describes them (ids and counts may differ). */
const PROGRAM_OUTPUT: Record<string, {exit: number; lines: RegExp[]}> = {
  // "It exits with status 1 when any row failed": the test file has two rows that fail.
  'import-file': {
    exit: 1,
    lines: [/Import imp_\w+ accepted/, /completed_with_errors/, /Error report saved as \S*imp_\w+-errors\.csv/],
  },
  'auth-check': {exit: 0, lines: [/The key works\. Shipments on the first page: \d+/]},
  retry: {exit: 0, lines: [/Remaining in this window: \d+/, /Shipments on this page: \d+/]},
  // "check_digit CSQU305438   # prints 3"
  'check-digit': {exit: 0, lines: [/^3$/m]},
  // The valid number without a problem, and "the check digit should be 6, not 8" for CMAU5632418.
  iso6346: {exit: 0, lines: [/CSQU3054383/, /CMAU5632418[\s\S]*the check digit should be 6, not 8/]},
  'track-containers': {
    exit: 0,
    lines: [/Import imp_\w+ accepted/, /MSCU5509445/, /CMAU3318026/, /TRHU4471097/, /MSCU4520033/, /CMAU9043517/],
  },
};
const programOutput = (block: CodeBlock): {exit: number; lines: RegExp[]} =>
  PROGRAM_OUTPUT[(block.title ?? '').replace(/\.(sh|py|mjs|js)$/, '').replace(/_/g, '-')] ?? {
    exit: 0,
    lines: [/shp_\w+|imp_\w+|NW-2026-\d{4}|[A-Z]{4}\d{7}/],
  };

/** Only what the commands need: never the caller's own Berthline variables. */
function baseEnv(): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'SYSTEMROOT'];
  return Object.fromEntries(
    keep.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
  );
}

interface Program {
  block: CodeBlock;
  command: string;
  extension: string;
  skip: string | false;
}

function pythonSkip(block: CodeBlock): string | false {
  if (!PYTHON_OK) return 'python3 is not installed, so the Python programs cannot run';
  if (!REQUESTS_OK && /^\s*(import|from) requests\b/m.test(block.content)) {
    return 'python3 cannot import requests (Debian package python3-requests)';
  }
  return false;
}

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

function headerValue(rawHeaders: string, name: string): string | undefined {
  const line = rawHeaders
    .split(/\r?\n/)
    .reverse()
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(line.indexOf(':') + 1).trim();
}

/**
 * The `Response:` block that answers a request block: the next block, after any `http` blocks that show the
 * answer's headers. Other Response blocks on a page illustrate other situations.
 */
function shownResponse(
  blocks: CodeBlock[],
  block: CodeBlock,
): {status: number; body: Record<string, unknown>} | undefined {
  const rest = blocks.slice(blocks.indexOf(block) + 1);
  const next = rest.find((candidate) => candidate.lang !== 'http');
  if (!next || !isResponseBlock(next)) return undefined;
  const status = Number(/^Response:\s*(\d{3})/.exec(next.title ?? '')?.[1]);
  return {status, body: JSON.parse(next.content) as Record<string, unknown>};
}

/**
 * The key a request runs with: the page's own situation decides. A request the page sends "with a read key" gets a
 * `read` key; a request whose shown answer is 429 gets the mock's rate-limit demonstration key, once its small
 * budget is spent; every other request gets the page's own key (its state is the page's alone).
 */
async function keyFor(
  mock: MockServer,
  block: CodeBlock,
  shown: {status: number} | undefined,
  pageKey: string,
): Promise<string> {
  if (/read key/i.test(block.title ?? '')) return `${pageKey.replace('sk_test_suite_', 'sk_test_read_')}`;
  if (shown?.status === 429) {
    for (let i = 0; i < 10; i += 1) {
      const answer = await fetch(`${mock.base}/shipments?limit=1`, {
        headers: {Authorization: `Bearer ${RATE_LIMIT_DEMO_KEY}`},
      });
      await answer.arrayBuffer();
      if (answer.status === 429) break;
    }
    return RATE_LIMIT_DEMO_KEY;
  }
  return pageKey;
}

describe('the API guides and tutorials, run unmodified against the mock server', () => {
  let mock: MockServer | undefined;
  const server = (): MockServer => {
    assert.ok(mock, 'the mock server did not start');
    return mock;
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
      const slug = path.basename(file, '.mdx').replace(/\W/g, '_');
      const pageKey = `sk_test_suite_${slug}`;
      const work = makeWorkDir(slug);
      /** Ids the page shows → the ids the mock answered, for later commands that reuse them. */
      const ids = new Map<string, string>();
      after(() => work.remove());

      test('shows at least one request', () => {
        assert.ok(requests.length > 0, `${file} has no block titled "Request:"`);
      });

      for (const block of requests) {
        const shown = shownResponse(blocks, block);
        const expected = shown ? `answers ${shown.status} as the page shows` : 'answers 2xx';
        test(`${block.title} (line ${block.line}) ${expected}, validated against the document`, async () => {
          const mockServer = server();
          assert.ok(
            block.content.includes(API_BASE_VARIABLE),
            `${where(block)} must call ${API_BASE_VARIABLE}, as the page's export line sets it`,
          );
          let content = block.content.trim();
          for (const [from, to] of ids) content = content.split(from).join(to);
          const request = curlToRequest(parseCurl(content), SANDBOX);
          const checked = spec.checkRequest(request);
          assert.ok(checked.operation, `${where(block)} matches no operation: ${checked.problems.join('; ')}`);
          if (request.body?.kind === 'multipart') {
            for (const part of request.body.parts) if (part.file) await writeAprilFile(work.dir, part.file);
          }
          const key = await keyFor(mockServer, block, shown, pageKey);
          const headersFile = path.join(work.dir, `headers-${block.line}.txt`);
          const command = content.replace(/^curl/, `curl -sS -D '${headersFile}' -w '\\n%{http_code}'`);
          const env = {...baseEnv(), BERTHLINE_API_KEY: key, BERTHLINE_API_BASE: mockServer.base};
          const logStart = mockServer.log().length;
          const pollUntil = Date.now() + POLL_LIMIT_MS;
          let status: number;
          let body: Record<string, unknown> = {};
          let text: string;
          for (;;) {
            const result = await run('bash', ['-c', command], {cwd: work.dir, env, timeoutMs: REQUEST_TIMEOUT_MS});
            assert.equal(result.code, 0, describeRun(`${where(block)}: ${command}`, result, REQUEST_TIMEOUT_MS));
            const lines = result.stdout.split('\n');
            status = Number(lines.pop());
            // `curl -i` prints the headers before the body.
            text = lines.join('\n').replace(/^HTTP\/[\s\S]*?\r?\n\r?\n/, '');
            assert.doesNotThrow(
              () => (body = JSON.parse(text) as Record<string, unknown>),
              `${where(block)}: not JSON:\n${text}`,
            );
            const waiting =
              shown?.body.object === 'shipment_import' &&
              FINAL_IMPORT.has(String(shown.body.status)) &&
              !FINAL_IMPORT.has(String(body.status));
            if (!waiting || Date.now() > pollUntil) break;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          const rawHeaders = readFileSync(headersFile, 'utf8');
          if (shown) assert.equal(status, shown.status, `${where(block)}: the mock answered ${status}:\n${text}`);
          else assert.ok(status >= 200 && status < 300, `${where(block)}: the mock answered ${status}:\n${text}`);
          const problems = spec.checkResponse(checked.operation, status, body, headerValue(rawHeaders, 'content-type'));
          assert.deepEqual(problems, [], `${where(block)}: the ${status} answer disagrees with the document`);
          assert.deepEqual(mockServer.failures(logStart), [], `${where(block)}: the mock server reported a mismatch`);
          if (shown) {
            assert.equal(body.object, shown.body.object, `${where(block)}: object`);
            assert.equal(body.code, shown.body.code, `${where(block)}: problem code`);
            const fields = (errors: unknown) =>
              ((errors as Array<{pointer: string | null; code: string}> | undefined) ?? []).map(({pointer, code}) => ({
                pointer,
                code,
              }));
            if (shown.body.code !== undefined) {
              assert.deepEqual(
                fields(body.errors),
                fields(shown.body.errors),
                `${where(block)}: the fields a problem names`,
              );
            }
            if (FINAL_IMPORT.has(String(shown.body.status)))
              assert.ok(FINAL_IMPORT.has(String(body.status)), `${where(block)}: the import did not finish`);
            assert.deepEqual(
              Object.keys(body).sort(),
              Object.keys(shown.body).sort(),
              `${where(block)}: the fields differ from the page's`,
            );
            if (typeof shown.body.id === 'string' && typeof body.id === 'string') ids.set(shown.body.id, body.id);
          }
          if (body.request_id !== undefined) assert.equal(headerValue(rawHeaders, 'request-id'), body.request_id);
          // The headers the page shows for this answer are all there.
          const rest = blocks.slice(blocks.indexOf(block) + 1);
          const headerBlock = rest[0]?.lang === 'http' ? rest[0] : undefined;
          for (const line of headerBlock?.content.split('\n').slice(1) ?? []) {
            const name = line.split(':')[0].trim();
            if (name)
              assert.ok(
                headerValue(rawHeaders, name) !== undefined,
                `${where(block)}: the answer has no ${name} header`,
              );
          }
        });
      }

      const programs = programsOf(blocks);

      test('has programs in its language tabs', () => {
        assert.ok(
          programs.some(({block}) => block.tab === 'Node.js'),
          `${file} has no program in a Node.js tab`,
        );
      });

      for (const {block, command, extension, skip} of programs) {
        test(`${block.tab} program ${block.title ?? ''} (line ${block.line}) runs unmodified against the mock`, async () => {
          if (skip) assert.fail(`${skip}. Install it from Debian, as .ci/run does.`);
          const mockServer = server();
          const name = programFileName(block, extension);
          writeFileSync(path.join(work.dir, name), `${block.content}\n`);
          const args = usageArguments(block);
          for (const arg of args) if (/\.(csv|xlsx)$/i.test(arg)) await writeAprilFile(work.dir, arg);
          // Each program gets a key of its own: its state and its limits are its alone.
          const env = {
            ...baseEnv(),
            BERTHLINE_API_KEY: `${pageKey}_${block.line}`,
            BERTHLINE_API_BASE: mockServer.base,
          };
          const logStart = mockServer.log().length;
          const result = await run(command, [name, ...args], {cwd: work.dir, env, timeoutMs: PROGRAM_TIMEOUT_MS});
          const label = `${where(block)}: ${path.basename(command)} ${[name, ...args].join(' ')}`;
          const wanted = programOutput(block);
          assert.equal(result.code, wanted.exit, describeRun(label, result, PROGRAM_TIMEOUT_MS));
          for (const line of wanted.lines)
            assert.match(result.stdout, line, describeRun(label, result, PROGRAM_TIMEOUT_MS));
          const report = /Error report saved as (\S+)/.exec(result.stdout)?.[1];
          if (report) assert.ok(existsSync(path.resolve(work.dir, report)), `${label}: ${report} was not written`);
          if (block.content.includes('BERTHLINE_API_BASE')) {
            assert.match(mockServer.log().slice(logStart), /→ \d{3} req_/, `${label} sent no request to the mock`);
          }
          assert.deepEqual(mockServer.failures(logStart), [], `${label}: the mock server reported a mismatch`);
          console.log(`# ${label}: ${result.ms} ms`);
        });
      }
    });
  }
});
