/**
 * A game as it stands, drawn over the table (cm): every model where it is now, in its side's colour, the active
 * model ringed, the eliminated struck through, AP and states beside the base (≈: a lasting power makes shots at
 * it harder), the circles of lasting powers that block sight; and the action the pointer is on, as a line along
 * its path or to its target.
 */
import type { Prim } from '../table/draw';
import { SIDE_COLOUR, SELECTION } from '../table/style';
import { BASE_RADIUS } from '../../../../engine/rulesets/universalis/rules/defs';
import { observeModels, type GameState } from './engine';

const STATE_MARKS: [
  keyof ReturnType<typeof observeModels>[string]['tokens'] | 'prone' | 'critical',
  string,
][] = [
  ['prone', 'P'],
  ['critical', '!'],
  ['panic', '?'],
  ['burning', '🔥'],
  ['defence', 'D'],
  ['camouflaged', 'C'],
];

/** A lasting power's sight-blocking circle (Fog Bank): a grey patch under the models, its edge dashed. */
function effectCircles(s: GameState, out: Prim[]): void {
  for (const e of s.effects) {
    const c = e.circle;
    if (!c) continue;
    out.push({ t: 'circle', x: c.x, y: c.y, radius: c.r, fill: '#8a939b', alpha: 0.55 });
    out.push({ t: 'circle', x: c.x, y: c.y, radius: c.r, stroke: { color: '#4a5259', width: 0.2, dash: [0.6, 0.4] } });
  }
}

/** Models a lasting power's shot modifier is on (Smoke Veil): marked beside their HP. */
function veiled(s: GameState): Set<number> {
  const on = new Set<number>();
  for (const e of s.effects) if (e.target >= 0 && e.shotMod !== 0) on.add(e.target);
  return on;
}

/** `hp` is the UI language's short word for hit points (HP, TP, PV). */
export function liveGamePrims(s: GameState, path: [number, number][] | null, hp = 'HP'): Prim[] {
  const out: Prim[] = [];
  const models = observeModels(s);
  effectCircles(s, out);
  const shotMods = veiled(s);
  for (let m = 0; m < s.n; m++) {
    const d = s.c.models[m];
    const o = models[d.id];
    const r = BASE_RADIUS[d.size] ?? 1.25;
    const [x, y] = o.at;
    const colour = SIDE_COLOUR[d.side === 0 ? 'a' : 'b'];
    if (o.eliminated) {
      out.push({ t: 'circle', x, y, radius: r, fill: '#9a9a9a', alpha: 0.5 });
      out.push(
        {
          t: 'poly',
          points: [x - r, y - r, x + r, y + r],
          closed: false,
          stroke: { color: '#333', width: 0.25 },
        },
        {
          t: 'poly',
          points: [x - r, y + r, x + r, y - r],
          closed: false,
          stroke: { color: '#333', width: 0.25 },
        },
      );
      continue;
    }
    out.push({ t: 'circle', x, y, radius: r, fill: colour, stroke: { color: '#ffffff', width: 0.22 } });
    if (s.active === m)
      out.push({ t: 'circle', x, y, radius: r + 0.6, stroke: { color: SELECTION, width: 0.35 } });
    out.push({
      t: 'text',
      x,
      y,
      text: String(o.ap),
      size: r * 1.1,
      fill: '#ffffff',
      align: 'center',
      baseline: 'middle',
      bold: true,
    });
    const marks = STATE_MARKS.filter(([k]) =>
      k === 'prone'
        ? o.prone
        : k === 'critical'
          ? o.critical
          : (o.tokens as Record<string, unknown>)[k] === true,
    ).map(([, c]) => c);
    if (o.tokens.shock) marks.push(`S${o.tokens.shock}`);
    if (o.tokens.poison) marks.push(`☠${o.tokens.poison}`);
    if (shotMods.has(m)) marks.push('≈');
    const hpText = `${o.hp} ${hp}${marks.length ? ` ${marks.join(' ')}` : ''}`;
    out.push({
      t: 'text',
      x,
      y: y + r + 0.3,
      text: hpText,
      size: 0.95,
      fill: '#111111',
      align: 'center',
      baseline: 'top',
      halo: 'rgba(255,255,255,0.9)',
    });
  }
  if (path && path.length > 1) {
    out.push({
      t: 'poly',
      points: path.flatMap((p) => [p[0], p[1]]),
      closed: false,
      stroke: { color: SELECTION, width: 0.35, dash: [0.8, 0.5], cap: 'round' },
    });
    const end = path[path.length - 1];
    out.push({ t: 'circle', x: end[0], y: end[1], radius: 0.5, fill: SELECTION });
  }
  return out;
}
