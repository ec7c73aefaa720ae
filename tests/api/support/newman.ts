// Runs a Postman collection with newman (a dev dependency) and reads the run as a test needs it: every request in the
// order it was sent, with its assertions, and every failure in one readable list.
import newman, {type NewmanRunOptions, type NewmanRunSummary} from 'newman';

export interface SentRequest {
  /** The item's name in the collection, such as "Retrieve a shipment". */
  name: string;
  method: string;
  url: string;
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** The answer's body as text, and its ETag header if it had one. */
  response: string;
  etag: string | undefined;
  passed: string[];
  failed: string[];
}

export interface CollectionRun {
  summary: NewmanRunSummary;
  requests: SentRequest[];
  /** Every failure (assertion, script error, request error), one line each, with where it happened. */
  failures: string[];
  assertions: {passed: number; failed: number};
}

export function runCollection(options: NewmanRunOptions): Promise<CollectionRun> {
  return new Promise((resolve, reject) => {
    newman.run({reporters: [], ...options}, (error, summary) => {
      if (error) {
        reject(error);
        return;
      }
      // newman keeps one execution per item and lists it again for each request its scripts send (pm.sendRequest);
      // once the item is done, the execution holds the item's own request and answer.
      const requests = [...new Set(summary.run.executions)].map((execution): SentRequest => {
        const request = execution.request;
        const assertions = execution.assertions ?? [];
        return {
          name: execution.item.name,
          method: request.method,
          url: request.url.toString(),
          status: execution.response?.code,
          headers: Object.fromEntries(
            request.headers
              .all()
              .filter((header) => !header.disabled)
              .map((header) => [header.key.toLowerCase(), header.value]),
          ),
          body: request.body?.raw ?? '',
          response: execution.response?.text() ?? '',
          etag: execution.response?.headers.get('ETag') ?? undefined,
          passed: assertions.filter((a) => !a.error && !a.skipped).map((a) => a.assertion),
          failed: assertions.filter((a) => a.error).map((a) => `${a.assertion}: ${a.error.message}`),
        };
      });
      const failures = summary.run.failures.map(
        (failure) =>
          `${failure.source?.name ?? 'the collection'} › ${failure.error.test ?? failure.at}: ${failure.error.message}`,
      );
      const stats = summary.run.stats.assertions;
      resolve({
        summary,
        requests,
        failures,
        assertions: {passed: (stats.total ?? 0) - (stats.failed ?? 0), failed: stats.failed ?? 0},
      });
    });
  });
}
