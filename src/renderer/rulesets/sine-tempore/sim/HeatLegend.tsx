/**
 * A batch's heat map on the mission map: one tinted square per board square, under the pieces, and its legend in
 * the corner with the colour ramp, what the colours count (per game) and an opacity slider.
 */
import type { Prim } from '../../../../engine/rulesets/sine-tempore/print';
import type { Studio } from '../../../studio';
import { MapLegend } from '../mission/MapLegend';
import { DIFFERENCE_RAMP, differenceColour, HEAT_RAMP, heatColour, type HeatOverlay } from './heat';
import { formatter } from './numbers';
import { MissionSimSession } from './session';

export function heatMapPrims(heat: HeatOverlay): readonly Prim[] {
  const grid = heat.grid;
  if (!heat.kind || !grid || heat.max <= 0) return [];
  const out: Prim[] = [];
  grid.values.forEach((v, c) => {
    if (v === 0) return;
    const share = v / heat.max;
    const fill = heat.difference ? differenceColour(share) : heatColour(share);
    // Faint where little happens, so the board still reads; the slider scales it all.
    const alpha = heat.opacity * (heat.difference ? 0.35 + 0.55 * Math.abs(share) : 0.4 + 0.55 * share);
    out.push({ t: 'rect', x: c % grid.width, y: Math.floor(c / grid.width), w: 1, h: 1, fill, alpha });
  });
  return out;
}

export function HeatLegend({ studio, docId, heat }: { studio: Studio; docId: string; heat: HeatOverlay }) {
  const t = studio.t;
  const num = formatter(studio.ui.get().language, { maximumFractionDigits: 2 });
  const kind = t(`mission-sim:heat.kind.${heat.kind}`);
  const label = heat.difference ? `${kind} — ${t('mission-sim:heat.difference')}` : kind;
  const entries = heat.difference
    ? [{ key: 'ramp', label: `${t('mission-sim:heat.less', { value: num(heat.max) })} … ${t('mission-sim:heat.more', { value: num(heat.max) })}`, swatch: { ramp: DIFFERENCE_RAMP } }]
    : [{ key: 'ramp', label: `${t('mission-sim:heat.few')} … ${t('mission-sim:heat.most', { value: num(heat.max) })}`, swatch: { ramp: HEAT_RAMP } }];
  return (
    <MapLegend label={`${t('mission:legend.label')}: ${label}`} title={label} entries={entries}>
      <label>
        {t('mission-sim:heat.opacity')}
        <input type="range" min={0.1} max={1} step={0.05} value={heat.opacity} onChange={(e) => MissionSimSession.of(studio, docId).setHeatOpacity(Number(e.target.value))} />
      </label>
    </MapLegend>
  );
}
