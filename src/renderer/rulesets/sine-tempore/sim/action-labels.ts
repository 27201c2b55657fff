/**
 * The active hero's legal actions as the designer sees them: grouped by kind in a fixed order (movement first,
 * ending the activation last), and each labelled in words — where, against whom, with what, for how many AP.
 */
import type { Action } from '../../../../engine/rulesets/sine-tempore/rules/game';
import type { NameBook } from './names';
import type { LegalAction } from './play-session';
import { square, type ModelRef, type Translate } from './log-text';

export type ActionKind = Action['type'];

export const KIND_ORDER: readonly ActionKind[] = ['move', 'attack', 'disengage', 'wait', 'focus', 'collect', 'interact', 'heal', 'use', 'exchange', 'meditate', 'extinguish', 'end'];

export interface ActionGroup {
  kind: ActionKind;
  items: LegalAction[];
}

const destination = (a: Action): readonly number[] => (a.type === 'move' ? a.path[a.path.length - 1] : a.type === 'disengage' ? a.to : [0, 0]);

/** Groups in `KIND_ORDER`; movements nearest first (by AP, then row, then column) so the list reads like the map. */
export function groupLegal(legal: readonly LegalAction[]): ActionGroup[] {
  const groups: ActionGroup[] = [];
  for (const kind of KIND_ORDER) {
    const items = legal.filter((l) => l.action.type === kind);
    if (items.length === 0) continue;
    if (kind === 'move' || kind === 'disengage') {
      items.sort((a, b) => (a.ap ?? 0) - (b.ap ?? 0) || destination(a.action)[1] - destination(b.action)[1] || destination(a.action)[0] - destination(b.action)[0]);
    }
    groups.push({ kind, items });
  }
  return groups;
}

const NS = 'mission-sim:action.';

export function actionLabel(t: Translate, names: NameBook, models: ReadonlyMap<string, ModelRef>, la: LegalAction): string {
  const a = la.action;
  const who = (id: string) => {
    const m = models.get(id);
    return names.model(id, m?.type, m?.hero);
  };
  const cost = la.ap !== null ? t(NS + 'cost', { ap: la.ap }) : '';
  const withCost = (text: string) => (cost ? `${text} · ${cost}` : text);
  switch (a.type) {
    case 'move':
      return withCost(t(NS + 'moveTo', { to: square(destination(a)) }));
    case 'disengage':
      return t(NS + 'moveTo', { to: square(a.to) });
    case 'attack': {
      const target = typeof a.target === 'string' ? who(a.target) : square(a.target);
      return withCost(t(a.options?.chain ? NS + 'attackChain' : NS + 'attack', { target, weapon: names.weapon(a.weapon) }));
    }
    case 'wait':
      return t(NS + 'cost', { ap: a.ap });
    case 'collect':
      return t(NS + 'collect', { at: square(a.at) });
    case 'interact':
      return t(NS + 'interact', { object: names.objectAt(a.at) ?? t(NS + 'object'), at: square(a.at) });
    case 'heal':
      return t(NS + 'heal', { target: who(a.target), skill: names.of('skills', a.skill) ?? names.of('equipment', a.skill) ?? a.skill });
    case 'use':
      return a.target ? t(NS + 'useOn', { card: names.card(a.card), target: who(a.target) }) : names.card(a.card);
    case 'exchange':
      return t(NS + 'exchange', { card: names.card(a.card), target: who(a.to) });
    case 'focus':
    case 'meditate':
    case 'extinguish':
    case 'end':
      return t(NS + a.type);
  }
}
