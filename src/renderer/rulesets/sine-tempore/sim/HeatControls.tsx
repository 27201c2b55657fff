/**
 * The report's heat maps on the mission map: which one (wounds, knock-outs, eliminations, where games were
 * lost), the difference from a pinned report, and how strongly it covers the board. The map draws it with its
 * legend; this is where it is chosen.
 */
import { useObservable } from '../../../ui/hooks';
import { HEAT_KINDS, heatOf, type HeatKind } from './heat';
import type { SimContext } from './sim-context';

export function HeatControls({ ctx }: { ctx: SimContext }) {
  const { t, studio, doc, session, state } = ctx;
  const heat = useObservable(heatOf(studio, doc.id));
  const pinned = !!state.batch.pinned;
  return (
    <fieldset className="msim-heat-controls">
      <legend>{t('mission-sim:heat.title')}</legend>
      <label className="simf-field">
        {t('mission-sim:heat.label')}
        <select value={heat.kind ?? ''} onChange={(e) => session.showHeat((e.target.value || null) as HeatKind | null)}>
          <option value="">{t('mission-sim:heat.none')}</option>
          {HEAT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`mission-sim:heat.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="simf-field">
        <input type="checkbox" disabled={!pinned || !heat.kind} checked={pinned && heat.difference} onChange={(e) => session.showHeat(heat.kind, e.target.checked)} />
        {t('mission-sim:heat.difference')}
      </label>
      {heat.kind && heat.difference && pinned && !heat.grid && <p className="msim-hint">{t('mission-sim:heat.differenceBoard')}</p>}
    </fieldset>
  );
}
