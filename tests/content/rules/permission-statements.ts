// Who may do what is stated by src/data/roles.ts: a page renders it with an inline expression,
// `{who('dismiss-risk-flags')}` or `{Who(…)}` at the start of a sentence, so the page and the role matrix cannot
// drift apart. This rule rejects a sentence or table row that names roles by hand next to the words of a permission
// that declares them (`mentions` in roles.ts).
import {permissions} from '../../../src/data/roles';
import {finding, type Finding, type Rule} from '../rule';
import {findAll} from '../units';

const ROLE_WORD = /\b(?:Owners?|Admins?|Members?|Viewers?|Customers)\b/g;
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
      const permission = permissions.find((p) => p.mentions?.test(match.context));
      if (!permission) continue;
      const key = `${match.line}:${permission.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push(
        finding(
          source,
          match.line,
          `who may ${permission.label.toLowerCase()} is typed by hand ("${match.text}"); render it with {who('${permission.id}')} from src/data/roles.ts`,
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
      name: 'the same statements rendered from roles.ts, and role names without a permission, pass',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text:
          "{Who('dismiss-risk-flags')} can dismiss a flag that needs no action.\n\n" +
          "| Add shipments from a spreadsheet | File import | {who('import-shipments')} |\n\n" +
          'Choose **Admin**, **Member** or **Viewer**.',
      },
      findings: 0,
    },
  ],
};
