// npm run webhooks:send -- --url URL --event TYPE [--secret whsec_…] [--secret whsec_…]
// Posts the OpenAPI document's example delivery of one event type to a receiver, signed as production signs it
// (a fresh timestamp, one `v1` per secret: two during a secret roll), and prints the status it answered.
// Without --secret it signs with the document's test secret. The body is the same bytes the event's page shows.
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {bundleSpec} from '../gen-api.mjs';
import {buildDelivery, postDelivery} from './delivery.mjs';

const USAGE =
  'Usage: npm run webhooks:send -- --url http://localhost:3000/webhooks --event shipment.eta_changed [--secret whsec_…]';

export {buildDelivery};

async function main() {
  let values;
  try {
    ({values} = parseArgs({
      options: {url: {type: 'string'}, event: {type: 'string'}, secret: {type: 'string', multiple: true}},
    }));
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
  const spec = await bundleSpec();
  const delivery = buildDelivery(spec, {
    url: values.url,
    event: values.event,
    secrets: values.secret ?? [],
    usage: USAGE,
  });
  if (delivery instanceof Error) throw delivery;
  const {status, statusText, ok} = await postDelivery(delivery);
  console.log(
    `POST ${delivery.url} ${values.event} ${delivery.headers['Berthline-Event-Id']}: ${status} ${statusText}`,
  );
  console.log(ok ? 'Received: Berthline would not retry.' : 'Not a 2xx answer: Berthline would retry this delivery.');
  process.exitCode = ok ? 0 : 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`webhooks:send: ${error.message}`);
    process.exit(1);
  });
}
