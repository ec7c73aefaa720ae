// Which plan includes what is stated by src/data/plans.ts: a page renders a plan gate with an inline expression,
// `{plansWith('customerPortal')}`, or a component that reads the module (<FeatureAccess />, <PlanTable />), so the
// plan table and the pages cannot drift apart. This rule rejects a sentence or table row that names plans by hand next
// to a plan gate (every gate of `planGates` in plans.ts, by its `mentions`), or next to a figure of a plan limit
// (`planLimitMentions`). Plan names come from plans.ts; "Free" counts only in bold or as "the Free plan", since "free"
// is also an ordinary word (free time, free of charge).
import {formatLimit, planById, plans, planGates, planLimitMentions, type PlanGate} from '../../../src/data/plans';
import {finding, type Finding, type Rule} from '../rule';
import {findAll} from '../units';

const PLAN_NAME = new RegExp(
  plans
    .map((plan) => (plan.id === 'free' ? `\\*\\*${plan.name}\\*\\*|\\b${plan.name} plan\\b` : `\\b${plan.name}\\b`))
    .join('|'),
  'g',
);
/** An expression that renders plan facts from plans.ts. */
const RENDERED = /\{\s*(?:plansWith|planNamesWith|plans|planById|planLimits|formatLimit)\b/;
/** A figure: 5, 50, 5,000. */
const FIGURE = /\b\d{1,3}(?:,\d{3})*\b/;

/** What a plan name in this context states by hand: a gate, a limit with its figure, or nothing. */
function stated(context: string): string | undefined {
  const gate = (Object.keys(planGates) as PlanGate[]).find((id) => planGates[id].mentions.test(context));
  if (gate) return `the plans of ${planGates[gate].label}`;
  const limit = Object.entries(planLimitMentions).find(([, words]) => words.test(context));
  if (limit && FIGURE.test(context)) return `a plan's ${limit[0]} limit`;
  return undefined;
}

export const planStatements: Rule = {
  id: 'plan-statements',
  description: 'Pages render plan gates from src/data/plans.ts ({plansWith(…)}) instead of naming plans by hand.',
  areas: ['docs', 'api-guide'],
  check(source) {
    const seen = new Set<number>();
    const findings: Finding[] = [];
    for (const match of findAll(source.text, source.kind, PLAN_NAME)) {
      if (match.inCode || seen.has(match.line) || RENDERED.test(match.context)) continue;
      const what = stated(match.context);
      if (!what) continue;
      seen.add(match.line);
      findings.push(
        finding(
          source,
          match.line,
          `${what} is typed by hand ("${match.text}"); render it from src/data/plans.ts ({planNamesWith(…)}, {plansWith(…)} or the plans' figures)`,
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
      name: 'a heading that names the plan of the portal on your own domain',
      source: {file: 'planted.mdx', kind: 'markdown', area: 'docs', text: '### Use your own domain (Enterprise)'},
      findings: 1,
    },
    {
      name: 'a limit with its figure typed next to a plan name',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        // Figures from the owner, so the sample reads as a real copy whatever the plans' limits are.
        text: `The **${planById('free').name}** plan tracks up to ${formatLimit(planById('free').activeShipments, 'any number of')} active shipments, and ${planById('starter').name} up to ${formatLimit(planById('starter').activeShipments, 'any number of')}.`,
      },
      findings: 1,
    },
    {
      name: 'rendered gates and plan names without a gated feature pass',
      source: {
        file: 'planted.mdx',
        kind: 'markdown',
        area: 'docs',
        text:
          "The customer portal comes with {plansWith('customerPortal')}.\n\nUpgrade from Starter to Growth at any time.\n\n" +
          'Free time starts on the day of discharge; 5 days are free of charge.',
      },
      findings: 0,
    },
  ],
};
