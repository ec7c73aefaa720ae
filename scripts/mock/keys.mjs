// The API keys the mock accepts, and what each may do. Any `sk_test_…` key works and gets the document's limits for
// test keys; a few prefixes change the scope or the limits (README, "Mock server"):
// - `sk_test_read_…`: scope `read` (writes answer 403 permission_denied);
// - `sk_test_suite_…`: limits high enough for a test suite;
// - `sk_test_rate_limit_demo`: the test-key limits with its general window used up but for one request, to see a 429
//   and its headers on the second request.
import {API_KEY_PATTERN as KEY} from '../../config/api-keys.mjs';
import {Problem} from './problems.mjs';

export const RATE_LIMIT_DEMO_KEY = 'sk_test_rate_limit_demo';
/** The requests the demonstration key has left in its first window. */
export const RATE_LIMIT_DEMO_LEFT = 1;

/** The key of a request and what it may do, or a 401 problem. */
export function identify(authorization, limits, sandbox) {
  const challenge = {'WWW-Authenticate': 'Bearer realm="Berthline Tracking API"'};
  if (!authorization) {
    throw new Problem(
      'authentication_required',
      'Send your API key in the Authorization header: "Authorization: Bearer sk_test_…".',
      {
        headers: challenge,
      },
    );
  }
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match) {
    throw new Problem(
      'authentication_required',
      'The Authorization header must be "Bearer" followed by your API key.',
      {
        headers: challenge,
      },
    );
  }
  const key = match[1];
  const parsed = KEY.exec(key);
  if (!parsed)
    throw new Problem(
      'invalid_api_key',
      'The API key is not a Berthline key: a key is sk_test_ or sk_live_ and at least four letters, digits or underscores.',
      {
        headers: challenge,
      },
    );
  if (parsed[1] === 'live') {
    throw new Problem(
      'invalid_api_key',
      `The API key ending in ${key.slice(-4)} is not valid for this environment. Live keys work only at https://api.berthline.example/v1; the mock server, like ${sandbox}, takes test keys.`,
      {headers: challenge},
    );
  }
  const scope = key.startsWith('sk_test_read_') ? 'read' : 'read_write';
  if (key.startsWith('sk_test_suite_')) {
    return {
      key,
      scope,
      limits: {
        ...limits,
        generalPerMinute: 100_000,
        burstPerSecond: 10_000,
        importStartsPerMinute: 10_000,
        concurrentImports: 100,
      },
    };
  }
  if (key === RATE_LIMIT_DEMO_KEY) {
    return {key, scope: 'read', limits, used: limits.generalPerMinute - RATE_LIMIT_DEMO_LEFT};
  }
  return {key, scope, limits};
}
