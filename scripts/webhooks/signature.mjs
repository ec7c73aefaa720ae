// How Berthline signs a webhook delivery, in one place: the sender (npm run webhooks:send), the check of the
// document's example signatures (scripts/validate-examples.mjs) and the tests all use these functions, so the body
// a page shows, the body that is signed and the body that is posted are the same bytes.
import {createHmac} from 'node:crypto';

/** The exact bytes of an example delivery's body: the example value as JSON, indented by two spaces. */
export function exampleBody(value) {
  return JSON.stringify(value, null, 2);
}

/** The lowercase hex HMAC-SHA256 of `<timestamp>.<body>`, keyed with the whole secret (`whsec_` included). */
export function hmacHex(secret, timestamp, body) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The `Berthline-Signature` header: `t=<unix seconds>`, then one `v1=` per secret (two during a secret roll). */
export function signatureHeader(secrets, timestamp, body) {
  const list = Array.isArray(secrets) ? secrets : [secrets];
  return [`t=${timestamp}`, ...list.map((secret) => `v1=${hmacHex(secret, timestamp, body)}`)].join(',');
}

/** Splits a `Berthline-Signature` header into its timestamp and `v1` values; null when it is malformed. */
export function parseSignatureHeader(header) {
  let timestamp = null;
  const signatures = [];
  for (const part of String(header ?? '').split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && /^\d+$/.test(value ?? '')) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')) signatures.push(value);
  }
  return timestamp === null || signatures.length === 0 ? null : {timestamp, signatures};
}
