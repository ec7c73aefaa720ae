// The Markdown version of each component a page can import from src/components/: the same data modules and facts
// as the React component, written as Markdown tables and lists. Interactive pieces become one sentence that sends
// the reader to the page. A page that imports a component missing here fails the build (see ./page.ts), so a new
// component needs an entry: keep its columns and wording in step with the component.
import {carriers, supportLabels} from '../../src/data/carriers';
import {customsSources, facilitySources, sourceCoverageLabels} from '../../src/data/data-sources';
import {featureBySlug, planSummary} from '../../src/data/features';
import {classifierLabels, journeyPhases, milestones} from '../../src/data/milestones';
import {TEMPLATE_FILES} from '../../src/data/import-template';
import {formatLimit, plans, testKeyLimits, type RateLimits} from '../../src/data/plans';
import {permissions, roles, type RoleId} from '../../src/data/roles';
import {groupByStatus, selectErrorCodes, statusLabel} from '../../src/components/ErrorCodeTable/groups';
import {
  CUSTOM_FIELDS,
  formatExample,
  formatRequired,
  importColumns,
} from '../../src/components/ImportColumnsTable/columns';
import {enumAt, figure, operation, operationHref} from '../../src/lib/api';
import webhooks from '../../src/generated/webhooks.json';
import {deliveryRuleRows, eventPath, webhookEvents} from '../../src/components/WebhookEventTable/events';
import {code, joinAnd, table} from './markdown';
import {apiTable} from '../../src/components/ApiTable/specs';
import {tableMarkdown} from '../../src/components/DataTable/markdown';

export interface RenderContext {
  /** The absolute URL of the page being written, for the sentences that send the reader there. */
  pageUrl: string;
}

/** Renders a component's props as Markdown. Links may be site paths (`/docs/…`): the caller makes them absolute. */
export type MarkdownRenderer = (props: Record<string, unknown>, context: RenderContext) => string;

const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const yesNo = (yes: boolean, detail?: string) => (yes ? (detail ? `Yes (${detail})` : 'Yes') : 'No');

/** One sentence in place of an interactive piece, which only works on the page itself. */
const interactive =
  (sentenceStart: string): MarkdownRenderer =>
  (_props, {pageUrl}) =>
    `${sentenceStart} on the [web version of this page](${pageUrl}).\n`;

function planTable(props: Record<string, unknown>): string {
  const rows: [string, (plan: (typeof plans)[number]) => string][] = [
    ['Active tracked shipments', (plan) => formatLimit(plan.activeShipments, 'By contract')],
    ['Users', (plan) => formatLimit(plan.users, 'Unlimited')],
    ['Custom fields', (plan) => formatLimit(plan.customFields, 'Unlimited')],
    [
      'Customer portal',
      (plan) =>
        yesNo(plan.customerPortal !== 'none', plan.customerPortal === 'own-domain' ? 'on your own domain' : undefined),
    ],
    ['Custom data sources', (plan) => yesNo(plan.customDataSources)],
    ['Single sign-on (SAML)', (plan) => yesNo(plan.sso)],
  ];
  return table(
    ['Limit or feature', ...plans.map((plan) => plan.name)],
    rows.map(([label, value]) => [label, ...plans.map(value)]),
    text(props.caption, 'What each plan includes'),
  );
}

function rateLimitTable(props: Record<string, unknown>): string {
  const general = (limits: RateLimits) => {
    const value = formatLimit(limits.generalPerMinute, '');
    return limits.generalByContract ? `${value} or more, by contract` : value;
  };
  const rows = [
    ...(props.showTestKeys === false
      ? []
      : [{label: 'Test keys (sk_test_ keys, sandbox only)', limits: testKeyLimits}]),
    ...plans.map((plan) => ({label: plan.name, limits: plan.rateLimits})),
  ];
  return table(
    [
      'Plan or key',
      'General (requests per minute)',
      'Burst (requests per second)',
      'Import starts per minute',
      'Concurrent imports',
    ],
    rows.map(({label, limits}) => [
      label,
      general(limits),
      formatLimit(limits.burstPerSecond, ''),
      formatLimit(limits.importStartsPerMinute, ''),
      formatLimit(limits.concurrentImports, ''),
    ]),
    text(props.caption, 'API rate limits per API key'),
  );
}

