// Every rule of the content scanner. Add a rule here; tests/unit/content.test.ts runs it over its areas and runs its
// planted examples.
import type {Rule} from '../rule';
import {containerCheckDigit} from './container-check-digit';
import {permissionStatements} from './permission-statements';
import {planStatements} from './plan-statements';
import {referenceUniqueness} from './reference-uniqueness';
import {requestIdFormat} from './request-id-format';
import {templateFiles} from './template-files';
import {worldContainers} from './world-containers';
import {worldReefers} from './world-reefers';
import {worldReferences} from './world-references';

export const RULES: Rule[] = [
  containerCheckDigit,
  worldReferences,
  worldContainers,
  worldReefers,
  requestIdFormat,
  referenceUniqueness,
  templateFiles,
  permissionStatements,
  planStatements,
];
