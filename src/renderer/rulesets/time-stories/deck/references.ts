/**
 * Renaming an id rewrites every reference to it in the same step (locks, conditions, effects, host dice, tests),
 * so a designer can tidy ids without breaking the deck. Locations have their own rename in deck-edits.ts.
 */
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import { walkDeck } from '../../../../engine/rulesets/time-stories/rules/walk';
import type { PatchOp } from '../../../store/json-patch';

export type IdKind = 'status' | 'host' | 'failure' | 'skill';

export function renameReferencesOps(deck: Deck, kind: IdKind, pointer: string, prev: string, next: string): PatchOp[] {
  if (prev === next) return [];
  const ops: PatchOp[] = [{ op: 'replace', path: `${pointer}/id`, value: next }];
  const swap = (path: string) => ops.push({ op: 'replace', path, value: next });
  const inList = (list: readonly string[] | undefined, path: string) => list?.forEach((x, i) => x === prev && swap(`${path}/${i}`));
  walkDeck(deck, {
    lock(k, p) {
      if (k === 'whole-team') return;
      if (kind === 'status') {
        if (k.status === prev) swap(`${p}/status`);
        inList(k['all-status'], `${p}/all-status`);
      }
      if (kind === 'host') {
        inList(k.hosts, `${p}/hosts`);
        inList(k['hosts-with-key']?.hosts, `${p}/hosts-with-key/hosts`);
      }
    },
    condition(c, p) {
      if (kind === 'status') {
        if (c['has-status'] === prev) swap(`${p}/has-status`);
        inList(c['has-all-status'], `${p}/has-all-status`);
      }
      if (kind === 'host') inList(c['host-present'], `${p}/host-present`);
    },
    effect(e, p) {
      if (e === 'success') return;
      if (kind === 'status') for (const key of ['gain-status', 'lose-status'] as const) if (e[key] === prev) swap(`${p}/${key}`);
      if (kind === 'failure' && e.failure === prev) swap(`${p}/failure`);
    },
  });
  if (kind === 'host') inList(deck.simulator?.hosts, '/simulator/hosts');
  if (kind === 'skill') {
    deck.hosts.forEach((h, hi) => {
      if (h.dice[prev] === undefined) return;
      ops.push({ op: 'remove', path: `/hosts/${hi}/dice/${prev}` }, { op: 'add', path: `/hosts/${hi}/dice/${next}`, value: h.dice[prev] });
    });
    deck.locations.forEach((l, li) => l.cards.forEach((c, ci) => c.test?.skill === prev && swap(`/locations/${li}/cards/${ci}/test/skill`)));
    const mods = (list: Deck['hosts'][number]['modifiers'], base: string) =>
      list?.forEach((m, k) => {
        if (m.dice?.skill === prev) swap(`${base}/${k}/dice/skill`);
        if (m.hits?.skill === prev) swap(`${base}/${k}/hits/skill`);
      });
    deck.hosts.forEach((h, hi) => mods(h.modifiers, `/hosts/${hi}/modifiers`));
    deck.items?.forEach((it, ii) => mods(it.modifiers, `/items/${ii}/modifiers`));
  }
  return ops;
}
