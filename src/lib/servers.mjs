// Which of the document's servers is which, by one rule for every reader of them (the Postman collection, the mock
// server, the explorer's order of servers and the code samples): the sandbox is the server, not on this computer,
// whose description names the test keys' prefix (openapi/openapi.yaml says which keys each server takes); a local
// server is the mock server that development and test builds add (scripts/gen-api.mjs).

/** The prefix of test keys, which the sandbox and the mock server take. */
export const TEST_KEY_PREFIX = 'sk_test_';

const LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)(:(\d+|\{[^{}]+\}))?(\/|$)/;

/** True for a server on this computer: the mock server (berthline-mock.mjs). @param {{url: string}} server */
export const isLocalServer = (server) => LOCAL.test(server.url);

/** True for the sandbox. @param {{url: string, description?: string}} server */
export const isSandbox = (server) => !isLocalServer(server) && Boolean(server.description?.includes(TEST_KEY_PREFIX));

/**
 * The sandbox of a document's servers; throws when none is.
 * @template {{url: string, description?: string}} T
 * @param {readonly T[]} servers
 * @returns {T}
 */
export function sandboxServer(servers) {
  const sandbox = servers.find(isSandbox);
  if (!sandbox) throw new Error(`no server of the document names the test keys (${TEST_KEY_PREFIX}…) it takes`);
  return sandbox;
}
