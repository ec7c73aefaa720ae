// `npm test`: every check, in order, from a fresh clone. Installs Debian's Chromium and nginx when missing (as root),
// generates the API reference, type-checks, runs the unit tests, builds the site twice (analytics off, and on with
// test values), then runs the end-to-end suite in Chromium against both builds (serve command and real nginx).
// Set SKIP_BUILD=1 to reuse existing builds while iterating on tests.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {
  DOCS_EDIT_URL_FOR_TESTS,
  GTM_TEST_CONTAINER,
  MOCK_SERVER_PORT,
  POSTHOG_TEST_HOST,
} from '../tests/e2e/support/ports';

/** Debian packages the end-to-end suite runs: the browser, and nginx for the `nginx` project (a program only). */
const DEBIAN_PROGRAMS = {chromium: '/usr/bin/chromium', nginx: '/usr/sbin/nginx'};

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureDebianPrograms(): void {
  const missing = Object.entries(DEBIAN_PROGRAMS).filter(([, program]) => !existsSync(program));
  if (missing.length === 0) return;
  const packages = missing.map(([name]) => name).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.map(([name, program]) => `${name} (${program})`).join(', ')}. Install Debian's packages, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y ${packages}`,
    );
    process.exit(1);
  }
  run(`install Debian ${packages}`, 'sh', ['-c', `apt-get update && apt-get install -y ${packages}`]);
}

ensureDebianPrograms();
// Test builds list the local mock server in the API explorer (scripts/gen-api.mjs); the e2e suite starts it there.
process.env.API_MOCK_SERVER ??= `http://127.0.0.1:${MOCK_SERVER_PORT}`;
run('type-check (generates the API reference first)', 'npm', ['run', 'typecheck']);
const testFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${dir}/${f}`);
const nodeTest = (files: string[]) => ['--import', 'tsx', '--test', '--test-reporter=spec', ...files];
run('lint: ESLint, Prettier, cspell and the page checker', 'npm', ['run', 'lint']);
run('lint the OpenAPI document (Redocly, recommended rules)', 'npx', [
  'redocly',
  'lint',
  '--format=summary',
  'openapi/openapi.yaml',
]);
run('validate every example of the OpenAPI document', 'node', ['scripts/validate-examples.mjs']);
run('unit tests', 'node', nodeTest(testFiles('tests/unit')));
if (existsSync('tests/api')) {
  run(
    'API contract tests (pages against the document, tutorials against the mock server)',
    'node',
    nodeTest(testFiles('tests/api')),
  );
}
if (process.env.SKIP_BUILD !== '1') {
  run('production build (analytics off)', 'npx', ['docusaurus', 'build']);
  run(
    'production build (analytics and edit links on, test values)',
    'npx',
    ['docusaurus', 'build', '--out-dir', 'build-analytics'],
    {
      POSTHOG_API_KEY: 'phc_berthline_e2e_test_key',
      POSTHOG_HOST: POSTHOG_TEST_HOST,
      GTM_CONTAINER_ID: GTM_TEST_CONTAINER,
      DOCS_EDIT_URL: DOCS_EDIT_URL_FOR_TESTS,
    },
  );
}
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test']);
