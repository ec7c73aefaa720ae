// The guide pages agree with the OpenAPI document: every request block names a real operation with documented
// parameters, headers and body fields, and every response block validates against the response it claims to be.
// Run: node --import tsx --test --test-reporter=spec tests/api/pages-vs-spec.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {literalCurlCommands, curlToRequest, parseCurl} from './support/curl';
import {parseHttpRequest, requestFromTitle} from './support/http';
import {codeBlocks, guidePages, isRequestBlock, isResponseBlock, where, type CodeBlock} from './support/pages';
import {loadContract, type ApiRequest, type Contract, type MatchedOperation} from './support/contract';

let spec: Contract;
const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const PROGRAM = new Set(['python', 'py', 'js', 'javascript', 'mjs', 'ts', 'typescript']);
/** The sandbox; also what `$BERTHLINE_API_BASE` stands for on the pages, as their `export` line says. */
const sandbox = (): string | undefined => spec.servers.find((url) => url.includes('sandbox'));

interface PageReport {
  file: string;
  requests: number;
  responses: number;
  /** Blocks titled with a method and a path, such as `POST /shipment-imports`. */
  titledRequests: number;
  problems: string[];
}

/** The request a `Request:` block shows, in curl or in HTTP notation. */
function requestOf(block: CodeBlock): ApiRequest {
  if (block.lang === 'http' || /^[A-Z]+ \S+/.test(block.content.trim())) return parseHttpRequest(block.content.trim());
  if (SHELL.has(block.lang) || block.content.trim().startsWith('curl'))
    return curlToRequest(parseCurl(block.content), sandbox());
  throw new Error(`a Request block must be curl (bash) or HTTP, not ${block.lang || 'a block without a language'}`);
}

function checkPage(file: string): PageReport {
  const report: PageReport = {file, requests: 0, responses: 0, titledRequests: 0, problems: []};
  const fail = (block: CodeBlock, problem: string): void => {
    report.problems.push(`${where(block)}: ${problem}`);
  };
  let previous: {block: CodeBlock; operation?: MatchedOperation} | undefined;
  for (const block of codeBlocks(file)) {
    if (isRequestBlock(block)) {
      report.requests += 1;
      let operation: MatchedOperation | undefined;
      try {
        const result = spec.checkRequest(requestOf(block));
        operation = result.operation;
        result.problems.forEach((problem) => fail(block, problem));
      } catch (error) {
        fail(block, `cannot read the request: ${(error as Error).message}`);
      }
      previous = {block, operation};
      continue;
    }
    if (isResponseBlock(block)) {
      report.responses += 1;
      const status = /^Response:\s*(\d{3})\b/.exec(block.title ?? '')?.[1];
      if (!status) {
        fail(block, 'the title must name the status code, such as "Response: 200 …"');
        continue;
      }
      let body: unknown;
      try {
        body = JSON.parse(block.content);
      } catch (error) {
        fail(block, `the body is not JSON: ${(error as Error).message}`);
        continue;
      }
      if (!previous) fail(block, 'no Request block precedes this response on the page');
      else if (!previous.operation)
        fail(block, `the request before it (${where(previous.block)}) matches no operation`);
      else
        spec
          .checkResponse(previous.operation, Number(status), body, undefined, {
            partial: /shortened|first /i.test(block.title ?? ''),
          })
          .forEach((problem) => fail(block, problem));
      continue;
    }
    const titled = block.title ? requestFromTitle(block.title, block.lang, block.content) : undefined;
    if (titled) {
      report.titledRequests += 1;
      spec.checkRequest(titled, {pathOnly: true}).problems.forEach((problem) => fail(block, problem));
      continue;
    }
    if (SHELL.has(block.lang)) {
      // A curl to the API that is not titled "Request:" would escape every check above.
      for (const found of literalCurlCommands(block.content)) {
        const url = found.command?.url ?? found.source;
        if (!spec.servers.some((server) => url.includes(server))) continue;
        fail(
          block,
          `shows a request to the API (${found.source.slice(0, 80)}…) but its title does not start with "Request:"`,
        );
        if (found.command)
          spec.checkRequest(curlToRequest(found.command)).problems.forEach((problem) => fail(block, problem));
      }
    }
    if (PROGRAM.has(block.lang)) {
      const urls = spec.servers.filter((server) => block.content.includes(server));
      if (urls.length === 0) continue;
      for (const variable of ['BERTHLINE_API_KEY', 'BERTHLINE_API_BASE']) {
        if (!block.content.includes(variable)) fail(block, `calls the API but does not read ${variable}`);
      }
      for (const url of urls.filter((server) => server !== sandbox()))
        fail(block, `defaults to ${url}; samples default to the sandbox`);
    }
  }
  return report;
}

// The validator starts asynchronously, so the pages are checked as subtests of one test.
test('the guide pages agree with the OpenAPI document', async (t) => {
  spec = await loadContract();
  const reports = guidePages().map(checkPage);
  for (const report of reports) {
    await t.test(report.file, () => {
      assert.equal(report.problems.length, 0, `\n${report.problems.join('\n')}`);
    });
  }

  await t.test('getting started and both tutorials show at least one request and one response', () => {
    for (const file of [
      'api/index.mdx',
      'api/tutorials/importing-shipments-via-file-upload.mdx',
      'api/tutorials/track-a-list-of-containers.mdx',
    ]) {
      const report = reports.find((candidate) => candidate.file === file);
      assert.ok(report, `${file} was not read`);
      assert.ok(report.requests >= 1, `${file} has no block titled "Request:"`);
      assert.ok(report.responses >= 1, `${file} has no block titled "Response:"`);
    }
  });

  await t.test('the checks saw the pages', (sub) => {
    const total = (key: 'requests' | 'responses' | 'titledRequests'): number =>
      reports.reduce((sum, r) => sum + r[key], 0);
    assert.ok(reports.length >= 8 + 24, `only ${reports.length} pages found`);
    assert.ok(total('requests') >= 10, `only ${total('requests')} Request blocks found`);
    sub.diagnostic(
      `${reports.length} pages, ${total('requests')} Request blocks, ${total('responses')} Response blocks, ` +
        `${total('titledRequests')} blocks titled with a method and path`,
    );
  });
});
