// The Markdown version of each component a page can import from src/components/. A table component renders a
// TableSpec (src/components/DataTable), and its Markdown is that same spec's (tableSpecs below); the others are
// written here from the same data modules and facts as the React component. Interactive pieces become one sentence
// that sends the reader to the page. A page that imports a component missing here fails the build (see ./page.ts).
import {featureBySlug, planSummary} from '../../src/data/features';
import {factOriginsMarkdown} from '../../src/components/FactOrigins/list';
import {TEMPLATE_FILES} from '../../src/data/import-template';
import {productRule} from '../../src/data/product-rules';
import {MOCK_SERVER, mockServerSentences} from '../../src/data/mock-server';
import {figure, operation, operationHref} from '../../src/lib/api';
import {webhookReceivers} from '../../src/lib/api-facts/webhook-delivery';
import {code, joinAnd, receiverSection} from '../../src/lib/markdown';
import type {TableSpec} from '../../src/components/DataTable/spec';
import {tableMarkdown} from '../../src/components/DataTable/markdown';
import {apiTable} from '../../src/components/ApiTable/specs';
import {carrierTable} from '../../src/components/CarrierTable/spec';
import {dataSourceTable, type DataSourceTableProps} from '../../src/components/DataSourceTable/spec';
import {enumTable} from '../../src/components/EnumTable/spec';
import {errorCodeTable, type ErrorCodeTableProps} from '../../src/components/ErrorCodeTable/spec';
import {importColumnsTable, type ImportColumnsTableProps} from '../../src/components/ImportColumnsTable/spec';
import {importExamplesTable, type ImportExamplesTableProps} from '../../src/components/ImportExamplesTable/spec';
import {catalogueIntro, milestoneTable, type MilestoneTableProps} from '../../src/components/MilestoneTable/spec';
import {planTable, type PlanTableProps} from '../../src/components/PlanTable/spec';
import {rateLimitTable, type RateLimitTableProps} from '../../src/components/RateLimitTable/spec';
import {roleMatrix, type RoleMatrixProps} from '../../src/components/RoleMatrix/spec';
import {deliveryRulesTable, webhookEventTable} from '../../src/components/WebhookEventTable/spec';
import {changelogMarkdown} from '../../src/components/ApiChangelog/markdown';
import {changelog, changelogAnchors} from '../../src/components/ApiChangelog/data';

export interface RenderContext {
  /** The absolute URL of the page being written, for the sentences that send the reader there. */
  pageUrl: string;
}

/** Renders a component's props as Markdown. Links may be site paths (`/docs/…`): the caller makes them absolute. */
export type MarkdownRenderer = (props: Record<string, unknown>, context: RenderContext) => string;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** One sentence in place of an interactive piece, which only works on the page itself. */
const interactive =
  (sentenceStart: string): MarkdownRenderer =>
  (_props, {pageUrl}) =>
    `${sentenceStart} on the [web version of this page](${pageUrl}).\n`;

function featureAccess(props: Record<string, unknown>): string {
  const feature = featureBySlug(text(props.slug, ''));
  const api =
    feature.api.length === 0
      ? 'Web app only: no API operation'
      : feature.api.map((operationId) => op({id: operationId})).join(', ');
  return [
    '**Who can use it**',
    '',
    `- **Roles:** ${feature.roles}`,
    `- **Plans:** ${planSummary(feature)}${feature.planNote ? `. ${feature.planNote}` : ''}`,
    `- **API:** ${api}`,
    '',
  ].join('\n');
}

/** `<ApiFact name="file-size" />`: the figure as the component renders it. */
function apiFact(props: Record<string, unknown>): string {
  const {text: value, code: asCode} = figure(text(props.name, ''));
  return asCode ? code(value) : value;
}

/** `<Op id="shipmentList" />`: the operation's summary, linked to its reference page, as the component renders it. */
function op(props: Record<string, unknown>): string {
  const id = text(props.id, '');
  const {summary, method, path} = operation(id);
  const name = props.link === false ? summary : `[${summary}](${operationHref(id)})`;
  return props.request === true ? `${name} (${code(`${method.toUpperCase()} ${path}`)})` : name;
}

