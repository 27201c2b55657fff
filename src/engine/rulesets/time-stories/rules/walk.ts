/**
 * Visits every effect, condition and lock of a deck document with its JSON Pointer and the location it sits in,
 * so checks and the graph name the exact place of a problem.
 */
import type { Condition, Deck, Effect, LockCondition } from './deck';

/** Where a reference sits: the location index (-1 outside locations) and the card index within it (-1 if none). */
export interface Site {
  location: number;
  card: number;
  /** Under a `not`: asking for something nobody grants is harmless there. */
  negated?: boolean;
}

export interface DeckVisitor {
  effect?(e: Effect, pointer: string, site: Site): void;
  condition?(c: Condition, pointer: string, site: Site): void;
  lock?(k: LockCondition, pointer: string, site: Site): void;
}

function walkCondition(c: Condition, pointer: string, site: Site, v: DeckVisitor) {
  v.condition?.(c, pointer, site);
  c.all?.forEach((x, i) => walkCondition(x, `${pointer}/all/${i}`, site, v));
  c.any?.forEach((x, i) => walkCondition(x, `${pointer}/any/${i}`, site, v));
  if (c.not) walkCondition(c.not, `${pointer}/not`, { ...site, negated: !site.negated }, v);
}

function walkEffects(list: readonly Effect[] | undefined, pointer: string, site: Site, v: DeckVisitor) {
  list?.forEach((e, i) => {
    const p = `${pointer}/${i}`;
    v.effect?.(e, p, site);
    if (e !== 'success' && e.if) {
      walkCondition(e.if.condition, `${p}/if/condition`, site, v);
      walkEffects(e.if.then, `${p}/if/then`, site, v);
      walkEffects(e.if.else, `${p}/if/else`, site, v);
    }
  });
}

export function walkDeck(deck: Deck, v: DeckVisitor): void {
  const none: Site = { location: -1, card: -1 };
  walkEffects(deck.specialShield?.effects, '/specialShield/effects', none, v);
  deck.plan.hotspots.forEach(
    (h, i) => h.access && walkCondition(h.access, `/plan/hotspots/${i}/access`, none, v),
  );
  deck.failures.forEach(
    (f, i) => f.condition && walkCondition(f.condition, `/failures/${i}/condition`, none, v),
  );
  deck.locations.forEach((l, li) => {
    l.cards.forEach((c, ci) => {
      const site: Site = { location: li, card: ci };
      const base = `/locations/${li}/cards/${ci}`;
      c.locks?.forEach((k, i) => v.lock?.(k, `${base}/locks/${i}`, site));
      walkEffects(c.effects, `${base}/effects`, site, v);
      if (c.test) walkEffects(c.test.onPass, `${base}/test/onPass`, site, v);
      c.options?.forEach((o, i) => {
        if (o.condition) walkCondition(o.condition, `${base}/options/${i}/condition`, site, v);
        walkEffects(o.effects, `${base}/options/${i}/effects`, site, v);
      });
    });
  });
}
