// Re-signs the example deliveries of the OpenAPI document after an example was edited: for each file in
// openapi/components/examples/webhooks/, computes the `Berthline-Signature` of its body with the document's test
// secret at the example's timestamp, and rewrites `x-signature`. `--check` only reports stale signatures.
// scripts/validate-examples.mjs runs the same check, so a stale signature fails the tests.
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {exampleBody, parseSignatureHeader, signatureHeader} from './signature.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const WEBHOOK_EXAMPLES_DIR = path.join(root, 'openapi', 'components', 'examples', 'webhooks');

/** The test secret and delivery rules, from the document's root `x-webhook-delivery`. */
export async function readDeliveryRules() {
  const rootDoc = parse(await readFile(path.join(root, 'openapi', 'openapi.yaml'), 'utf8'));
  const rules = rootDoc['x-webhook-delivery'];
  if (!rules?.signature?.example_secret) throw new Error('openapi/openapi.yaml lacks x-webhook-delivery.signature.');
  return rules;
}

/** Every example delivery: file, parsed example, and the signature it should carry. */
export async function webhookExamples() {
  const {signature} = await readDeliveryRules();
  const files = (await readdir(WEBHOOK_EXAMPLES_DIR)).filter((f) => f.endsWith('.yaml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(WEBHOOK_EXAMPLES_DIR, file), 'utf8');
      const example = parse(text);
      const parsed = parseSignatureHeader(example['x-signature']);
      const timestamp = parsed?.timestamp ?? Math.floor(Date.parse(example.value.created_at) / 1000) + 1;
      const expected = signatureHeader(signature.example_secret, timestamp, exampleBody(example.value));
      return {file: path.join(WEBHOOK_EXAMPLES_DIR, file), text, example, expected};
    }),
  );
}

async function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const {file, text, example, expected} of await webhookExamples()) {
    if (example['x-signature'] === expected) continue;
    stale += 1;
    if (check) {
      console.error(`${path.relative(root, file)}: x-signature should be ${expected}`);
    } else {
      await writeFile(file, text.replace(/^x-signature: .*$/m, `x-signature: '${expected}'`));
      console.log(`re-signed ${path.relative(root, file)}`);
    }
  }
  if (check && stale > 0) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`webhooks:sign: ${error.message}`);
    process.exit(1);
  });
}
