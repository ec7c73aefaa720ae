// The event pages say the delivery rules in words: the answer each delivery waits for and the retry schedule, as the
// document's x-webhook-delivery defines them (its one owner), never the extension's name.
// Run: node --import tsx --test tests/unit/webhook-wording.test.ts
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {formatSeconds} from '../../src/components/WebhookEventTable/events';

const ROOT = path.join(__dirname, '..', '..');
const document = JSON.parse(
  readFileSync(path.join(ROOT, 'static', 'openapi', 'berthline-tracking-api.json'), 'utf8'),
) as {
  'x-webhook-delivery': {timeout_seconds: number; retry_schedule_seconds: number[]};
  components: {responses: Record<string, {description: string}>};
};

/** What is wrong with a description of a failed delivery, against the delivery rules. */
function wordingProblems(description: string, rules: (typeof document)['x-webhook-delivery']): string[] {
  const text = description.replace(/\s+/g, ' ');
  const times = rules.retry_schedule_seconds.map(formatSeconds);
  const schedule = `${times.slice(0, -1).join(', ')} and ${times.at(-1)} after the first attempt`;
  const problems: string[] = [];
  if (/x-webhook-delivery/.test(text)) problems.push('names the extension instead of saying the rule');
  if (!text.includes(`within ${formatSeconds(rules.timeout_seconds)}`)) problems.push('does not say the timeout');
  if (!text.includes(schedule)) problems.push(`does not say the schedule "${schedule}"`);
  return problems;
}

test('the event pages say the timeout and the retry schedule of the document', () => {
  const rules = document['x-webhook-delivery'];
  assert.deepEqual(wordingProblems(document.components.responses.WebhookNotReceived.description, rules), []);
});

test('the wording check fails on another schedule and on the extension named instead', () => {
  const {description} = document.components.responses.WebhookNotReceived;
  const rules = document['x-webhook-delivery'];
  const longer = {...rules, retry_schedule_seconds: [...rules.retry_schedule_seconds, 172_800]};
  assert.match(wordingProblems(description, longer).join('\n'), /schedule/);
  assert.match(wordingProblems('retries on the schedule in `x-webhook-delivery`', rules).join('\n'), /extension/);
});
