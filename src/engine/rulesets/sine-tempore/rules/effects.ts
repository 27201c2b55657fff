/**
 * Card effects from the catalog's closed vocabulary (event cards, traps, resources, Serious Wounds, Oblivion
 * cards, Scenic Element triggers): `{"status": …}`, `{"wounds": …}`, `{"heal": …}`, `{"tv": …}`,
 * `{"extra-ap": n}`, `{"extra-dice": n}`, `{"stat-change": …}`, `{"message": …}`; and who they apply to.
 */
import { adjacentModels } from './triggers';
import { healModel, woundModel } from './wounds';
import { statusOf } from './symbols';
import { active, give, log, type GameState, type Model } from './state';
import { stError } from './errors';

type StatKey = 'RA' | 'PH' | 'PR' | 'MI' | 'HE';

/**
 * Who an effect applies to. Card targets: `triggering-model`, `active-hero`, `all-heroes`, `all-enemies`,
 * `adjacent-models`; mission targets add `triggering-hero`, `{"hero": id}`, `{"group": id}`, `{"zone": id}`.
 */
export function targets(s: GameState, to: unknown, trigger: Model | null): Model[] {
  if (to && typeof to === 'object') {
    const t = to as { hero?: string; group?: string; zone?: string };
    if (t.hero !== undefined) {
      const i = s.byId.get(t.hero);
      return i !== undefined && active(s.models[i]) ? [s.models[i]] : [];
    }
    if (t.group !== undefined) {
      const g = s.groups.find((x) => x.name === t.group);
      return g ? g.models.map((k) => s.models[k]).filter(active) : [];
    }
    if (t.zone !== undefined) {
      const cells = s.mission?.cm.zones.get(t.zone) ?? [];
      return s.models.filter((m) => active(m) && cells.includes(m.cell));
    }
    return [];
  }
  switch (to ?? 'triggering-model') {
    case 'triggering-model':
      return trigger && !trigger.removed ? [trigger] : [];
    case 'triggering-hero':
      return trigger && trigger.hero && !trigger.removed ? [trigger] : s.act ? [s.models[s.act.hero]] : [];
    case 'active-hero':
      return s.act ? [s.models[s.act.hero]] : [];
    case 'all-heroes':
      return s.heroes.map((h) => s.models[h]).filter(active);
    case 'all-enemies':
      return s.models.filter((m) => !m.hero && active(m) && m.cell >= 0);
    case 'adjacent-models':
      return trigger ? adjacentModels(s, trigger, active) : [];
    default:
      throw stError('st-error-effect-target', { target: String(to) });
  }
}

export function textOf(t: unknown): string {
  if (typeof t === 'string') return t;
  if (t && typeof t === 'object') {
    const o = t as { en?: string; de?: string; fr?: string };
    return o.en ?? o.de ?? o.fr ?? '';
  }
  return '';
}

/** Applies one effect key shared by cards and missions; returns false when the key is not one of them. */
export function applyCommon(s: GameState, key: string, value: unknown, trigger: Model | null, source: string, until?: number): boolean {
  const v = value as Record<string, unknown>;
  switch (key) {
    case 'status':
      for (const m of targets(s, v.to, trigger)) give(s, m, statusOf(String(v.status)), source);
      return true;
    case 'wounds':
      for (const m of targets(s, v.to, trigger)) woundModel(s, m, Number(v.count ?? 1), null, source);
      return true;
    case 'heal':
      for (const m of targets(s, v.to, trigger)) healModel(s, null, m, Number(v.count ?? 1));
      return true;
    case 'tv':
      for (const m of targets(s, v.to, trigger)) {
        if (!m.hero) continue;
        m.tv = Math.max(s.rs.s.tvFloor, m.tv + Number(v.change ?? 0));
        s.version++;
        if (s.log) log(s, { type: 'tv', id: m.id, tv: m.tv, change: Number(v.change ?? 0), why: source });
      }
      return true;
    case 'extra-ap': {
      const n = Number(value);
      if (trigger && s.act && s.act.hero === trigger.i) s.act.ap += n;
      if (s.log) log(s, { type: 'effect', effect: 'extra-ap', value: n, id: trigger?.id ?? null, why: source });
      return true;
    }
    case 'extra-dice':
      if (trigger) trigger.bonusDice += Number(value);
      return true;
    case 'stat-change': {
      const stat = String(v.stat) as StatKey;
      const change = Number(v.change ?? 0);
      const who = v.to === undefined ? (trigger ? [trigger] : []) : targets(s, v.to, trigger);
      for (const m of who) {
        m.statMods[stat] = (m.statMods[stat] ?? 0) + change;
        if (until !== undefined && s.mission) s.mission.timed.push({ until, model: m.i, stat, change });
        if (s.log) log(s, { type: 'effect', effect: 'stat-change', id: m.id, stat, change, why: source });
      }
      return true;
    }
    case 'message':
      if (s.log) log(s, { type: 'message', text: textOf(value), why: source });
      return true;
    default:
      return false;
  }
}

/** Applies card effects. `until`, for temporary cards, is the tick at which their stat changes end. */
export function applyEffects(s: GameState, effects: readonly unknown[], trigger: Model | null, source: string, until?: number): void {
  for (const raw of effects) {
    if (s.result) return;
    if (!raw || typeof raw !== 'object') continue;
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (!applyCommon(s, key, value, trigger, source, until)) log(s, { type: 'effect', effect: key, ignored: true, why: source });
    }
  }
}
