/**
 * The test-play game drawn on the mission map (the editor's canvas), the way the editor draws the mission: each
 * model with its own picture and colours (the same piece drawing), the deciding hero ringed, knock-outs crossed
 * out, hurt models with a health bar, loot still on the board; and, when the designer decides, the squares the
 * hero can reach with what each costs, and the enemies it can attack. Plain display-list primitives for the map;
 * the map hides the mission's own units and loot while the game is shown, so nothing stands twice.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { pieceKind, type DrawContext, type Prim } from '../../../../engine/rulesets/sine-tempore/print';
import type { Studio } from '../../../studio';
import { liveSimOf, type LiveSim } from './live';

/** The deciding hero: a white ring over a dark one, apart from the pieces' own gold and base rings. */
const ACTIVE = '#ffffff';
const TARGET = '#ff4d4d';
/** The reach colours of the editor's own reach overlay: near is green, the last AP amber. */
export function reachColour(cost: number, max: number): string {
  const r = max <= 1 ? 0 : Math.min(1, (cost - 1) / (max - 1));
  return `hsl(${Math.round(130 - 90 * r)} 70% 42%)`;
}

export function liveSimPrims(live: LiveSim, ctx: DrawContext | null): Prim[] {
  const out: Prim[] = [];
  const maxAp = live.reach.reduce((m, r) => Math.max(m, r.ap), 1);
  for (const { at: [x, y], ap } of live.reach) {
    out.push({ t: 'rect', x, y, w: 1, h: 1, fill: reachColour(ap, maxAp), alpha: 0.38 });
    out.push({ t: 'rect', x: x + 0.04, y: y + 0.04, w: 0.92, h: 0.92, stroke: { color: '#ffffff', width: 0.03 }, alpha: 0.5 });
    out.push({ t: 'text', x: x + 0.5, y: y + 0.52, text: String(ap), size: 0.34, fill: '#ffffff', halo: '#102010', align: 'center', baseline: 'middle', bold: true });
  }
  for (const [x, y] of live.loot) {
    out.push({ t: 'poly', points: [x + 0.5, y + 0.28, x + 0.72, y + 0.5, x + 0.5, y + 0.72, x + 0.28, y + 0.5], closed: true, fill: '#f5b400', stroke: { color: '#7a5a00', width: 0.04 } });
  }
  const targets = new Set(live.targets);
  for (const m of live.models) {
    const cx = m.at[0] + 0.5;
    const cy = m.at[1] + 0.5;
    if (m.id === live.active) {
      out.push({ t: 'circle', x: cx, y: cy, radius: 0.52, stroke: { color: '#111111', width: 0.14 }, alpha: 0.6 });
      out.push({ t: 'circle', x: cx, y: cy, radius: 0.52, stroke: { color: ACTIVE, width: 0.07 } });
    }
    if (targets.has(m.id)) out.push({ t: 'circle', x: cx, y: cy, radius: 0.5, stroke: { color: TARGET, width: 0.08, dash: [0.16, 0.09] } });
    const drawn = ctx ? modelPrims(m, ctx) : null;
    if (drawn) for (const p of drawn) out.push(m.ko ? faded(p) : p);
    else {
      // No catalog to draw the piece from: a plain token in the game's colour.
      out.push({ t: 'circle', x: cx, y: cy, radius: 0.4, fill: m.colour, stroke: { color: '#ffffff', width: 0.05 }, alpha: m.ko ? 0.5 : 1 });
      out.push({ t: 'text', x: cx, y: cy, text: m.short, size: 0.3, fill: '#ffffff', align: 'center', baseline: 'middle', bold: true });
    }
    if (m.ko) {
      const stroke = { color: '#111111', width: 0.09, cap: 'round' as const };
      out.push({ t: 'poly', points: [cx - 0.3, cy - 0.3, cx + 0.3, cy + 0.3], closed: false, stroke });
      out.push({ t: 'poly', points: [cx + 0.3, cy - 0.3, cx - 0.3, cy + 0.3], closed: false, stroke });
    } else if (m.wounds > 0 && m.health > 0) {
      out.push({ t: 'rect', x: cx - 0.4, y: cy + 0.36, w: 0.8, h: 0.1, fill: '#111111', alpha: 0.6 });
      out.push({ t: 'rect', x: cx - 0.4, y: cy + 0.36, w: (0.8 * Math.max(0, m.health - m.wounds)) / m.health, h: 0.1, fill: '#4ade80' });
    }
  }
  return out;
}

/** A knocked-out piece, half seen (a picture has no opacity of its own: it stays, crossed out). */
function faded(p: Prim): Prim {
  if (p.t === 'image' || p.t === 'clip' || p.t === 'unclip') return p;
  return { ...p, alpha: (p.alpha ?? 1) * 0.5 };
}

/** A model as the editor draws a hero's start or an enemy model: the piece drawing of its type at its square. */
function modelPrims(m: LiveSim['models'][number], ctx: DrawContext): Prim[] | null {
  try {
    return m.hero ? pieceKind('hero').draw({ hero: m.type, start: m.at, sector: 1 }, [m.at], ctx) : pieceKind('enemy').draw({ id: m.id, enemy: m.type, at: m.at }, [m.at], ctx);
  } catch {
    return null;
  }
}

/**
 * For the mission map: the overlay with the game added when one is shown, whether it is (the map then hides the
 * mission's own units and its tools), the game itself, and the switch back to the mission's starting positions.
 */
export function useLiveSimOverlay(studio: Studio, docId: string, overlay: readonly Prim[], ctx: DrawContext | null): { prims: readonly Prim[]; on: boolean; live: LiveSim | null; hide: () => void } {
  const obs = liveSimOf(studio, docId);
  const { live, onMap } = useSyncExternalStore(obs.subscribe, obs.get);
  const on = !!live && onMap;
  const prims = useMemo(() => (on ? overlay.concat(liveSimPrims(live!, ctx)) : overlay), [on, live, overlay, ctx]);
  return { prims, on, live: on ? live : null, hide: () => obs.set({ onMap: false }) };
}
