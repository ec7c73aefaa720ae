// The mock server as the pages offer it to readers: one file from the site's downloads, run with Node.js
// (scripts/gen-mock-bundle.mjs writes it), and the address it answers at by default. <MockServerNote /> and its
// Markdown version say it in the same words; tests/e2e/journeys.spec.ts reads those words to run the pages.
import {worldAsOfLabel} from './world';

export const MOCK_SERVER = {
  /** The file in static/downloads/. */
  file: 'berthline-mock.mjs',
  /** Its address on the site. */
  href: '/docs/downloads/berthline-mock.mjs',
  /** The oldest Node.js that runs it and the pages' programs (scripts/gen-mock-bundle.mjs targets it). */
  node: '22',
  /** Where it answers by default: what BERTHLINE_API_BASE is set to. */
  base: 'http://127.0.0.1:4010/v1',
  /** The section of the OpenAPI specification page that explains it. */
  guide: '/docs/api/openapi-specification#run-the-mock-server',
} as const;

/** The note's sentences after its link, as plain text with code in backticks (the component and Markdown share it). */
export const mockServerSentences = (): string[] => [
  `Start it with \`node ${MOCK_SERVER.file}\` (Node.js ${MOCK_SERVER.node} or later), set \`BERTHLINE_API_BASE\` to \`${MOCK_SERVER.base}\` and \`BERTHLINE_API_KEY\` to any test key: \`sk_test_\` and at least four letters, digits or underscores.`,
  `Each new key starts from the example data as of ${worldAsOfLabel()}.`,
];
