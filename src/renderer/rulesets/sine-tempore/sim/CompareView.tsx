/**
 * A pinned report beside the one on show: games and win rate with their intervals, the difference in win rate
 * and whether it is more than chance (two-proportion test). The difference heat map is chosen with the heat maps.
 */
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { wilson } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { twoProportion } from '../../../sim-frame/stats';
import { formatter } from './numbers';
import type { SimContext } from './sim-context';

export function CompareView({ ctx, pinned, now }: { ctx: SimContext; pinned: BatchStats; now: BatchStats | null }) {
  const { t, language } = ctx;
  const pct = formatter(language, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const num = formatter(language, { maximumFractionDigits: 0 });
  const p3 = formatter(language, { maximumSignificantDigits: 2 });
  const column = (s: BatchStats) => {
    const [low, high] = wilson(s.outcomes.victory, s.games);
    return { games: num(s.games), rate: pct(s.outcomes.victory / Math.max(1, s.games)), interval: `${pct(low)} – ${pct(high)}` };
  };
  const a = column(pinned);
  const b = now ? column(now) : null;
  const test = now ? twoProportion(pinned.outcomes.victory, pinned.games, now.outcomes.victory, now.games) : null;
  const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${pct(Math.abs(x))}`;
  return (
    <section className="msim-compare" aria-label={t('sim-frame:compare.title')}>
      <table className="simf-table">
        <caption>{t('sim-frame:compare.title')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('sim-frame:compare.pinned')}</th>
            <th scope="col">{t('sim-frame:compare.current')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('mission-sim:batch.runs')}</th>
            <td>{a.games}</td>
            <td>{b?.games ?? '…'}</td>
          </tr>
          <tr>
            <th scope="row">{t('mission-sim:report.winRate')}</th>
            <td>{a.rate}</td>
            <td>{b?.rate ?? '…'}</td>
          </tr>
          <tr>
            <th scope="row">95%</th>
            <td>{a.interval}</td>
            <td>{b?.interval ?? '…'}</td>
          </tr>
        </tbody>
      </table>
      {test ? (
        <p className={`msim-compare-verdict${test.significant ? ' significant' : ''}`} role="status">
          <strong>
            {t('sim-frame:compare.difference')}: {signed(test.difference)}
          </strong>{' '}
          — {t(test.significant ? 'sim-frame:compare.significant' : 'sim-frame:compare.notSignificant', { p: p3(test.p) })}
        </p>
      ) : (
        <p className="msim-hint">{t('sim-frame:compare.waiting')}</p>
      )}
    </section>
  );
}
