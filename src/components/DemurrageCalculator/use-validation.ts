/**
 * The form checked by the D&D rules, and what ties each problem to its control: the controls' ids, the messages
 * each control shows beside it, and the attributes that tell assistive technology about them.
 */
import {useId} from 'react';
import {validate, type CalculatorInput, type FieldKey, type ValidationIssue} from '../../lib/demurrage';
import {controlFor} from './control-for';
import {toInput, type FormState} from './form';

/** The accessibility attributes of one control: its id, whether it is invalid, and what describes it. */
export interface ControlA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A problem as its control shows it: the message's element id, the message, and the control's id. */
export interface ShownIssue {
  id: string;
  field: FieldKey;
  message: string;
  /** The id of the control (or of the group of radio buttons) the message belongs to. */
  controlId: string;
}

/** The ids, messages and attributes of the calculator's controls, each named like `currency` or `demurrage-basis`. */
export interface Controls {
  idOf: (control: string) => string;
  /** The messages shown beside a control. */
  errorsOf: (control: string) => ShownIssue[];
  /** id, aria-invalid and aria-describedby for a control; `hints` are the ids of its help texts. */
  a11y: (control: string, ...hints: string[]) => ControlA11y;
  /** aria-describedby for a group of radio buttons: its hints and messages. */
  groupDescription: (control: string, ...hints: string[]) => string | undefined;
}

export interface Validation {
  input: CalculatorInput;
  issues: ShownIssue[];
  controls: Controls;
}

export function useValidation(form: FormState, today: string | null): Validation {
  const uid = useId();
  const idOf = (control: string) => `${uid}-${control}`;
  const input = toInput(form, today);
  // An estimate to today waits for today's date, which the static HTML does not know.
  const found: ValidationIssue[] = form.status !== 'returned' && today === null ? [] : validate(input);
  const issues = found.map((issue, i): ShownIssue => ({
    id: `${uid}-error-${i}`,
    field: issue.field,
    message: issue.message,
    controlId: idOf(controlFor(issue.field, form)),
  }));
  const errorsOf = (control: string) => issues.filter((issue) => issue.controlId === idOf(control));
  const groupDescription = (control: string, ...hints: string[]) =>
    [...hints, ...errorsOf(control).map((issue) => issue.id)].join(' ') || undefined;

  return {
    input,
    issues,
    controls: {
      idOf,
      errorsOf,
      a11y: (control, ...hints) => ({
        id: idOf(control),
        'aria-invalid': errorsOf(control).length > 0 ? true : undefined,
        'aria-describedby': groupDescription(control, ...hints),
      }),
      groupDescription,
    },
  };
}
