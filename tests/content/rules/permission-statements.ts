// Who may do what is stated by src/data/roles.ts: a page renders it with an inline expression,
// `{who('dismiss-risk-flags')}` or `{Who(…)}` at the start of a sentence, so the page and the role matrix cannot
// drift apart. This rule rejects a sentence or table row that names roles by hand next to the words of a permission
// (`mentions` in roles.ts: every permission declares them). The role words come from roles.ts too; a role named as a
// step of a screen path (**Customer portal** › **Customers**) is a label, not a statement.
import {permissions, roles} from '../../../src/data/roles';
import {finding, type Finding, type Rule} from '../rule';
import {findAll} from '../units';

/** A role's name, singular or plural; the Customer role only in the plural, since "Customer" starts many labels. */
const ROLE_WORD = new RegExp(
  `\\b(?:${roles.map((role) => (role.id === 'customer' ? `${role.name}s` : `${role.name}s?`)).join('|')})\\b`,
  'g',
);
/** A screen path such as **Customer portal** › **Customers** › **Layout**: its steps are labels. */
const SCREEN_PATH = /(?:\*\*[^*]+\*\*\s*›\s*)+\*\*[^*]+\*\*/g;
/** "Only the Owner…", "only Admins…": a who-may statement whatever words follow. */
const ONLY_ROLES = new RegExp(`\\bonly (?:the |an? )?\\**(?:${ROLE_WORD.source})`, 'i');
/** The expression that renders a statement from roles.ts. */
const RENDERED = /\{\s*[Ww]ho\(/;

export const permissionStatements: Rule = {
  id: 'permission-statements',
  description: 'Pages render who may do what from src/data/roles.ts ({who(…)}) instead of naming roles by hand.',
  areas: ['docs', 'api-guide'],
  check(source) {
    const seen = new Set<string>();
    const findings: Finding[] = [];
    for (const match of findAll(source.text, source.kind, ROLE_WORD)) {
      if (match.inCode || RENDERED.test(match.context)) continue;
      if (!new RegExp(ROLE_WORD.source).test(match.context.replace(SCREEN_PATH, ''))) continue;
      const permission = permissions.find((p) => p.mentions.test(match.context));
      if (!permission && !ONLY_ROLES.test(match.context)) continue;
      const key = `${match.line}:${permission?.id ?? 'only'}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push(
        finding(
          source,
          match.line,
          permission
            ? `who may ${permission.label.toLowerCase()} is typed by hand ("${match.text}"); render it with {who('${permission.id}')} from src/data/roles.ts`
            : `"only" names roles by hand ("${match.text}"); render who may do it with {who('…')} from src/data/roles.ts`,
        ),
      );
    }
    return findings;
  },
  planted: [
    {
      name: 'a sentence that names the roles who dismiss risk flags',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: 'Members, Admins and the Owner can dismiss a flag that needs no action.',
      },
      findings: 1,
    },
    {
      name: 'a table row that says who imports',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: '| Add shipments from a spreadsheet | File import | A **Member** or above |',
      },
      findings: 1,
    },
    {
      name: 'a troubleshooting row that names the roles who hold API keys (a permission of the matrix)',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: '| **Settings** › **API keys** is missing | Your role is **Member** or **Viewer** | Ask an Admin. |',
      },
      findings: 1,
    },
    {
      name: 'an "only the Owner" sentence whose permission words stand in the previous sentence',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: '1. Open **Settings** › **Billing**. Only the **Owner** sees this section.',
      },
      findings: 1,
    },
    {
      name: 'a sentence that says who deletes the workspace',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: 'Only the **Owner** can delete the workspace.',
      },
      findings: 1,
    },
    {
      name: 'the same statements rendered from roles.ts, and role names without a permission, pass',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text:
          "{Who('dismiss-risk-flags')} can dismiss a flag that needs no action.\n\n" +
          "| Add shipments from a spreadsheet | File import | {who('import-shipments')} |\n\n" +
          'Choose **Admin**, **Member** or **Viewer**.\n\n' +
          'Open **Customer portal** › **Customers** › the customer › **Layout** to choose a layout.',
      },
      findings: 0,
    },
  ],
};
