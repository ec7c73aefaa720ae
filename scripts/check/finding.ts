// What the writer's check reports: a finding names its step, the source file and line, and what to do. Errors fail
// the check; warnings (an operation that the mock answers from examples only) are listed and do not.
export type Severity = 'error' | 'warning';

export interface Finding {
  /** The step that found it: `pages`, `links`, `content`, `openapi`, … */
  step: string;
  severity: Severity;
  /** Relative to the repository root, with forward slashes. */
  file: string;
  /** 1-based. */
  line: number;
  message: string;
}

export const error = (step: string, file: string, line: number, message: string): Finding => ({
  step,
  severity: 'error',
  file,
  line: Math.max(1, line || 1),
  message,
});

export const warning = (step: string, file: string, line: number, message: string): Finding => ({
  ...error(step, file, line, message),
  severity: 'warning',
});

const byPlace = (a: Finding, b: Finding) => a.file.localeCompare(b.file) || a.line - b.line;

/** One line a finding: `docs/x.mdx:12: message (step)`, warnings marked. */
export function formatFinding(finding: Finding): string {
  const mark = finding.severity === 'warning' ? 'warning: ' : '';
  return `${finding.file}:${finding.line}: ${mark}${finding.message} (${finding.step})`;
}

/** The closing summary: the count, then each file with the lines of its errors and its warnings. */
export function summarize(findings: readonly Finding[]): string {
  const errors = findings.filter((f) => f.severity === 'error');
  const warnings = findings.filter((f) => f.severity === 'warning');
  const files = new Map<string, Finding[]>();
  for (const finding of [...findings].sort(byPlace))
    files.set(finding.file, [...(files.get(finding.file) ?? []), finding]);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const head =
    findings.length === 0
      ? 'No problems.'
      : `${count(errors.length, 'error')} and ${count(warnings.length, 'warning')} in ${count(files.size, 'file')}:`;
  const rows = [...files].map(([file, list]) => {
    const lines = (severity: Severity) =>
      [...new Set(list.filter((f) => f.severity === severity).map((f) => f.line))].join(', ');
    const parts = [
      lines('error') && `errors at line ${lines('error')}`,
      lines('warning') && `warnings at line ${lines('warning')}`,
    ].filter(Boolean);
    return `  ${file}: ${parts.join('; ')}`;
  });
  return [head, ...rows].join('\n');
}

export const sortFindings = (findings: readonly Finding[]): Finding[] => [...findings].sort(byPlace);
