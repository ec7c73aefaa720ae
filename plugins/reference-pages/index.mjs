// The API reference's pages, written by docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs`) through its own
// hooks: `markdownGenerators` write each page's body and the mustache templates (./templates/) its front matter.
// The plugin runs a hook before it renders the template with the same item, so a value a hook sets on
// `item.frontMatter` reaches the front matter (an operation page's `api: true`, the meta descriptions of event and
// tag pages).
// - Operation pages: the theme's body, plus three exports: the page's layout (src/theme/ApiItem/ApiOperation), so only
//   operation pages load it; the operation the explorer works from (the theme kept it deflated in the front matter,
//   36 KB a phone inflated before the page could respond), without the document's `info` and with each response
//   reduced to its media types; and the request in the eleven code-sample languages (./code-samples.mjs). The
//   responses' schemas are required from files shared by content (./shared-responses.mjs).
// - Event pages (webhooks): an "Event" badge instead of the method and address, "Delivery" instead of "Request", a
//   title that breaks after its dots, the example delivery and the event layout (src/theme/ApiItem/ApiEvent).
// - The overview: one version label, the release in use (the API changelog's latest release) and the webhook
//   events' table (its previous and next pages: src/theme/DocItem/Paginator).
// - Tag pages: the first sentence of the tag's description as meta description.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createTagPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown/index.js';
import {createHeading} from 'docusaurus-plugin-openapi-docs/lib/markdown/createHeading.js';
import {createMethodEndpoint} from 'docusaurus-plugin-openapi-docs/lib/markdown/createMethodEndpoint.js';
import {createCallbacks} from 'docusaurus-plugin-openapi-docs/lib/markdown/createCallbacks.js';
import {createContactInfo} from 'docusaurus-plugin-openapi-docs/lib/markdown/createContactInfo.js';
import {createLicense} from 'docusaurus-plugin-openapi-docs/lib/markdown/createLicense.js';
import {createTermsOfService} from 'docusaurus-plugin-openapi-docs/lib/markdown/createTermsOfService.js';
import {createDeprecationNotice} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDeprecationNotice.js';
import {createDescription} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDescription.js';
import {createDownload} from 'docusaurus-plugin-openapi-docs/lib/markdown/createDownload.js';
import {createParamsDetails} from 'docusaurus-plugin-openapi-docs/lib/markdown/createParamsDetails.js';
import {createRequestBodyDetails} from 'docusaurus-plugin-openapi-docs/lib/markdown/createRequestBodyDetails.js';
import {createRequestHeader} from 'docusaurus-plugin-openapi-docs/lib/markdown/createRequestHeader.js';
import {render} from 'docusaurus-plugin-openapi-docs/lib/markdown/utils.js';
import {BASE_URL, specFile} from '../../config/site-paths.mjs';
import {exampleDeliveries} from '../../scripts/webhooks/facts.mjs';
import {codeSamples} from './code-samples.mjs';
import {sharedStatusCodes} from './shared-responses.mjs';
import {latestRelease, releaseLine} from '../../scripts/changelog/release-line.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The mustache templates of the front matter, by the plugin option that takes each. */
const template = (name) => path.join(ROOT, 'plugins', 'reference-pages', 'templates', `${name}.mustache`);
export const templates = {template: template('api'), infoTemplate: template('info'), tagTemplate: template('tag')};

let bundled;
/** The bundled document (scripts/gen-api.mjs writes it before the pages are generated). */
function spec() {
  bundled ??= JSON.parse(readFileSync(path.join(ROOT, specFile('json')), 'utf8'));
  return bundled;
}

/** The first sentence of a description as plain text, for a meta description (at most 160 characters). */
export function firstSentence(text) {
  const sentence =
    text
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=\.)\s/)[0] ?? '';
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

/** What the explorer reads of an operation: everything but the document's `info`, responses as media types only. */
export function explorerOperation(api) {
  const {info: _info, ...rest} = api;
  const responses = Object.fromEntries(
    Object.entries(api.responses ?? {}).map(([code, response]) => [
      code,
      {content: Object.fromEntries(Object.keys(response.content ?? {}).map((type) => [type, {}]))},
    ]),
  );
  return {...rest, responses};
}

