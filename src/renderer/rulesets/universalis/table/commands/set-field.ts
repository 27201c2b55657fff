/** Sets (or, with undefined, removes) one field below a pointer: every edit of the inspector's forms. */
import type { PatchOp } from '../../../../store/json-patch';
import { getAt } from '../../../../store/json-pointer';
import type { Translate } from '../kinds';
import { nothing, type EditResult } from './types';

export function setField(
  data: unknown,
  pointer: string,
  value: unknown,
  t: Translate,
  label = t('universalis:edit.field'),
): EditResult {
  const before = getAt(data, pointer);
  if (JSON.stringify(before) === JSON.stringify(value)) return nothing();
  let op: PatchOp;
  if (value === undefined) {
    if (before === undefined) return nothing();
    op = { op: 'remove', path: pointer };
  } else
    op = before === undefined ? { op: 'add', path: pointer, value } : { op: 'replace', path: pointer, value };
  return { ops: [op], label };
}
