// What a reader does that is not a code block: the substitutions the pages ask for in words. The journeys make each
// one only where the page says it, and fail where a page needs one it does not say: a test that substitutes on its
// own would hide a page that leaves the reader stuck.
import type {Page} from './markdown';

export interface Instruction {
  /** What the reader does, for failure messages. */
  does: string;
  /** The words on the page that tell the reader to. */
  says: RegExp;
}

export const READER = {
  /** Point the examples at the mock server: its address in BERTHLINE_API_BASE, any test key. */
  useMock: {
    does: 'point BERTHLINE_API_BASE at the mock server and use a test key',
    says: /BERTHLINE_API_BASE[^.]*http:\/\/127\.0\.0\.1:4010\/v1/,
  },
  /** Download the mock server from the page's link and run it with Node.js. */
  downloadMock: {
    does: 'download the mock server from the page and run it with node',
    says: /\]\(\S*\/downloads\/berthline-mock\.mjs\)/,
  },
  /** Start the mock on another port, and use that port in the commands after it. */
  otherPort: {does: 'choose another port for the mock server', says: /--port\b/},
  /** Shorten the mock's import steps, as its options allow. */
  importSteps: {does: "shorten the mock's import steps", says: /--import-step-ms\b/},
  /** A key with the scope `read` on the mock. */
  readKey: {does: 'use a read key on the mock', says: /`sk_test_read_…?`|sk_test_read_/},
  /** The mock's key that runs out of requests, to see a 429. */
  rateLimitKey: {does: 'use the mock key that runs out of requests', says: /`sk_test_rate_limit_demo`/},
  /** Run a program with a key that has done nothing yet, so it starts from the example data. */
  freshKey: {does: 'use a test key not used before', says: /key you have not used yet/i},
  /** Repeat a status request until the import is final. */
  poll: {
    does: 'repeat the request until the import is final',
    says: /until\s+its\s+`?status`?\s+is\s+final/,
  },
  /** The receiver's port, which it reads from PORT. */
  receiverPort: {does: 'run the receiver on another port', says: /listens on PORT/},
} as const satisfies Record<string, Instruction>;

/** Fails with what the reader cannot do on this page: it needs `instruction`, and the page does not say it. */
export function requireSaid(page: Page, instruction: Instruction, why: string): void {
  if (!instruction.says.test(page.text)) {
    throw new Error(
      `${page.path}: ${why}, so a reader must ${instruction.does}; the page does not say so (${instruction.says})`,
    );
  }
}
