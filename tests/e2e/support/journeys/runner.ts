// One reader's journey through a built page: the page's code blocks in page order, in one language tab, run in an
// empty folder that holds only what the page's own links download, against the mock server with a fresh test key at
// a reader's limits. Each answer, printed line and file is compared with what the page shows (./compare.ts); a
// substitution happens only where the page says it in words (./reader.ts).
//
// Blocks, by title:
// - "Set your key and base URL": the reader's environment, pointed at the mock as the page says.
// - "Request: …": a curl command; the "Response: NNN …" block after it is the answer it must get (status and body),
//   an `http` block between them the headers it must have.
// - a file name (`list-shipments.mjs`, `import_file.py`, `import-file.sh`, `examples/webhooks/receiver.mjs`): a
//   program the reader saves; it runs when it has a `Usage:` line or prints something, with node, python3 or bash.
// - "Output …": what the last program printed; "(exit status N)" in the title is its exit status, else 0.
// - a file name ending in .csv or .xlsx: the file as the page shows it, compared with the file in the folder; with
//   "(corrected)" the reader writes it.
// - "Start …": a server the reader starts (the mock, a receiver), kept running until the journey ends.
// - any other shell block: a command that must succeed, followed by its Response or Output if the page shows one.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {jsonDifferences, outputDifferences} from './compare';
import {type Block, type Language, type Page, where} from './markdown';
import {READER, requireSaid} from './reader';
import {run, startBackground, type Background} from './processes';

export interface JourneyContext {
  /** The built site, such as `http://127.0.0.1:41234`. */
  site: string;
  /** The mock server the reader runs, such as `http://127.0.0.1:41235/v1`. */
  mockBase: string;
  /** What the mock printed so far. */
  mockLog: () => string;
  /** The reader's empty folder. */
  dir: string;
  /** A new test key, never used: `sk_test_…`, or `sk_test_read_…` for a read key. */
  newKey: (scope?: 'read') => string;
  /** A free port for a server the page starts. */
  freePort: () => Promise<number>;
  /**
   * Use the keys the page gives (its "Set your key" block, the key it names for a fresh start) instead of new ones,
   * as a reader who copies them does: pages run this way one after another on one mock must not step on each other.
   */
  pageKeys?: boolean;
}

/** What a journey saw, for the report: one line per step. */
export type Steps = string[];

/** Blocks a reader cannot run from the built site alone, each with the reason. */
const NOT_RUNNABLE: Record<string, string> = {
  'Generate a Python client': 'needs Java and OpenAPI Generator from the npm registry',
  'Generate a TypeScript client': 'needs Java and OpenAPI Generator from the npm registry',
  'use_client.py': 'runs the client that OpenAPI Generator writes',
  'use-client.ts': 'runs the client that OpenAPI Generator writes',
  "Check the example's signature": 'hashes body.json, which the reader copies by hand from an event page',
  "Forward your key's deliveries":
    'runs until stopped, and the receiver restarts with its secret: tests/api/mock-webhook-cli.test.ts runs it',
};
const PROGRAM = /(?:^|\/)([\w.-]+\.(?:mjs|js|py|sh))$/;
const DATA_FILE = /^([\w.-]+\.(?:csv|xlsx))(?:\s|$)/;
const INTERPRETER: Record<string, string> = {'.mjs': 'node', '.js': 'node', '.py': 'python3', '.sh': 'bash'};
const FINAL_IMPORT = /^(completed|completed_with_errors|failed|cancelled)$/;
const TIMEOUT_MS = 60_000;
/** The time between two requests a reader sends by hand: four a second at most, below the burst limit of five. */
const READER_PACE_MS = 250;

/** The site's own address in the twin's links, which the journey reads from the local build instead. */
const SITE = 'https://www.berthline.example';

async function cellsOf(file: string): Promise<string> {
  if (!file.endsWith('.xlsx')) return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[] = [];
  workbook.worksheets[0].eachRow((row) => {
    const cells = (row.values as unknown[]).slice(1).map((value) => String(value ?? ''));
    rows.push(cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','));
  });
  return `${rows.join('\n')}\n`;
}

