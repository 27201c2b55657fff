/**
 * Test-play on the mission map itself: while a game is on the map, the editor's tools make way for the game's
 * own bar (who decides, the frame's Step, Run to end, Undo, Redo and replay scrubber, Stop), a click on a square
 * moves the deciding hero there and a click on an enemy opens its attacks — each with its dice, the cover and
 * the odds of 0, 1, 2… wounds — to confirm or cancel. The game runs in the simulator's worker, as in the pane:
 * the same seed and decisions are the same game wherever they are played.
 */
import { useEffect, useState } from 'react';
import { PlayControls, Scrubber } from '../../../sim-frame/controls';
import type { Studio } from '../../../studio';
import { useObservable } from '../../../ui/hooks';
import { MapLegend, type LegendEntry } from '../mission/MapLegend';
import type { Square } from '../mission/scene';
import { refusalText } from './engine-words';
import type { LiveSim } from './live';
import { nameBook, type NameBook } from './names';
import { reasonText } from './reasons';
import type { AttackChoice } from './play-session';
import { MissionSimSession } from './session';
import './map-play.css';
import { modelRefs } from './view-model';
import { reachColour } from './map-overlay';
import { formatter, wholePercents } from './numbers';
import type { Language } from '../../../i18n';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Catalog } from '../../../../engine/generated/types/catalog';

const same = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** What a click on the map does in play mode: attack a model the hero can attack, else move there (the engine says why not). */
export function playClick(live: LiveSim, square: Square): { attack: string } | { move: Square } | null {
  if (!live.human || live.over || !live.active) return null;
  const target = live.models.find((m) => same(m.at, square) && live.targets.includes(m.id));
  if (target) return { attack: target.id };
  const standing = live.models.find((m) => same(m.at, square));
  if (standing && standing.id === live.active) return null;
  return { move: square };
}

export interface PlayTarget {
  id: string;
  choices: AttackChoice[] | null;
}

/** The game's bar in place of the map's toolbar, and the attack to confirm. */
export function MapPlayBar({
  studio,
  docId,
  live,
  mission,
  catalog,
  target,
  onTarget,
  onAttack,
  onHide,
}: {
  studio: Studio;
  docId: string;
  live: LiveSim;
  mission: Mission | null;
  catalog: Catalog | null;
  target: PlayTarget | null;
  onTarget(t: PlayTarget | null): void;
  /** Opens the attacks on a model, as a click on it does. */
  onAttack(id: string): void;
  /** Shows the mission again (the game goes on in the pane). */
  onHide(): void;
}) {
  const session = MissionSimSession.of(studio, docId);
  const { play } = useObservable(session.state);
  const { language } = useObservable(studio.ui);
  const t = studio.t;
  const names = nameBook(mission, catalog, language as Language, { bareHands: t('mission-sim:bareHands') });
  const view = play.view;
  const refs = modelRefs(view);
  const who = (id: string) => names.model(id, refs.get(id)?.type, refs.get(id)?.hero);
  const active = view?.models.find((m) => m.id === view.active);
  const status = view?.result
    ? `${t(`mission-sim:outcome.${view.result.outcome}`)} — ${reasonText(t, names, view.result.reason)}`
    : active
      ? t('mission-sim:play.deciding', { name: who(active.id), count: active.ap ?? 0 })
      : '';
  return (
    <div className="map-play-bar" role="region" aria-label={t('mission-sim:tab.play')}>
      <div className="map-play-row">
        <span className="map-play-status" role="status">
          {status}
        </span>
        <PlayControls
          t={t}
          labels={{ start: t('mission-sim:play.restart'), step: t('mission-sim:play.step'), runToEnd: t('mission-sim:play.runToEnd'), reset: t('mission-sim:onMap.stop') }}
          started
          canStart={!play.busy}
          canPlay={session.canPlay}
          onStart={() => void session.start(play.replay)}
          onStep={() => void session.step()}
          onRunToEnd={() => void session.runToEnd()}
          onReset={() => session.reset()}
          history={{ canUndo: session.canUndo, canRedo: session.canRedo, onUndo: () => void session.undo(), onRedo: () => void session.redo() }}
        />
      </div>
      {view && view.history.total > 0 && <Scrubber t={t} at={view.history.at} total={view.history.total} onGo={(k) => void session.goTo(k)} />}
      <p className="map-play-hint">
        {t(live.over ? 'mission-sim:onMap.over' : live.human ? 'mission-sim:onMap.playing' : 'mission-sim:onMap.watching')}{' '}
        <button type="button" className="link-button" onClick={onHide}>
          {t('mission-sim:map.hide')}
        </button>
      </p>
      {live.human && live.targets.length > 0 && !live.over && (
        // The map's attack targets as buttons too: the keyboard's and the screen reader's way to them.
        <div className="map-play-targets" role="group" aria-label={t('mission-sim:onMap.target')}>
          <span>{t('mission-sim:onMap.target')}:</span>
          {live.models
            .filter((m) => live.targets.includes(m.id))
            .map((m) => (
              <button key={m.id} type="button" className="link-button" onClick={() => onAttack(m.id)}>
                {t('mission-sim:onMap.targetAt', { name: who(m.id), at: `${m.at[0]}, ${m.at[1]}` })}
              </button>
            ))}
        </div>
      )}
      {view?.refused && (
        <p className="msim-refused" role="alert">
          {t('mission-sim:play.refused', { reason: refusalText(t, who, names, view.refused) })}
        </p>
      )}
      {target && <AttackDialog studio={studio} names={names} who={who} target={target} language={language as Language} onClose={() => onTarget(null)} onAttack={(a) => void session.act(a.action).then(() => onTarget(null))} />}
    </div>
  );
}