const exportLine = (name, value) => `export const ${name} = ${JSON.stringify(value)};\n`;

/**
 * Each status's named examples, for the page's right panel (src/components/ReferencePanel): the response of the
 * status the reader selects shows beside the page. `responses` is what the theme's StatusCodes gets: the same
 * responses without their examples (the left column shows schemas only, and the examples are not bundled twice).
 */
export function splitResponseExamples(responses = {}) {
  const examples = {};
  const schemas = {};
  for (const [code, response] of Object.entries(responses)) {
    const content = {};
    for (const [type, media] of Object.entries(response.content ?? {})) {
      const {examples: named, example, ...rest} = media;
      content[type] = rest;
      const list = named
        ? Object.entries(named).map(([name, entry]) => ({name, summary: entry.summary, value: entry.value}))
        : example !== undefined
          ? [{name: 'example', value: example}]
          : [];
      if (list.length > 0 && !examples[code]) examples[code] = {type, examples: list};
    }
    schemas[code] = response.content ? {...response, content} : response;
  }
  return {examples, responses: schemas};
}

/** Markdown inside a JSX element of the page (MDX parses it when blank lines surround it). */
const block = (className, parts) => `<div className="${className}">\n\n${render(parts)}\n\n</div>\n\n`;

function operationPage(item) {
  const {path: apiPath, method} = item.api;
  const operation = spec().paths[apiPath]?.[method];
  if (!operation) throw new Error(`reference-pages: ${method} ${apiPath} is not in ${specFile('json')}`);
  // `api: true` in the front matter: the theme's layout gives the page its two columns.
  item.frontMatter.operation = true;
  const {
    title,
    api: {deprecated, 'x-deprecated-description': deprecatedDescription, description},
    api: {parameters, requestBody, callbacks},
  } = item;
  const {examples, responses} = splitResponseExamples(item.api.responses);
  // The plugin's own section writers, in its order (createApiPageMD), in two blocks around the right panel: the
  // head (title, method and address, description), then the panel (request samples and response examples, early in
  // reading and Tab order; beside the page from 1200 px on), then the request's parameters and body and the responses.
  return render([
    `export {default as OperationLayout} from '@site/src/theme/ApiItem/ApiOperation';\n`,
    exportLine('operation', explorerOperation(item.api)),
    exportLine('codeSamples', codeSamples(spec(), apiPath, method, operation)),
    exportLine('responseExamples', examples),
    '\n',
    `import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n`,
    `import ParamsDetails from "@theme/ParamsDetails";\n`,
    `import RequestSchema from "@theme/RequestSchema";\n`,
    `import StatusCodes from "@theme/StatusCodes";\n`,
    `import Heading from "@theme/Heading";\n`,
    `import Translate from "@docusaurus/Translate";\n`,
    `import ReferencePanel from "@site/src/components/ReferencePanel";\n\n`,
    block('openapi-page__head', [
      createHeading(title),
      createMethodEndpoint(method, apiPath),
      createDeprecationNotice({deprecated, description: deprecatedDescription}),
      createDescription(description),
    ]),
    `<ReferencePanel operation={operation} samples={codeSamples} responses={responseExamples} />\n\n`,
    block('openapi-page__body', [
      requestBody || parameters ? createRequestHeader('Request') : undefined,
      createParamsDetails({parameters}),
      createRequestBodyDetails({title: 'Body', body: requestBody}),
      sharedStatusCodes(responses),
      createCallbacks({callbacks}),
    ]),
  ]);
}

/** A heading whose text may break after each dot (`shipment_import.<wbr>completed`), not at any letter, on a phone. */
function eventHeading(title) {
  const parts = title.split(/(?<=\.)/).map((part) => `{${JSON.stringify(part)}}`);
  return `<Heading as="h1" className="openapi__heading">${parts.join('<wbr />')}</Heading>\n\n`;
}

