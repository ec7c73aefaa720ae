// Every rule of the content scanner. Add a rule here; tests/unit/content.test.ts runs it over its areas and runs its
// planted examples.
import type {Rule} from '../rule';
import {apiLimits} from './api-limits';
import {containerCheckDigit} from './container-check-digit';
import {exampleState} from './example-state';
import {finalStatuses} from './final-statuses';
import {idPrefixes} from './id-prefixes';
import {operationLists} from './operation-lists';
import {operationNames} from './operation-names';
import {rateLimitExamples} from './rate-limit-examples';
import {permissionStatements} from './permission-statements';
import {planStatements} from './plan-statements';
import {referenceUniqueness} from './reference-uniqueness';
import {requestIdFormat} from './request-id-format';
import {templateFiles} from './template-files';
import {worldContainers} from './world-containers';
import {worldReefers} from './world-reefers';
import {worldReferences} from './world-references';
import {serverUrls} from './server-urls';
import {shippingWording} from './shipping-wording';
import {webhookEventTypes} from './webhook-event-types';

export const RULES: Rule[] = [
  containerCheckDigit,
  operationNames,
  operationLists,
  apiLimits,
  idPrefixes,
  finalStatuses,
  exampleState,
  rateLimitExamples,
  worldReferences,
  worldContainers,
  worldReefers,
  requestIdFormat,
  referenceUniqueness,
  templateFiles,
  serverUrls,
  permissionStatements,
  planStatements,
  webhookEventTypes,
  shippingWording,
];
