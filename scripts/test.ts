// `npm test`: every check, from a fresh clone. It installs the Debian packages the tests need (as root; otherwise it
// prints the command), generates the API files once, runs the static checks side by side (type-check, lint, and the
// writer's `npm run check`: pages, links and anchors, content rules, the OpenAPI document), the unit and API tests,
// builds the site twice (analytics off, and on with test values), runs what the built site publishes as a reader
// would (the Postman collection under newman) and the end-to-end suite in Chromium against both builds (the serve
// command and nginx).
// The npm scripts it calls are the ones a developer runs, without their pre-scripts, which would generate the API
// files again. SKIP_BUILD=1 reuses existing builds while iterating on tests.
import {spawn, spawnSync} from 'node:child_process';
import {MOCK_HOST, MOCK_PORT} from './mock/address.mjs';
import {DOCS_EDIT_URL_FOR_TESTS, GTM_TEST_CONTAINER, POSTHOG_TEST_HOST} from '../tests/e2e/support/test-values';

const MINIMUM_NODE = 24;

/** The seconds since `started` (a Date.now()), as the step lines print them. */
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${secondsSince(started)} s)`);
}

/** The arguments of an npm script as a developer runs it, without its pre-script (the API files are generated once). */
const npmArgs = (script: string, args: string[] = []) => [
  'run',
  '--silent',
  '--ignore-scripts',
  script,
  ...(args.length > 0 ? ['--', ...args] : []),
];
const npmRun = (title: string, script: string, env: Record<string, string> = {}, args: string[] = []) =>
  run(title, 'npm', npmArgs(script, args), env);

/**
 * npm scripts that read the sources and write nothing, side by side (each waits on its own reads and processes part
 * of the time); each one's output is printed whole once all have ended, in this order.
 */
async function npmRunTogether(steps: {title: string; script: string; args?: string[]}[]): Promise<void> {
  console.log(`\n▶ side by side: ${steps.map((step) => step.title).join('; ')}`);
  const results = await Promise.all(
    steps.map(
      (step) =>
        new Promise<{output: string; status: number | null; seconds: string}>((resolve) => {
          const started = Date.now();
          const child = spawn('npm', npmArgs(step.script, step.args), {stdio: ['ignore', 'pipe', 'pipe']});
          const chunks: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.on('close', (status) =>
            resolve({output: Buffer.concat(chunks).toString(), status, seconds: secondsSince(started)}),
          );
        }),
    ),
  );
  let failed = false;
  for (const [i, {output, status, seconds}] of results.entries()) {
    const {title, script, args} = steps[i]!;
    console.log(`\n▶ ${title}: npm ${npmArgs(script, args).join(' ')}`);
    process.stdout.write(output);
    if (status === 0) console.log(`✔ ${title} (${seconds} s)`);
    else {
      console.error(`\n✖ ${title} failed (exit ${status}).`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MINIMUM_NODE) {
    console.error(
      `npm test needs Node.js ${MINIMUM_NODE} or later (this is ${process.version}): run scripts/npm test.`,
    );
    process.exit(1);
  }
  run('Debian packages the tests need (scripts/debian-packages.txt)', 'scripts/install-debian-packages', []);
  // Test builds list the local mock server in the API explorer at its documented address, with the port a variable
  // (scripts/gen-api.mjs), and allow that host on any port in the CSP; each end-to-end worker starts its own mock on a
  // free port and sets the variable, so a developer's `npm run mock` on the default port can keep running.
  process.env.API_MOCK_SERVER ??= `http://${MOCK_HOST}:${MOCK_PORT}`;
  run('generate the API files', 'npm', ['run', '--silent', 'gen-api']);
  await npmRunTogether([
    {title: 'type-check', script: 'typecheck'},
    {title: 'lint: ESLint, Prettier and cspell over every file', script: 'lint'},
    // The writer's check without what runs elsewhere: generation (just done), the three tools lint runs over every
    // file, and the data modules' rule tests (in the unit tests).
    {
      title:
        "the writer's check: pages, links and anchors, content rules, product data, the OpenAPI document, the mock",
      script: 'check',
      args: ['--skip', 'generate,eslint,prettier,spelling,data-rules'],
    },
  ]);
  npmRun('unit tests', 'test:unit');
  npmRun('API contract tests (pages against the document, tutorials against the mock server)', 'test:api');
  if (process.env.SKIP_BUILD !== '1') {
    npmRun('production build (analytics off)', 'build');
    npmRun('production build (analytics and edit links on, test values)', 'build:analytics', {
      POSTHOG_API_KEY: 'phc_berthline_e2e_test_key',
      POSTHOG_HOST: POSTHOG_TEST_HOST,
      GTM_CONTAINER_ID: GTM_TEST_CONTAINER,
      DOCS_EDIT_URL: DOCS_EDIT_URL_FOR_TESTS,
    });
  }
  npmRun('the published Postman collection under newman against the mock server', 'test:published');
  npmRun('end-to-end tests in Chromium', 'test:e2e');
}

void main();
