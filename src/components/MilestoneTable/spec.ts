// The milestone catalogue and its demurrage and detention subset (src/data/milestones.ts), defined once: rendered by
// DataTable. Relative imports, so that tsx (the unit tests, outside the bundler) resolves them too.
import {classifierLabels, journeyPhases, milestones, type JourneyPhase} from '../../data/milestones';
import {code} from '../../lib/markdown';
import {cell, type TableSpec} from '../DataTable/spec';

export interface MilestoneTableProps {
  /**
   * `catalogue` (default): every milestone with its meaning and DCSA equivalent.
   * `clocks`: only the milestones that start or stop a demurrage or detention clock.
   */
  variant?: 'catalogue' | 'clocks';
}

const phaseLabel = new Map<JourneyPhase, string>(journeyPhases.map((entry) => [entry.phase, entry.label]));

/** The sentence above the catalogue, as inline Markdown (the page renders it with InlineMarkdown). */
export function catalogueIntro(): string {
  const [actual, estimated, planned] = Object.values(classifierLabels).map((label) => label.toLowerCase());
  return (
    `Each of the ${milestones.length} milestones can be **${planned}**, **${estimated}** or **${actual}**: ` +
    `the API says which in the milestone’s ${code('classifier')}.`
  );
}

const clocks = (): TableSpec => ({
  caption: 'Milestones that start or stop a demurrage or detention clock',
  columns: [cell('Milestone'), cell('Code'), cell('Effect on the clocks')],
  rows: milestones
    .filter((milestone) => milestone.stopsOrStarts)
    .map((milestone) => [
      cell(milestone.label),
      cell(milestone.code, {code: true}),
      cell(milestone.stopsOrStarts ?? ''),
    ]),
});

const catalogue = (): TableSpec => ({
  caption: 'Berthline container milestones, in journey order',
  columns: [cell('Code'), cell('Milestone'), cell('Meaning'), cell('DCSA equivalent')],
  rows: milestones.map((milestone) => [
    cell(milestone.code, {code: true}),
    cell(milestone.label, {note: phaseLabel.get(milestone.phase) ?? milestone.phase}),
    cell(milestone.stopsOrStarts ? `${milestone.description} ${milestone.stopsOrStarts}.` : milestone.description),
    cell(milestone.dcsa),
  ]),
  rowHeader: 1,
  rowIds: milestones.map((milestone) => `milestone-${milestone.code}`),
});

export function milestoneTable({variant = 'catalogue'}: MilestoneTableProps = {}): TableSpec {
  if (variant !== 'catalogue' && variant !== 'clocks') {
    throw new Error(`MilestoneTable: unknown variant "${String(variant)}"; use catalogue or clocks.`);
  }
  return variant === 'clocks' ? clocks() : catalogue();
}