export class Journey {
  readonly steps: Steps = [];
  private readonly problems: string[] = [];
  private env: NodeJS.ProcessEnv;
  private key = '';
  private lastProgram?: {name: string; stdout: string; stderr: string; code: number | null};
  private lastAnswer?: {block: Block; status: number; body: unknown; headers: string};
  private readonly background: Background[] = [];
  /** Replacements the page asked for in words (another port), applied to every later block. */
  private readonly replacements = new Map<string, string>();
  private mockBase: string;

  constructor(
    private readonly page: Page,
    private readonly language: Language | undefined,
    private readonly context: JourneyContext,
  ) {
    this.mockBase = context.mockBase;
    const keep = ['PATH', 'HOME', 'LANG', 'TMPDIR'];
    this.env = Object.fromEntries(keep.filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
  }

  private fail(block: Block, message: string): void {
    this.problems.push(`${where(this.page, block)}: ${message}`);
  }

  /** Runs the journey; throws with every difference from the page. */
  async run(): Promise<Steps> {
    try {
      await this.download();
      for (const block of this.page.blocks) {
        this.readProse(block);
        if (block.tab !== undefined && block.tab !== this.language) continue;
        await this.step(block);
      }
    } finally {
      for (const server of this.background) await server.stop();
    }
    const failures = this.context
      .mockLog()
      .split('\n')
      .filter((line) => line.startsWith('MOCK FAILURE:'));
    this.problems.push(...failures);
    if (this.problems.length > 0)
      throw new Error(`${this.problems.join('\n')}\n--- steps ---\n${this.steps.join('\n')}`);
    return this.steps;
  }

  /** The files the page links under /docs/downloads/, fetched from the built site into the reader's folder. */
  private async download(): Promise<void> {
    const downloads = this.page.links.filter((link) => link.includes('/docs/downloads/'));
    for (const link of new Set(downloads)) {
      const url = link.replace(SITE, this.context.site);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${this.page.path}: the link ${link} answers ${response.status}`);
      writeFileSync(
        path.join(this.context.dir, path.basename(new URL(url).pathname)),
        Buffer.from(await response.arrayBuffer()),
      );
      this.steps.push(`downloaded ${path.basename(link)}`);
    }
  }

  /** Instructions in the prose before a block, whatever its tab: a fresh key for what follows. */
  private readProse(block: Block): void {
    if (READER.freshKey.says.test(block.before) && this.key !== '') {
      const named = [...block.before.matchAll(/`(sk_test_\w+)`/g)].at(-1)?.[1];
      this.key = this.context.pageKeys && named ? named : this.context.newKey();
      this.env.BERTHLINE_API_KEY = this.key;
      this.steps.push('a new test key, as the page says');
    }
  }

  private content(block: Block): string {
    let text = block.content;
    for (const [from, to] of this.replacements) text = text.split(from).join(to);
    return text;
  }

  private async step(block: Block): Promise<void> {
    const title = block.title;
    if (NOT_RUNNABLE[title] ?? NOT_RUNNABLE[path.basename(title)]) {
      this.steps.push(`skipped ${title}: ${NOT_RUNNABLE[title] ?? NOT_RUNNABLE[path.basename(title)]}`);
      return;
    }
    if (block.lang === 'powershell') return;
    if (title === 'Set your key and base URL') return this.environment(block);
    if (title.startsWith('Request:')) return this.request(block);
    if (title.startsWith('Response:')) return this.response(block);
    if (title.startsWith('Output')) return await this.output(block);
    if (title.startsWith('Start ')) return this.start(block);
    const data = DATA_FILE.exec(title)?.[1];
    if (data) return this.dataFile(block, data);
    const program = PROGRAM.exec(title)?.[1];
    if (program && INTERPRETER[path.extname(program)]) return this.program(block, program);
    if (['bash', 'sh', 'shell'].includes(block.lang)) return this.shell(block);
  }

  private environment(block: Block): void {
    requireSaid(this.page, READER.useMock, `${where(this.page, block)} sets the sandbox`);
    const given = /BERTHLINE_API_KEY="(sk_test_\w+)"/.exec(block.content)?.[1];
    this.key ||= this.context.pageKeys && given ? given : this.context.newKey();
    this.env.BERTHLINE_API_KEY = this.key;
    this.env.BERTHLINE_API_BASE = this.mockBase;
    this.steps.push(`BERTHLINE_API_BASE=${this.mockBase}, a new test key`);
  }

  private ensureEnvironment(block: Block): void {
    if (this.env.BERTHLINE_API_BASE) return;
    requireSaid(this.page, READER.useMock, `${where(this.page, block)} calls the API`);
    this.key ||= this.context.newKey();
    Object.assign(this.env, {BERTHLINE_API_KEY: this.key, BERTHLINE_API_BASE: this.mockBase});
  }

  /** The Response block after a block, past the `http` blocks that show its headers. */
  private shownAnswer(block: Block): {response?: Block; headers?: Block} {
    const rest = this.page.blocks.slice(this.page.blocks.indexOf(block) + 1);
    const headers = rest[0]?.lang === 'http' ? rest[0] : undefined;
    const next = rest.find((candidate) => candidate.lang !== 'http');
    return {response: next?.title.startsWith('Response:') ? next : undefined, headers};
  }

  private async request(block: Block): Promise<void> {
    this.ensureEnvironment(block);
    const {response, headers} = this.shownAnswer(block);
    const status = Number(/^Response:\s*(\d{3})/.exec(response?.title ?? '')?.[1] ?? 0);
    const env = {...this.env};
    if (/read key/i.test(block.title)) {
      requireSaid(this.page, READER.readKey, `${where(this.page, block)} needs a read key`);
      env.BERTHLINE_API_KEY = this.context.newKey('read');
    }
    if (status === 429) {
      requireSaid(this.page, READER.rateLimitKey, `${where(this.page, block)} shows a 429`);
      env.BERTHLINE_API_KEY = 'sk_test_rate_limit_demo';
    }
    const polls = response && READER.poll.says.test(this.page.text);
    const headersFile = path.join(this.context.dir, '.headers');
    const command = this.content(block).replace(/^curl\b/, `curl -sS -D '${headersFile}' -w '\\n%{http_code}'`);
    const shownBody = response ? (JSON.parse(response.content) as {status?: unknown}) : undefined;
    const until = Date.now() + 20_000;
    for (let attempt = 1; ; attempt += 1) {
      await this.pace();
      const result = await run('bash', ['-c', command], {cwd: this.context.dir, env, timeoutMs: TIMEOUT_MS});
      const lines = result.stdout.split('\n');
      const got = Number(lines.pop());
      const text = lines.join('\n').replace(/^HTTP\/[\s\S]*?\r?\n\r?\n/, '');
      if (result.code !== 0 && !(result.code === 22 && got >= 400)) {
        this.fail(block, `curl exited with ${result.code}: ${result.stderr.slice(-500)}`);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        this.fail(block, `the answer is not JSON: ${text.slice(0, 300)}`);
        return;
      }
      const waitRateLimit = status === 429 && got !== 429 && attempt < 6;
      const waitImport =
        polls &&
        FINAL_IMPORT.test(String(shownBody?.status)) &&
        !FINAL_IMPORT.test(String((body as {status?: unknown}).status)) &&
        Date.now() < until;
      if (waitRateLimit || waitImport) {
        if (waitImport) await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      }
      this.lastAnswer = {block, status: got, body, headers: readFileSync(headersFile, 'utf8')};
      this.lastProgram = undefined;
      this.steps.push(`${block.title}: ${got}${attempt > 1 ? ` after ${attempt} requests` : ''}`);
      break;
    }
    if (!response && (this.lastAnswer.status < 200 || this.lastAnswer.status >= 300)) {
      this.fail(
        block,
        `answered ${this.lastAnswer.status}; the page shows no error: ${JSON.stringify(this.lastAnswer.body).slice(0, 300)}`,
      );
    }
    for (const line of headers?.content.split('\n').slice(1) ?? []) {
      const name = line.split(':')[0].trim();
      if (name && !new RegExp(`^${name}:`, 'im').test(this.lastAnswer.headers)) {
        this.fail(block, `the answer has no ${name} header, which the page shows`);
      }
    }
  }

  /** A Response block: the answer to the request or command just before it. */
  private response(block: Block): void {
    const answer = this.lastAnswer;
    if (!answer || this.page.blocks.indexOf(answer.block) > this.page.blocks.indexOf(block)) return;
    const previous = this.page.blocks
      .slice(0, this.page.blocks.indexOf(block))
      .filter(
        (candidate) =>
          candidate.lang !== 'http' &&
          !candidate.title.startsWith('Output') &&
          (candidate.tab === undefined || candidate.tab === this.language),
      )
      .at(-1);
    if (previous !== answer.block) return; // a Response that illustrates another situation, with no request of its own
    // The prose says it shows another situation: "A request without an Authorization header gets `…`:".
    if (/\bgets `[a-z_]+`:?\s*$/.test(block.before.trim())) return;
    const status = Number(/^Response:\s*(\d{3})/.exec(block.title)?.[1]);
    if (answer.status !== status)
      this.fail(
        block,
        `the page shows ${status}, the mock answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`,
      );
    const shortened = /shortened|first /i.test(block.title);
    for (const problem of jsonDifferences(JSON.parse(block.content), answer.body, {shortened}))
      this.fail(block, problem);
    this.steps.push(`${block.title}: compared`);
  }

  private async program(block: Block, name: string): Promise<void> {
    const file = path.join(this.context.dir, name);
    writeFileSync(file, `${this.content(block)}\n`);
    const usage =
      /Usage:[ \t]*(?:python3?|node|\.\/|bash)?[ \t]*\S*?([\w.-]+\.(?:mjs|js|py|sh))((?:[ \t]+[^\s"']+)*)/.exec(
        block.content,
      );
    const prints = /console\.log|print\(|echo /.test(block.content);
    const following = this.page.blocks
      .slice(this.page.blocks.indexOf(block) + 1)
      .find((candidate) => candidate.tab === undefined || candidate.tab === block.tab);
    if (!usage && !prints) {
      this.steps.push(`saved ${name}`);
      return;
    }
    if (/\bcreateServer\b|HTTPServer/.test(block.content) && !following?.title.startsWith('Output')) {
      this.steps.push(`saved ${name} (a server: the page starts it)`);
      return;
    }
    this.ensureEnvironment(block);
    const args = usage?.[2]?.trim().split(/\s+/).filter(Boolean) ?? [];
    const result = await run(INTERPRETER[path.extname(name)], [name, ...args], {
      cwd: this.context.dir,
      env: {...this.env},
      timeoutMs: TIMEOUT_MS,
    });
    this.lastProgram = {name, stdout: result.stdout, stderr: result.stderr, code: result.code};
    this.lastAnswer = undefined;
    this.steps.push(`${name} ${args.join(' ')}: exit ${result.code} in ${result.ms} ms`);
    const output = this.page.blocks
      .slice(this.page.blocks.indexOf(block) + 1)
      .find(
        (candidate) =>
          candidate.title.startsWith('Output') && (candidate.tab === undefined || candidate.tab === block.tab),
      );
    if (!output && result.code !== 0)
      this.fail(block, `exited with ${result.code}\n${result.stdout.slice(-1500)}\n${result.stderr.slice(-1500)}`);
  }

  private async output(block: Block): Promise<void> {
    if (/receiver/i.test(block.title) && this.lastServer) {
      // What a server the page started printed: every line the page shows, in order, among its lines.
      const server = this.lastServer;
      const lines = block.content.trimEnd().split('\n');
      try {
        await server.waitFor(
          new RegExp(
            lines
              .at(-1)!
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
              .replace(/whevt_\w+/g, 'whevt_\\w+'),
          ),
        );
      } catch {
        // The comparison below names what is missing.
      }
      const printed = server.output().split('\n');
      const start = printed.findIndex((line) => outputDifferences(lines[0], line).length === 0);
      const got = start < 0 ? '' : printed.slice(start, start + lines.length).join('\n');
      for (const problem of outputDifferences(block.content, got)) this.fail(block, `the receiver: ${problem}`);
      this.steps.push(`${block.title}: compared with the receiver's output`);
      return;
    }
    const program = this.lastProgram;
    if (!program && block.tab === undefined) {
      // After the tabs: the output of the other tabs' programs; this reader sent the requests instead.
      this.steps.push(`${block.title}: shows the programs of the other tabs`);
      return;
    }
    if (!program) {
      this.fail(block, 'shows output, but no program ran before it');
      return;
    }
    const exit = Number(/exit status (\d+)/.exec(block.title)?.[1] ?? 0);
    if (program.code !== exit)
      this.fail(
        block,
        `${program.name} exited with ${program.code}; the page says ${exit}\n${program.stderr.slice(-1500)}`,
      );
    for (const problem of outputDifferences(block.content, program.stdout))
      this.fail(block, `${program.name}: ${problem}`);
    this.steps.push(`${block.title}: compared with ${program.name}`);
  }

  private async dataFile(block: Block, name: string): Promise<void> {
    const file = path.join(this.context.dir, name);
    if (/\(corrected\)/.test(block.title)) {
      writeFileSync(file, `${block.content}\n`);
      this.steps.push(`wrote ${name} as the page shows it`);
      return;
    }
    if (!existsSync(file)) {
      this.fail(block, `shows ${name}, which no link and no earlier step gave the reader`);
      return;
    }
    const got = await cellsOf(file);
    for (const problem of outputDifferences(block.content, got)) this.fail(block, `${name}: ${problem}`);
    this.steps.push(`${name}: compared`);
  }

  private async start(block: Block): Promise<void> {
    let command = this.content(block);
    const env = {...this.env};
    if (/berthline-mock\.mjs/.test(command)) {
      requireSaid(
        this.page,
        READER.otherPort,
        `${where(this.page, block)} starts the mock on 4010, which may be taken`,
      );
      requireSaid(
        this.page,
        READER.importSteps,
        `${where(this.page, block)} starts the mock with its default import steps`,
      );
      const port = await this.context.freePort();
      command = command.replace(/berthline-mock\.mjs/, `berthline-mock.mjs --port ${port} --import-step-ms 300`);
      this.replacements.set('127.0.0.1:4010', `127.0.0.1:${port}`);
      this.mockBase = `http://127.0.0.1:${port}/v1`;
    }
    if (/receiver\.(mjs|py)/.test(command)) {
      requireSaid(
        this.page,
        READER.receiverPort,
        `${where(this.page, block)} starts a receiver on 3000, which may be taken`,
      );
      const port = await this.context.freePort();
      env.PORT = String(port);
      this.replacements.set('127.0.0.1:3000', `127.0.0.1:${port}`).set('localhost:3000', `127.0.0.1:${port}`);
    }
    const server = await startBackground('bash', ['-c', command], {cwd: this.context.dir, env});
    this.background.push(server);
    this.steps.push(`started: ${command.split('\n')[0]}`);
    this.lastProgram = undefined;
    this.lastServer = server;
  }

  private lastServer?: Background;
  private lastRequestAt = 0;

  /** A reader types one command after another: never more than a few requests a second, within the burst limit. */
  private async pace(): Promise<void> {
    const wait = this.lastRequestAt + READER_PACE_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.lastRequestAt = Date.now();
  }

  private async shell(block: Block): Promise<void> {
    this.ensureEnvironment(block);
    const result = await run('bash', ['-c', this.content(block)], {
      cwd: this.context.dir,
      env: {...this.env},
      timeoutMs: TIMEOUT_MS,
    });
    this.steps.push(`${block.title || 'command'}: exit ${result.code}`);
    if (result.code !== 0) this.fail(block, `exited with ${result.code}: ${result.stderr.slice(-800)}`);
    this.lastProgram = {
      name: block.title || 'the command',
      stdout: result.stdout,
      stderr: result.stderr,
      code: result.code,
    };
    try {
      this.lastAnswer = {block, status: 200, body: JSON.parse(result.stdout), headers: ''};
    } catch {
      this.lastAnswer = undefined;
    }
  }
}
