/**
 * The result, derived during render from the checked input, so that the static HTML already shows it: the charges,
 * how amounts and dates read, and the one-sentence summary screen readers hear.
 */
import {
  calculate,
  formatLocaleDate,
  formatLong,
  formatMoney,
  type CalculationResult,
  type CalculatorInput,
} from '../../lib/demurrage';
import type {FormState} from './form';
import type {ShownIssue} from './use-validation';

export interface Calculation {
  /** `null` while a problem is listed, or while an estimate to today waits for the page to run. */
  result: CalculationResult | null;
  /** A phase still runs today: the result is an estimate to date. */
  estimating: boolean;
  money: (amount: number) => string;
  /** A date as the reader reads it: the site's format in the static HTML, the reader's locale after. */
  day: (date: string) => string;
  /** One sentence: the total and its parts, or how many entries to check. */
  summary: string;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface Checked {
  form: FormState;
  input: CalculatorInput;
  issues: readonly ShownIssue[];
  hydrated: boolean;
  today: string | null;
}

export function useCalculation({form, input, issues, hydrated, today}: Checked): Calculation {
  const estimating = form.status !== 'returned';
  const result = issues.length === 0 && (!estimating || today !== null) ? calculate(input) : null;
  const currencyOk = /^[A-Z]{3}$/.test(input.currency ?? '') && !issues.some((issue) => issue.field === 'currency');
  const currency = currencyOk ? input.currency : undefined;
  const money = (amount: number) => formatMoney(amount, result?.currency ?? currency ?? 'USD');
  const day = (date: string) => (hydrated ? formatLocaleDate(date) : formatLong(date));
  const summary = result
    ? `${estimating ? 'Total to date' : 'Total'} ${money(result.total)}: demurrage ${money(
        result.demurrage.cost,
      )}, detention ${money(result.detention.cost)}.`
    : issues.length > 0
      ? `${plural(issues.length, 'entry', 'entries')} to check.`
      : '';
  return {result, estimating, money, day, summary};
}
