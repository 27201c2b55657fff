/** Commands of the event timeline: add an event at a time, move it, move the mission's start and end. */
import type { Event, Mission } from '../../../../../engine/generated/types/mission';
import type { PatchOp } from '../../../../store/json-patch';
import type { Translate } from '../kinds';
import { EditBatch } from './batch';
import { Ids } from './ids';

export function addEvent(mission: Mission, time: string, t: Translate, language: string): { ops: PatchOp[]; pointer: string } {
  const batch = new EditBatch(mission);
  const id = new Ids(mission).next('event');
  const n = id.slice(id.lastIndexOf('-') + 1);
  const event: Event = {
    id,
    name: { [language]: t('mission:defaults.eventName', { n }) },
    trigger: { at: time },
    effects: [{ message: { [language]: t('mission:defaults.eventMessage') } }],
  };
  const pointer = batch.append('/events', event);
  return { ops: batch.ops, pointer };
}

export function setEventTime(mission: Mission, pointer: string, time: string): PatchOp[] {
  const batch = new EditBatch(mission);
  batch.set(`${pointer}/trigger/at`, time);
  return batch.ops;
}

export function setMomentum(mission: Mission, end: 'start' | 'end', time: string): PatchOp[] {
  const batch = new EditBatch(mission);
  batch.set(`/momentum/${end}`, time);
  return batch.ops;
}