function roleMatrix(props: Record<string, unknown>): string {
  const only = Array.isArray(props.roles) ? (props.roles as RoleId[]) : undefined;
  const columns = only ? roles.filter((role) => only.includes(role.id)) : roles;
  return table(
    ['Permission', ...columns.map((role) => role.name), 'Note'],
    permissions.map((permission) => [
      permission.label,
      ...columns.map((role) => (permission.roles.includes(role.id) ? 'Yes' : 'No')),
      permission.note ?? '',
    ]),
    text(props.caption, 'What each role can do'),
  );
}

function carrierTable(): string {
  return table(
    ['Carrier', 'SCAC', 'Container number', 'Bill of lading', 'Booking number', 'Notes'],
    carriers.map((carrier) => [
      carrier.group && carrier.group !== carrier.name ? `${carrier.name} (${carrier.group} group)` : carrier.name,
      [
        code(carrier.scac),
        carrier.alternateScacs.length > 0 ? `also ${carrier.alternateScacs.map(code).join(', ')}` : '',
        carrier.billOfLadingPrefixes?.length ? `B/L prefix ${carrier.billOfLadingPrefixes.map(code).join(', ')}` : '',
        carrier.containerPrefixes?.length ? `boxes ${carrier.containerPrefixes.map(code).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      supportLabels[carrier.trackBy.container],
      supportLabels[carrier.trackBy.billOfLading],
      supportLabels[carrier.trackBy.booking],
      carrier.notes,
    ]),
    `Ocean carriers Berthline tracks (${carriers.length}), with the identifiers you can track each one by`,
  );
}

function dataSourceTable(props: Record<string, unknown>): string {
  if (props.variant === 'customs') {
    return table(
      ['Country', 'Source', 'What you see', 'Coverage'],
      customsSources.map((source) => [
        source.country,
        source.source,
        source.gives,
        sourceCoverageLabels[source.coverage],
      ]),
      'Where customs status comes from, by country',
    );
  }
  return table(
    ['Port', 'Terminal or railway', 'Availability', 'Holds', 'Last free day', 'Notes'],
    facilitySources.map((source) => [
      `${source.portName} (${code(source.port)})`,
      source.kind === 'rail' ? `${source.facility} (railway)` : source.facility,
      sourceCoverageLabels[source.availability],
      sourceCoverageLabels[source.holds],
      sourceCoverageLabels[source.lastFreeDay],
      source.note,
    ]),
    'Terminals and railways Berthline reads, by port, and what each gives',
  );
}

function milestoneTable(props: Record<string, unknown>): string {
  if (props.variant === 'clocks') {
    return table(
      ['Milestone', 'Code', 'Effect on the clocks'],
      milestones.filter((m) => m.stopsOrStarts).map((m) => [m.label, code(m.code), m.stopsOrStarts ?? '']),
      'Milestones that start or stop a demurrage or detention clock',
    );
  }
  const phase = new Map(journeyPhases.map((entry) => [entry.phase, entry.label]));
  const [actual, estimated, planned] = Object.values(classifierLabels).map((label) => label.toLowerCase());
  const note =
    `Each of the ${milestones.length} milestones can be **${planned}**, **${estimated}** or **${actual}**: ` +
    `the API says which in the milestone’s ${code('classifier')}.`;
  return `${note}\n\n${table(
    ['Code', 'Milestone', 'Phase', 'Meaning', 'DCSA equivalent'],
    milestones.map((m) => [
      code(m.code),
      m.label,
      phase.get(m.phase) ?? m.phase,
      m.stopsOrStarts ? `${m.description} ${m.stopsOrStarts}.` : m.description,
      m.dcsa,
    ]),
    'Berthline container milestones, in journey order',
  )}`;
}

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

function enumTable(props: Record<string, unknown>): string {
  const location = text(props.at, '');
  const {values} = enumAt(location);
  return table(
    ['Value', 'Meaning'],
    values.map(({value, description}) => [code(value === null ? 'null' : String(value)), description || '—']),
    text(props.caption, `Values of ${location}`),
  );
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

function errorCodeTable(props: Record<string, unknown>): string {
  const shown = selectErrorCodes(Array.isArray(props.statuses) ? (props.statuses as number[]) : undefined);
  const rows = groupByStatus(shown).flatMap(([status, group]) =>
    group.map((fact) => [
      code(fact.code),
      statusLabel(status),
      [fact.title ? `**${fact.title}**` : '', fact.description ?? ''].filter(Boolean).join(' '),
      fact.cause ?? '—',
      fact.fix ?? '—',
    ]),
  );
  return table(
    ['Code', 'HTTP status', 'Meaning', 'Typical cause', 'How to fix it'],
    rows,
    `Error codes of the Berthline Tracking API by HTTP status (${shown.length} codes)`,
  );
}

function importColumnsTable(props: Record<string, unknown>): string {
  return table(
    ['Column', 'Required', 'Also accepted as', 'What it holds', 'Example'],
    importColumns().map((column) => {
      const example = formatExample(column.example);
      return [
        column.name === CUSTOM_FIELDS ? `${code('cf.<key>')} (JSON: ${code(CUSTOM_FIELDS)})` : code(column.name),
        formatRequired(column.required),
        column.aliases.length > 0 ? column.aliases.join(', ') : '—',
        column.description,
        example ? code(example) : '—',
      ];
    }),
    text(props.caption, 'Columns of the import template'),
  );
}

function templateDownloads(): string {
  const files = Object.values(TEMPLATE_FILES).map(
    (file) => `- [${file.name}](pathname:///docs/downloads/${file.name}): ${file.title}. ${file.description}`,
  );
  return `${files.join('\n')}\n`;
}

/** By the component's folder in src/components/ (the page imports `@site/src/components/<Name>`). */
export const componentRenderers: Readonly<Record<string, MarkdownRenderer>> = {
  ApiFact: apiFact,
  ApiTable: (props) => tableMarkdown(apiTable(text(props.name, ''))),
  CarrierTable: carrierTable,
  DataSourceTable: dataSourceTable,
  ContainerNumberChecker: interactive('Check container numbers with the interactive checker'),
  DemurrageCalculator: interactive('Work out demurrage and detention charges with the interactive calculator'),
  EnumTable: enumTable,
  ErrorCodeTable: errorCodeTable,
  FeatureAccess: featureAccess,
  ImportColumnsTable: importColumnsTable,
  MilestoneTable: milestoneTable,
  Op: op,
  MilestoneTimeline: interactive(
    'Follow the example container’s journey, milestone by milestone, in the interactive timeline',
  ),
  PlanTable: planTable,
  RateLimitTable: rateLimitTable,
  RoleMatrix: roleMatrix,
  TemplateDownloads: templateDownloads,
  WebhookDeliveryRules: () => table(['Rule', 'Value'], deliveryRuleRows(), 'Webhook delivery rules'),
  WebhookEventTable: () =>
    table(
      ['Event type', 'Sent when'],
      webhookEvents.map((event) => [`[${code(event.type)}](${eventPath(event)})`, event.description]),
      `Webhook events (${webhookEvents.length})`,
    ),
  WebhookReceivers: () =>
    webhooks.receivers
      .map(
        ({label, highlight, file, code: source}) =>
          `### ${label}\n\n\`\`\`${highlight} title="${file}"\n${source}\n\`\`\`\n`,
      )
      .join('\n'),
};

/** The names the generator lists when a page uses a component without a renderer. */
export const renderedComponents = (): string => joinAnd(Object.keys(componentRenderers));
