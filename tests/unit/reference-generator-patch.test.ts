// The reference generator keeps a large API's generation bounded (issue 22): it keeps each shared schema once
// instead of copying it into every place that refers to it (patches/docusaurus-plugin-openapi-docs+5.2.0.patch).
// The scale bench (`npm run bench -- --only scale`) measures the effect; this fails fast without the patch.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {SITE_SPEC_PATH} from '../../config/openapi';

test('the reference generator keeps each shared schema once', async () => {
  // Upstream copies every schema into each place that refers to it (a JSON round trip of the dereferenced
  // document): at 100× the operations the copies alone outgrew a 2 GB heap, the default of a 7 GB CI runner.
  const {loadAndResolveSpec} =
    (await import('docusaurus-plugin-openapi-docs/lib/openapi/utils/loadAndResolveSpec')) as {
      loadAndResolveSpec: (file: string) => Promise<OpenApiDocument>;
    };
  const spec = await loadAndResolveSpec(path.join(import.meta.dirname, '..', '..', SITE_SPEC_PATH));
  const problem = spec.components.schemas.Problem;
  const uses = Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => Object.values(operation.responses ?? {}))
    .flatMap((response) => Object.values(response.content ?? {}))
    .filter((media) => media.schema === problem);
  assert.ok(uses.length >= 10, `the error responses refer to the one Problem schema (found ${uses.length})`);
});

interface OpenApiDocument {
  components: {schemas: Record<string, unknown>};
  paths: Record<string, Record<string, {responses?: Record<string, {content?: Record<string, {schema?: unknown}>}>}>>;
}
