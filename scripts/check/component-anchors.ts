// The anchors that components add to a page, for the check's links step (./run.ts, componentAnchorsOf): the row ids
// of each table component's TableSpec (src/components/DataTable registers every row id as an anchor), and the
// headings of the other components that have ids of their own. A new component that renders a DataTable with row
// ids, or headings with ids, is added here.
import type {TableSpec} from '../../src/components/DataTable/spec';
import {apiTable} from '../../src/components/ApiTable/specs';
import {carrierTable} from '../../src/components/CarrierTable/spec';
import {dataSourceTable, type DataSourceTableProps} from '../../src/components/DataSourceTable/spec';
import {enumTable} from '../../src/components/EnumTable/spec';
import {errorCodeTable, type ErrorCodeTableProps} from '../../src/components/ErrorCodeTable/spec';
import {importColumnsTable, type ImportColumnsTableProps} from '../../src/components/ImportColumnsTable/spec';
import {importExamplesTable, type ImportExamplesTableProps} from '../../src/components/ImportExamplesTable/spec';
import {milestoneTable, type MilestoneTableProps} from '../../src/components/MilestoneTable/spec';
import {planTable, type PlanTableProps} from '../../src/components/PlanTable/spec';
import {rateLimitTable, type RateLimitTableProps} from '../../src/components/RateLimitTable/spec';
import {roleMatrix, type RoleMatrixProps} from '../../src/components/RoleMatrix/spec';
import {deliveryRulesTable, webhookEventTable} from '../../src/components/WebhookEventTable/spec';
import {changelog, changelogAnchors} from '../../src/components/ApiChangelog/data';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every component that renders a DataTable, by name, with the spec it renders for given props. */
export const dataTables: Readonly<Record<string, (props: Record<string, unknown>) => TableSpec>> = {
  ApiTable: (props) => apiTable(text(props.name)),
  CarrierTable: () => carrierTable(),
  DataSourceTable: (props) => dataSourceTable(props as unknown as DataSourceTableProps),
  EnumTable: (props) => enumTable({at: text(props.at), caption: props.caption as string | undefined}),
  ErrorCodeTable: (props) => errorCodeTable(props as ErrorCodeTableProps),
  ImportColumnsTable: (props) => importColumnsTable(props as ImportColumnsTableProps),
  ImportExamplesTable: (props) => importExamplesTable(props as ImportExamplesTableProps),
  MilestoneTable: (props) => milestoneTable(props as MilestoneTableProps),
  PlanTable: (props) => planTable(props as PlanTableProps),
  RateLimitTable: (props) => rateLimitTable(props as RateLimitTableProps),
  RoleMatrix: (props) => roleMatrix(props as RoleMatrixProps),
  WebhookDeliveryRules: () => deliveryRulesTable(),
  WebhookEventTable: () => webhookEventTable(),
};

/** The other components that render headings with ids of their own, by name: their ids for given props. */
export const anchoredComponents: Readonly<Record<string, (props: Record<string, unknown>) => readonly string[]>> = {
  // The whole changelog has the anchors; its latest releases on the API's landing page have none.
  ApiChangelog: (props) => (props.latest === undefined ? changelogAnchors(changelog) : []),
};
