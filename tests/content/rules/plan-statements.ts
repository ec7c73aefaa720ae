// Which plan includes what is stated by src/data/plans.ts: a page renders a plan gate with an inline expression,
// `{plansWith('customerPortal')}`, or a component that reads the module (<FeatureAccess />, <PlanTable />), so the
// plan table and the pages cannot drift apart. This rule rejects a sentence or table row that names plans by hand next
// to a gated feature.
import {finding, type Finding, type Rule} from '../rule';
import {findAll} from '../units';

const PLAN_NAME = /\b(?:Starter|Growth|Enterprise)\b|\*\*Free\*\*/g;
/** The features some plans include and others do not. */
const GATED = /\bportal\b|\bdata sources?\b|\bsingle sign-on\b|\bSSO\b|\bSAML\b/i;
/** An expression that renders plan facts from plans.ts. */
const RENDERED = /\{\s*(?:plansWith|planNamesWith|plans|planLimits|formatLimit)\b/;

export const planStatements: Rule = {
  id: 'plan-statements',
  description: 'Pages render plan gates from src/data/plans.ts ({plansWith(…)}) instead of naming plans by hand.',
  areas: ['docs', 'api-guide'],
  check(source) {
    const seen = new Set<number>();
    const findings: Finding[] = [];
    for (const match of findAll(source.text, source.kind, PLAN_NAME)) {
      if (match.inCode || seen.has(match.line) || RENDERED.test(match.context) || !GATED.test(match.context)) continue;
      seen.add(match.line);
      findings.push(
        finding(
          source,
          match.line,
          `the plans of a feature are typed by hand ("${match.text}"); render them with {plansWith(…)} from src/data/plans.ts`,
        ),
      );
    }
    return findings;
  },
  planted: [
    {
      name: 'a table row that names the plans of the customer portal',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: '| Let your customers follow their shipments | Customer portal | An Admin | **Growth**, **Enterprise** |',
      },
      findings: 1,
    },
    {
      name: 'a sentence about single sign-on on Enterprise',
      source: {file: 'planted.mdx', kind: 'markdown', area: 'docs', text: 'Single sign-on needs the Enterprise plan.'},
      findings: 1,
    },
    {
      name: 'rendered gates and plan names without a gated feature pass',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text: "The customer portal comes with {plansWith('customerPortal')}.\n\nUpgrade from Starter to Growth at any time.",
      },
      findings: 0,
    },
  ],
};
