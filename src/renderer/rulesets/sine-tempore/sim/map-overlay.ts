/**
 * The test-play game drawn on the mission map (the editor's canvas): each model at its square in its colour with
 * its initials, the deciding hero ringed, knock-outs crossed, hurt models with a health bar, loot still on the
 * board. Plain display-list primitives for the map's overlay layer; the map hides its own units and loot while
 * the game is shown, so nothing stands twice.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Prim } from '../../../../engine/rulesets/sine-tempore/print';
import type { Studio } from '../../../studio';
import { liveSimOf, type LiveSim } from './live';

const ACTIVE = '#f5b400';

export function liveSimPrims(live: LiveSim): Prim[] {
  const out: Prim[] = [];
  for (const [x, y] of live.loot) {
    out.push({ t: 'poly', points: [x + 0.5, y + 0.28, x + 0.72, y + 0.5, x + 0.5, y + 0.72, x + 0.28, y + 0.5], closed: true, fill: '#f5b400', stroke: { color: '#7a5a00', width: 0.04 } });
  }
  for (const m of live.models) {
    const cx = m.at[0] + 0.5;
    const cy = m.at[1] + 0.5;
    const alpha = m.ko ? 0.55 : 1;
    if (m.id === live.active) out.push({ t: 'circle', x: cx, y: cy, radius: 0.47, stroke: { color: ACTIVE, width: 0.09 } });
    if (m.hero) out.push({ t: 'circle', x: cx, y: cy, radius: 0.36, fill: m.colour, stroke: { color: '#ffffff', width: 0.05 }, alpha });
    else out.push({ t: 'rect', x: cx - 0.33, y: cy - 0.33, w: 0.66, h: 0.66, radius: 0.1, fill: m.colour, stroke: { color: '#ffffff', width: 0.05 }, alpha });
    out.push({ t: 'text', x: cx, y: cy, text: m.short, size: 0.3, fill: '#ffffff', align: 'center', baseline: 'middle', bold: true });
    if (m.ko) {
      const stroke = { color: '#111111', width: 0.09, cap: 'round' as const };
      out.push({ t: 'poly', points: [cx - 0.3, cy - 0.3, cx + 0.3, cy + 0.3], closed: false, stroke });
      out.push({ t: 'poly', points: [cx + 0.3, cy - 0.3, cx - 0.3, cy + 0.3], closed: false, stroke });
    } else if (m.wounds > 0 && m.health > 0) {
      out.push({ t: 'rect', x: cx - 0.4, y: cy + 0.36, w: 0.8, h: 0.1, fill: '#111111', alpha: 0.55 });
      out.push({ t: 'rect', x: cx - 0.4, y: cy + 0.36, w: (0.8 * Math.max(0, m.health - m.wounds)) / m.health, h: 0.1, fill: '#4ade80' });
    }
  }
  return out;
}

/**
 * For the mission map: the overlay with the game added when one is shown, whether it is (the map then hides the
 * mission's own units), and the switch back to the mission's starting positions.
 */
export function useLiveSimOverlay(studio: Studio, docId: string, overlay: readonly Prim[]): { prims: readonly Prim[]; on: boolean; hide: () => void } {
  const obs = liveSimOf(studio, docId);
  const { live, onMap } = useSyncExternalStore(obs.subscribe, obs.get);
  const on = !!live && onMap;
  const prims = useMemo(() => (on ? [...overlay, ...liveSimPrims(live!)] : overlay), [on, live, overlay]);
  return { prims, on, hide: () => obs.set({ onMap: false }) };
}
