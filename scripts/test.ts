// `npm test`: every check, in order, from a fresh clone. Installs Debian's Chromium and nginx when missing (as root),
// generates the API reference, type-checks, runs the unit tests, builds the site twice (analytics off, and on with
// test values), then runs the end-to-end suite in Chromium against both builds (serve command and real nginx).
// Set SKIP_BUILD=1 to reuse existing builds while iterating on tests.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer, type AddressInfo} from 'node:net';
import {DOCS_EDIT_URL_FOR_TESTS, GTM_TEST_CONTAINER, POSTHOG_TEST_HOST} from '../tests/e2e/support/ports';

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

/** A port that nothing listens on now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function main(): Promise<void> {
  ensureDebianPrograms();
  // Test builds list the local mock server in the API explorer and allow it in the CSP (scripts/gen-api.mjs); the
  // e2e suite reads it from the build and starts the mock server (scripts/mock/) there. A free port, chosen before anything is generated, so
  // that two runs side by side (or a developer's npm run mock on 4010) do not collide.
  process.env.API_MOCK_SERVER ??= `http://127.0.0.1:${await freePort()}`;
  console.log(`Mock server of the test builds: ${process.env.API_MOCK_SERVER}`);
  // The same npm scripts a developer runs (package.json), so that this file keeps no list of tests of its own.
  const npmRun = (title: string, script: string, env: Record<string, string> = {}) =>
    run(title, 'npm', ['run', '--silent', script], env);
  npmRun('type-check (generates the API reference first)', 'typecheck');
  npmRun('lint: ESLint, Prettier, cspell and the page checker', 'lint');
  npmRun('lint the OpenAPI document and validate every example', 'lint:openapi');
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
  npmRun('end-to-end tests in Chromium', 'test:e2e');
}

void main();
