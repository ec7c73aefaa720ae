// A Berthline webhook receiver in Node.js 20+, with no dependencies.
// Run: BERTHLINE_WEBHOOK_SECRET=whsec_… node receiver.mjs   (listens on PORT, 3000 by default)
import {createHmac, timingSafeEqual} from 'node:crypto';
import {createServer} from 'node:http';

const SECRET = process.env.BERTHLINE_WEBHOOK_SECRET ?? '';
const TOLERANCE_SECONDS = 300;
const PORT = Number(process.env.PORT ?? 3000);

if (!SECRET.startsWith('whsec_') || SECRET.length === 'whsec_'.length) {
  // An empty key, or the prefix alone, would accept deliveries that anyone can sign: refuse to start instead.
  console.error('Set BERTHLINE_WEBHOOK_SECRET to the endpoint signing secret (whsec_...).');
  process.exit(1);
}

/** True when one `v1` of the header is the HMAC of `<t>.<raw body>` and `t` is within the tolerance. */
export function verify(rawBody, header, secret, nowSeconds = Math.floor(Date.now() / 1000)) {
  let timestamp = null;
  const signatures = [];
  for (const part of String(header ?? '').split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // During a secret roll the header carries two v1 values: accept the delivery when either matches.
  return signatures.some((signature) => timingSafeEqual(signature, expected));
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks); // the exact bytes: never verify re-serialized JSON
    if (req.method !== 'POST' || !verify(rawBody, req.headers['berthline-signature'], SECRET)) {
      res.writeHead(400, {'Content-Type': 'text/plain'}).end('Invalid signature\n');
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    // Answer within 10 seconds; do the work afterwards, once per event id.
    res.writeHead(204).end();
    console.log(`Received ${event.type} ${event.id}`);
  });
}).listen(PORT, () => console.log(`Listening on http://localhost:${PORT}`));