function eventPage(item) {
  const {operationId, description, deprecated, parameters, requestBody, responses} = item.api;
  const [type] =
    Object.entries(spec().webhooks ?? {}).find(([, entry]) => entry.post?.operationId === operationId) ?? [];
  if (!type) throw new Error(`reference-pages: no webhook of ${specFile('json')} has the operationId ${operationId}`);
  const deliveries = exampleDeliveries(spec(), type).map(({summary, headers, body}) => ({summary, headers, body}));
  item.frontMatter.description = firstSentence(description ?? '');
  return render([
    `export {default as OperationLayout} from '@site/src/theme/ApiItem/ApiEvent';\n`,
    exportLine('event', {type, deliveries}),
    '\n',
    `import EventBadge from '@site/src/components/EventBadge';\n`,
    `import EventPanel from '@site/src/components/ReferencePanel/EventPanel';\n`,
    `import ParamsDetails from "@theme/ParamsDetails";\n`,
    `import RequestSchema from "@theme/RequestSchema";\n`,
    `import StatusCodes from "@theme/StatusCodes";\n`,
    `import Heading from "@theme/Heading";\n`,
    `import Translate from "@docusaurus/Translate";\n\n`,
    block('openapi-page__head', [
      eventHeading(item.title),
      `<EventBadge type={${JSON.stringify(type)}} />\n\n`,
      createDeprecationNotice({deprecated, description: item.api['x-deprecated-description']}),
      createDescription(description),
    ]),
    `<EventPanel event={event} />\n\n`,
    block('openapi-page__body', [
      createRequestHeader('Delivery'),
      createParamsDetails({parameters}),
      createRequestBodyDetails({title: 'Body', body: requestBody}),
      sharedStatusCodes(responses),
    ]),
  ]);
}

/**
 * The document's security schemes as a table under "Security scheme". The plugin's createAuthentication heads them
 * "Authentication" with the id `authentication`, which the description's own "Authentication" section already has:
 * two elements with one id, and a link to `#authentication` (the explorer's) reached either.
 */
export function securitySchemesSection(schemes = {}) {
  const rows = Object.entries(schemes).map(
    ([name, scheme]) =>
      `| \`${name}\` | ${scheme.type ?? ''} | ${scheme.scheme ?? scheme.in ?? ''} | ${scheme.bearerFormat ?? scheme.name ?? ''} |`,
  );
  if (rows.length === 0) return '';
  const descriptions = Object.values(schemes)
    .map((scheme) => scheme.description?.trim())
    .filter(Boolean);
  return [
    `\n\n<Heading id="security-scheme" as="h2">Security scheme</Heading>\n\n`,
    `| Name | Type | Scheme or place | Format or parameter |\n|---|---|---|---|\n${rows.join('\n')}\n\n`,
    descriptions.join('\n\n'),
    '\n\n',
  ].join('');
}

function infoPage(item) {
  const {title, version, description, contact, license, termsOfService} = item.info;
  const hasEvents = Object.keys(spec().webhooks ?? {}).length > 0;
  return render([
    `import Heading from "@theme/Heading";\n`,
    `import Export from "@theme/ApiExplorer/Export";\n`,
    hasEvents ? `import WebhookEventTable from '@site/src/components/WebhookEventTable';\n\n` : '\n',
    createDownload(item.downloadUrl),
    // One version label: the site's own ("Next") and the API's version as plain text beside the title.
    `<div className="api-overview-title">\n<Heading as="h1">${title}</Heading>\n<p>Version ${version}</p>\n</div>\n\n`,
    // The release in use under the title: the latest release, and what this reference shows beyond it.
    `<p className="api-overview-release">${releaseLine(version, latestRelease())}</p>\n\n`,
    createDescription(description),
    securitySchemesSection(item.securitySchemes),
    createContactInfo(contact),
    createTermsOfService(termsOfService),
    createLicense(license),
    hasEvents
      ? `\n\n## Webhook events\n\nBerthline posts these events to your endpoints; [Webhooks](${BASE_URL}api/webhooks) shows how to receive and verify them.\n\n<WebhookEventTable />\n`
      : '',
  ]);
}

function tagPage(item) {
  const sentence = firstSentence(item.tag.description ?? '');
  if (sentence) item.frontMatter.description = sentence;
  return createTagPageMD(item);
}

/** The plugin's `markdownGenerators` option. */
export const markdownGenerators = {
  createApiPageMD: (item) => (item.api.method === 'event' ? eventPage(item) : operationPage(item)),
  createInfoPageMD: infoPage,
  createTagPageMD: tagPage,
};
