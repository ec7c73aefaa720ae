// The mock server's default address, which the pages name (`npm run mock` listens on http://127.0.0.1:4010/v1): the
// defaults of its command, and the address that development and test builds offer in "Try it" (scripts/gen-api.mjs),
// where the reader can change the port.
export const MOCK_HOST = '127.0.0.1';
export const MOCK_PORT = 4010;
