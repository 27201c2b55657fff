/**
 * Card effects from the catalog's closed vocabulary (events, traps, resources, Serious Wounds, Oblivion
 * cards, Scenic Element triggers): `{"status": …}`, `{"wounds": …}`, `{"heal": …}`, `{"tv": …}`,
 * `{"extra-ap": n}`, `{"extra-dice": n}`, `{"stat-change": …}`, `{"message": …}`.
 */
import { adjacentModels } from './triggers';
import { healModel, woundModel } from './combat';
import { statusOf } from './symbols';
import { active, give, log, type GameState, type Model } from './state';

type StatKey = 'RA' | 'PH' | 'PR' | 'MI' | 'HE';

function targets(s: GameState, to: unknown, trigger: Model | null): Model[] {
  switch (to ?? 'triggering-model') {
    case 'triggering-model':
      return trigger && !trigger.removed ? [trigger] : [];
    case 'active-hero':
      return s.act ? [s.models[s.act.hero]] : [];
    case 'all-heroes':
      return s.heroes.map((h) => s.models[h]).filter(active);
    case 'all-enemies':
      return s.models.filter((m) => !m.hero && active(m) && m.cell >= 0);
    case 'adjacent-models':
      return trigger ? adjacentModels(s, trigger, active) : [];
    default:
      throw new Error(`unknown effect target "${String(to)}"`);
  }
}

/**
 * Applies effects to their targets. `until`, for temporary cards, is the tick at which stat changes end.
 */
export function applyEffects(s: GameState, effects: readonly unknown[], trigger: Model | null, source: string, until?: number): void {
  for (const raw of effects) {
    if (s.result) return;
    if (!raw || typeof raw !== 'object') continue;
    const [key, value] = Object.entries(raw as Record<string, unknown>)[0] ?? [];
    const v = value as Record<string, unknown>;
    switch (key) {
      case 'status':
        for (const m of targets(s, v.to, trigger)) give(s, m, statusOf(String(v.status)), source);
        break;
      case 'wounds':
        for (const m of targets(s, v.to, trigger)) woundModel(s, m, Number(v.count ?? 1), null, source);
        break;
      case 'heal':
        for (const m of targets(s, v.to, trigger)) healModel(s, null, m, Number(v.count ?? 1));
        break;
      case 'tv':
        for (const m of targets(s, v.to, trigger)) {
          if (!m.hero) continue;
          m.tv = Math.max(s.rs.s.tvFloor, m.tv + Number(v.change ?? 0));
          log(s, { type: 'tv', id: m.id, tv: m.tv, why: source });
        }
        break;
      case 'extra-ap': {
        const n = Number(value);
        if (trigger && s.act && s.act.hero === trigger.i) s.act.ap += n;
        log(s, { type: 'effect', effect: 'extra-ap', value: n, id: trigger?.id ?? null, why: source });
        break;
      }
      case 'extra-dice':
        if (trigger) trigger.bonusDice += Number(value);
        break;
      case 'stat-change': {
        const stat = String(v.stat) as StatKey;
        const change = Number(v.change ?? 0);
        const who = v.to === undefined ? (trigger ? [trigger] : []) : targets(s, v.to, trigger);
        for (const m of who) {
          m.statMods[stat] = (m.statMods[stat] ?? 0) + change;
          if (until !== undefined && s.mission) s.mission.timed.push({ until, model: m.i, stat, change });
          log(s, { type: 'effect', effect: 'stat-change', id: m.id, stat, change, why: source });
        }
        break;
      }
      case 'message':
        log(s, { type: 'message', text: String(value), why: source });
        break;
      default:
        log(s, { type: 'effect', effect: String(key), ignored: true, why: source });
    }
  }
}