/** The attacks on one enemy, with what each rolls and the odds of each number of wounds; confirm or cancel. */
function AttackDialog({ studio, names, who, target, language, onClose, onAttack }: { studio: Studio; names: NameBook; who: (id: string) => string; target: PlayTarget; language: Language; onClose(): void; onAttack(c: AttackChoice): void }) {
  const t = studio.t;
  const pct = formatter(language, { style: 'percent', maximumFractionDigits: 0 });
  const [chosen, setChosen] = useState(0);
  useEffect(() => setChosen(0), [target.id]);
  const name = who(target.id);
  return (
    <section className="map-attack" role="dialog" aria-label={t('mission-sim:onMap.attack', { target: name })}>
      <h3>{t('mission-sim:onMap.attack', { target: name })}</h3>
      {target.choices === null ? (
        <p className="muted">{t('mission-sim:onMap.working')}</p>
      ) : target.choices.length === 0 ? (
        <p>{t('mission-sim:onMap.noAttack', { target: name })}</p>
      ) : (
        <>
          <div role="radiogroup" aria-label={t('mission-sim:onMap.attack', { target: name })} className="map-attack-choices">
            {target.choices.map((c, i) => (
              <label key={i} className={`map-attack-choice${i === chosen ? ' chosen' : ''}`}>
                <input type="radio" name="map-attack" checked={i === chosen} onChange={() => setChosen(i)} />
                <span>
                  <strong>
                    {c.action.options?.chain
                      ? t('mission-sim:onMap.chain', { weapon: names.weapon(c.action.weapon) })
                      : c.ap === null
                        ? names.weapon(c.action.weapon)
                        : t('mission-sim:onMap.attackWith', { weapon: names.weapon(c.action.weapon), ap: c.ap })}
                  </strong>
                  {c.preview && (
                    <>
                      {' · '}
                      {t('mission-sim:onMap.dice', { count: c.preview.dice })} · {t(c.preview.cover ? 'mission-sim:onMap.cover' : 'mission-sim:onMap.noCover')}
                    </>
                  )}
                </span>
              </label>
            ))}
          </div>
          {target.choices[chosen]?.preview && <Odds t={t} pct={pct} odds={target.choices[chosen].preview!.odds} />}
          <div className="simf-row">
            <button type="button" className="primary" onClick={() => onAttack(target.choices![chosen])}>
              {t('mission-sim:onMap.confirm')}
            </button>
            <button type="button" onClick={onClose}>
              {t('mission-sim:onMap.cancel')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** The odds as bars: 0, 1, 2… wounds, the last one taking the target out of the fight. */
function Odds({ t, pct, odds }: { t: Studio['t']; pct: (x: number) => string; odds: readonly number[] }) {
  const whole = wholePercents(odds);
  return (
    <table className="map-odds">
      <caption>{t('mission-sim:onMap.odds')}</caption>
      <tbody>
        {odds.map((_, k) => (
          <tr key={k}>
            <th scope="row">{k === odds.length - 1 && k > 0 ? t('mission-sim:onMap.oddsOut', { wounds: k }) : String(k)}</th>
            <td>
              <span className="map-odds-bar" style={{ width: `${whole[k]}%` }} aria-hidden="true" />
            </td>
            <td>{pct(whole[k] / 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the colours of the game on the map mean. */
export function PlayLegend({ t, live }: { t: Studio['t']; live: LiveSim }) {
  const entries: LegendEntry[] = [];
  if (live.reach.length) entries.push({ key: 'reach', label: t('mission-sim:onMap.reach'), swatch: { ramp: [reachColour(1, 4), reachColour(2, 4), reachColour(4, 4)] } });
  if (live.targets.length) entries.push({ key: 'target', label: t('mission-sim:onMap.target'), swatch: { stroke: '#ff4d4d', dash: '5 3' } });
  if (entries.length === 0) return null;
  return <MapLegend label={t('mission:legend.label')} entries={entries} />;
}
