// npm run mock [-- --port 4010] [--host 127.0.0.1] [--import-step-ms 1500] [--webhook-retry-scale 1]
//   (or `trigger <event> --forward-to <url>` and `listen --forward-to <url>`: ./cli-webhooks.mjs)
// Starts the stateful mock server of the Berthline Tracking API (handbook/mock.md). The port can also come from
// MOCK_PORT; MOCK_WEBHOOK_URL (with MOCK_WEBHOOK_SECRET) registers a webhook endpoint for every key. The same file,
// bundled with the document, is the site's download static/downloads/berthline-mock.mjs (scripts/gen-mock-bundle.mjs).
import {parseArgs} from 'node:util';
import {MOCK_HOST, MOCK_PORT} from './address.mjs';
import {LISTEN_USAGE, TRIGGER_USAGE, listen, trigger} from './cli-webhooks.mjs';
import {RATE_LIMIT_DEMO_KEY} from './keys.mjs';
import {startMock} from './server.mjs';

const USAGE = [
  'Options: [--port 4010] [--host 127.0.0.1] [--import-step-ms 1500] [--webhook-retry-scale 1] [--quiet]',
  'Webhooks from the command line:',
  `  ${TRIGGER_USAGE}`,
  `  ${LISTEN_USAGE}`,
].join('\n');

/** `trigger` and `listen`: the webhook tools; undefined for the server itself. */
async function command() {
  const [name, ...args] = process.argv.slice(2);
  if (name === 'trigger') return trigger(args);
  if (name === 'listen') {
    const {stop} = await listen(args);
    const end = () => stop().then(() => process.exit(0));
    process.once('SIGINT', end);
    process.once('SIGTERM', end);
    return 'running';
  }
  return undefined;
}

function numberOption(value, name) {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}".\n${USAGE}`);
  return Number(value);
}

function scaleOption(value) {
  if (value === undefined) return undefined;
  const scale = Number(value);
  if (!(scale > 0 && scale <= 1))
    throw new Error(`--webhook-retry-scale must be a number above 0 and at most 1, not "${value}".\n${USAGE}`);
  return scale;
}

async function main() {
  const done = await command();
  if (typeof done === 'number') process.exitCode = done;
  if (done !== undefined) return;
  let values;
  try {
    ({values} = parseArgs({
      options: {
        port: {type: 'string'},
        host: {type: 'string'},
        'import-step-ms': {type: 'string'},
        'webhook-retry-scale': {type: 'string'},
        quiet: {type: 'boolean'},
        help: {type: 'boolean'},
      },
    }));
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const webhookUrl = process.env.MOCK_WEBHOOK_URL;
  const mock = await startMock({
    port: numberOption(values.port ?? process.env.MOCK_PORT, '--port') ?? MOCK_PORT,
    host: values.host ?? MOCK_HOST,
    importStepMs: numberOption(values['import-step-ms'] ?? process.env.MOCK_IMPORT_STEP_MS, '--import-step-ms') ?? 1500,
    webhookRetryScale: scaleOption(values['webhook-retry-scale'] ?? process.env.MOCK_WEBHOOK_RETRY_SCALE) ?? 1,
    log: values.quiet ? () => {} : (line) => console.log(line),
    webhook: webhookUrl
      ? {url: webhookUrl, secret: process.env.MOCK_WEBHOOK_SECRET ?? 'whsec_berthline_docs_example_not_a_real_secret'}
      : undefined,
  });
  console.log(`Berthline mock server listening on ${mock.base}`);
  console.log(`  export BERTHLINE_API_BASE="${mock.base}"`);
  console.log(
    `  Keys: any sk_test_… key of at least four letters, digits or underscores (read_write), sk_test_read_… (read), ${RATE_LIMIT_DEMO_KEY} (429 on its second request).`,
  );
  if (webhookUrl) console.log(`  Webhooks of every key go to ${webhookUrl}.`);
  const stop = () => mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`mock: ${error.message}`);
  process.exit(1);
});