function templateDownloads(): string {
  const files = Object.values(TEMPLATE_FILES).map(
    (file) => `- [${file.name}](pathname:///docs/downloads/${file.name}): ${file.title}. ${file.description}`,
  );
  return `${files.join('\n')}\n`;
}

/** `<MockServerNote />`: the download and the address, in the component's words. */
function mockServerNote(): string {
  return `**Try it against the mock server:** [download ${code(MOCK_SERVER.file)}](pathname://${MOCK_SERVER.href}), the API's mock in one file. ${mockServerSentences().join(' ')} [Run the mock server](${MOCK_SERVER.guide}) lists its options.\n`;
}

/** The components that render a TableSpec (src/components/DataTable): the same spec as on the page, as Markdown. */
export const tableSpecs: Readonly<Record<string, (props: Record<string, unknown>) => TableSpec>> = {
  ApiTable: (props) => apiTable(text(props.name, '')),
  CarrierTable: () => carrierTable(),
  DataSourceTable: (props) => dataSourceTable(props as unknown as DataSourceTableProps),
  EnumTable: (props) => enumTable({at: text(props.at, ''), caption: props.caption as string | undefined}),
  ErrorCodeTable: (props) => errorCodeTable(props as ErrorCodeTableProps),
  ImportColumnsTable: (props) => importColumnsTable(props as ImportColumnsTableProps),
  ImportExamplesTable: (props) => importExamplesTable(props as ImportExamplesTableProps),
  PlanTable: (props) => planTable(props as PlanTableProps),
  RateLimitTable: (props) => rateLimitTable(props as RateLimitTableProps),
  RoleMatrix: (props) => roleMatrix(props as RoleMatrixProps),
  WebhookDeliveryRules: () => deliveryRulesTable(),
  WebhookEventTable: () => webhookEventTable(),
};

/**
 * Every component that renders a DataTable, by name, with the spec it renders for given props: the row ids of a
 * spec are anchors on the page (DataTable registers them), which `npm run check` reads from here.
 */
export const dataTables: Readonly<Record<string, (props: Record<string, unknown>) => TableSpec>> = {
  ...tableSpecs,
  MilestoneTable: (props) => milestoneTable(props as MilestoneTableProps),
};

/** The other components that render headings with ids of their own, by name: their ids for given props. */
export const anchoredComponents: Readonly<Record<string, (props: Record<string, unknown>) => readonly string[]>> = {
  // The whole changelog has the anchors; its latest releases on the API's landing page have none.
  ApiChangelog: (props) => (props.latest === undefined ? changelogAnchors(changelog) : []),
};

function milestoneTableMarkdown(props: Record<string, unknown>): string {
  const spec = tableMarkdown(milestoneTable(props as MilestoneTableProps));
  return props.variant === 'clocks' ? spec : `${catalogueIntro()}\n\n${spec}`;
}

/** By the component's folder in src/components/ (the page imports `@site/src/components/<Name>`). */
export const componentRenderers: Readonly<Record<string, MarkdownRenderer>> = {
  ...Object.fromEntries(
    Object.entries(tableSpecs).map(([name, spec]): [string, MarkdownRenderer] => [
      name,
      (props) => tableMarkdown(spec(props)),
    ]),
  ),
  ApiChangelog: changelogMarkdown,
  ApiFact: apiFact,
  ContainerNumberChecker: interactive('Check container numbers with the interactive checker'),
  DemurrageCalculator: interactive('Work out demurrage and detention charges with the interactive calculator'),
  FactOrigins: factOriginsMarkdown,
  FeatureAccess: featureAccess,
  MilestoneTable: milestoneTableMarkdown,
  MockServerNote: mockServerNote,
  Op: op,
  ProductRule: (props) => productRule(text(props.id, '')),
  MilestoneTimeline: interactive(
    'Follow the example container’s journey, milestone by milestone, in the interactive timeline',
  ),
  TemplateDownloads: templateDownloads,
  WebhookReceivers: () => webhookReceivers.map((receiver) => `${receiverSection(receiver)}\n`).join('\n'),
};

/** The names the generator lists when a page uses a component without a renderer. */
export const renderedComponents = (): string => joinAnd(Object.keys(componentRenderers));
