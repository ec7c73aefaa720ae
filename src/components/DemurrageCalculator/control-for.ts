/** Which form control each validation message belongs to, so that the message shows beside it. */
import type {FieldKey, Phase} from '../../lib/demurrage';
import type {FormState} from './form';
import {rateControl, upToControl} from './tier-rows';

/** The name of the control (or group of radio buttons) a message about `field` belongs to. */
export function controlFor(field: FieldKey, form: FormState): string {
  if (
    field === 'dischargeDate' ||
    field === 'gateOutDate' ||
    field === 'emptyReturnDate' ||
    field === 'holidays' ||
    field === 'currency'
  ) {
    return field;
  }
  // Today's date is only missing before the page runs in the browser; the box's status is what asks for it.
  if (field === 'asOf') return 'status';
  const [name, part, index, key] = field.split('.');
  const phase = name as Phase;
  if (part === 'freeDays' || part === 'basis' || part === 'freeTimeStarts') return `${phase}-${part}`;
  if (index === undefined) return `${phase}-tiers`;
  const i = Number(index);
  if (form[phase].flat) return `${phase}-flat-rate`;
  if (key === 'rate') return rateControl(phase, i);
  // A band starts the day after the band before it ends: that end is the field to change.
  if (key === 'fromDay') return upToControl(phase, Math.max(0, i - 1));
  return upToControl(phase, i);
}
