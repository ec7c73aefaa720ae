import assert from 'node:assert/strict';
import {test} from 'node:test';
import {orderServers, serverLabel, serverUrl} from '../../src/theme/ApiItem/explorer-servers';
import {api as facts} from '../../src/lib/api';

const mock = {
  url: 'http://127.0.0.1:{port}/v1',
  description: 'Mock server (local), any sk_test_ key',
  variables: {port: {default: '4010'}},
};

test("the document's servers: the sandbox comes first, production after it", () => {
  const ordered = orderServers(facts.servers);
  assert.match(ordered[0]!.url, /sandbox/);
  assert.equal(ordered.length, facts.servers.length);
  assert.ok(ordered.slice(1).every((server) => !/sandbox/.test(server.url)));
});

test('a development or test build: sandbox, then the mock server, then production', () => {
  const production = {url: 'https://api.example/v1', description: 'Production (live keys)'};
  const sandbox = {url: 'https://sandbox.api.example/v1', description: 'Sandbox (test keys, sk_test_…)'};
  assert.deepEqual(orderServers([production, sandbox, mock]), [sandbox, mock, production]);
});

test('a label names the server, then its URL', () => {
  assert.equal(
    serverLabel({url: 'https://sandbox.api.example/v1', description: 'Sandbox (test keys, sk_test_…)'}),
    'Sandbox: https://sandbox.api.example/v1',
  );
  assert.equal(serverLabel({url: 'https://x.example'}), 'https://x.example');
});

test("a server's URL is sent with its variables' current values", () => {
  assert.equal(serverUrl(mock), 'http://127.0.0.1:4010/v1');
  assert.equal(serverUrl({...mock, variables: {port: {default: '4391'}}}), 'http://127.0.0.1:4391/v1');
  assert.equal(serverUrl({url: 'https://sandbox.api.example/v1'}), 'https://sandbox.api.example/v1');
});
