/**
 * Test-play: one game of the mission. The designer picks a seed and who decides for the heroes, then plays
 * action by action (the legal actions grouped by kind, or a click on a reachable square), lets the bot take
 * one decision (Step) or finish the game (Run to end), and watches the Momentum, the heroes, the board and
 * the log. A refused action says why, in the engine's words, and changes nothing.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Action } from '../../../../engine/rulesets/sine-tempore/rules/game';
import { useObservable } from '../../../ui/hooks';
import { ChoiceField, PlayControls, Scrubber, SeedField } from '../../../sim-frame/controls';
import { actionLabel, groupLegal } from './action-labels';
import { liveSimOf } from './live';
import { BoardView } from './BoardView';
import { logLines, square, type LogLine } from './log-text';
import { MomentumClock } from './MomentumClock';
import type { HeroPolicy, StepView } from './play-session';
import { reasonText } from './reasons';
import { refusalText } from './engine-words';
import type { SimContext } from './sim-context';
import { boardModels, clockDescription, clockTokens, modelRefs, palette, reachableSquares, timeLabel, type Palette } from './view-model';

export function PlayTab({ ctx }: { ctx: SimContext }) {
  const { t, state, session, mission, source } = ctx;
  const play = state.play;
  const view = play.view;
  const ready = !!mission && source?.state === 'ok';
  const colours = useMemo(() => (view ? palette(view) : null), [view]);
  const stale = view && play.revision !== null && play.revision !== ctx.revision;

  const history = view?.history;
  return (
    <section className="msim-play" aria-label={t('mission-sim:tab.play')}>
      <div className="simf-row wrap">
        <SeedField t={t} value={play.seed} onChange={(seed) => session.setPlay({ seed })} onNew={() => session.newSeed('play')} />
        <ChoiceField
          label={t('mission-sim:policy.label')}
          value={play.policy}
          options={(['human', 'heuristic', 'random'] as const).map((p) => ({ value: p, label: t(`mission-sim:policy.${p}`) }))}
          onChange={(policy: HeroPolicy) => session.setPlay({ policy })}
        />
      </div>
      <PlayControls
        t={t}
        labels={{
          start: t('mission-sim:play.start'),
          restart: t('mission-sim:play.restart'),
          step: t('mission-sim:play.step'),
          stepHint: t(play.policy === 'human' ? 'mission-sim:play.stepHumanHint' : 'mission-sim:play.stepHint'),
          runToEnd: t('mission-sim:play.runToEnd'),
          reset: t('mission-sim:play.reset'),
        }}
        started={!!view}
        canStart={ready && !play.busy}
        canPlay={session.canPlay}
        canReset={!!view || !!play.error}
        onStart={() => void session.start()}
        onStep={() => void session.step()}
        onRunToEnd={() => void session.runToEnd()}
        onReset={() => session.reset()}
        history={{ canUndo: session.canUndo, canRedo: session.canRedo, onUndo: () => void session.undo(), onRedo: () => void session.redo() }}
      >
        <OnMapToggle ctx={ctx} />
      </PlayControls>
      {history && history.total > 0 && <Scrubber t={t} at={history.at} total={history.total} onGo={(k) => void session.goTo(k)} />}
      {play.error && (
        <p className="msim-error" role="alert">
          {play.error}
        </p>
      )}
      {!view && !play.error && <p className="muted">{t(ready ? 'mission-sim:play.intro' : 'mission-sim:play.waiting')}</p>}
      {view && colours && mission && source?.state === 'ok' && (
        <>
          {play.replay && <p className="msim-hint">{t('mission-sim:play.replayOf', { game: play.replay.game, seed: play.replay.seed, policy: t(`mission-sim:policy.${play.replay.policy}`) })}</p>}
          {stale && <p className="msim-hint">{t('mission-sim:play.stale')}</p>}
          <GameStatus ctx={ctx} view={view} />
          <div className="msim-split">
            <MomentumClock
              cycle={view.clock.cycle}
              phase={view.clock.phase}
              end={{ phase: ((((view.clock.end - 1) % 12) + 12) % 12) + 1, title: t('mission-sim:clock.end', { time: timeLabel(view.clock.end) }) }}
              tokens={clockTokens(view, ctx.names, colours, t)}
              label={t('mission-sim:clock.label')}
              description={clockDescription(t, view, clockTokens(view, ctx.names, colours, t))}
            />
            <HeroCards ctx={ctx} view={view} colours={colours} />
          </div>
          <BoardView
            mission={mission}
            catalog={source.catalog}
            language={ctx.language}
            words={{ deployment: t('mission-sim:board.deployment') }}
            label={t('mission-sim:board.label')}
            models={boardModels(view, ctx.names, colours, t, (type, hero) => (hero ? source.catalog.heroes : source.catalog.enemies).find((x) => x.id === type)?.picture ?? (hero ? 'person' : 'monster-grasp'))}
            loot={view.loot}
            elements={view.elements}
            reachable={view.legal.length && !play.busy ? reachableSquares(view) : undefined}
            onSquare={view.legal.length ? (at) => void session.moveTo(at) : undefined}
            squareTitle={(at, ap) => t('mission-sim:board.moveHere', { at: square(at), ap })}
          />
          {view.refused && <Refused ctx={ctx} view={view} reason={view.refused} />}
          {view.legal.length > 0 && <ActionList ctx={ctx} view={view} />}
          <EnemyGroups ctx={ctx} view={view} colours={colours} />
          <GameLog ctx={ctx} view={view} />
        </>
      )}
    </section>
  );
}

/** Whether the mission map shows the game (the designer may want the mission's starting positions back). */
function OnMapToggle({ ctx }: { ctx: SimContext }) {
  const live = liveSimOf(ctx.studio, ctx.doc.id);
  const { onMap } = useObservable(live);
  return (
    <label className="msim-check">
      <input type="checkbox" checked={onMap} onChange={(e) => live.set({ onMap: e.target.checked })} />
      {ctx.t('mission-sim:play.onMap')}
    </label>
  );
}

function GameStatus({ ctx, view }: { ctx: SimContext; view: StepView }) {
  const { t, names } = ctx;
  const active = view.models.find((m) => m.id === view.active);
  const time = t('mission-sim:clock.now', { time: `${view.clock.cycle}.${view.clock.phase}`, end: timeLabel(view.clock.end) });
  if (view.result) {
    return (
      <p className={`msim-result ${view.result.outcome}`} role="status">
        <strong>{t(`mission-sim:outcome.${view.result.outcome}`)}</strong> — {reasonText(t, names, view.result.reason)} ({t('mission-sim:play.at', { time: `${view.result.cycle}.${view.result.phase}` })}) ·{' '}
        {t('mission-sim:play.decisions', { count: view.decisions })}
      </p>
    );
  }
  return (
    <p className="msim-status" role="status">
      {time}
      {active && (
        <>
          {' · '}
          <strong>{t('mission-sim:play.deciding', { name: names.model(active.id, active.type, true), count: active.ap ?? 0 })}</strong>
        </>
      )}
    </p>
  );
}

function HeroCards({ ctx, view, colours }: { ctx: SimContext; view: StepView; colours: Palette }) {
  const { t, names } = ctx;
  return (
    <ul className="msim-heroes" aria-label={t('mission-sim:hero.list')}>
      {view.models
        .filter((m) => m.hero)
        .map((m) => {
          const name = names.model(m.id, m.type, true);
          const left = Math.max(0, m.health - m.wounds);
          return (
            <li key={m.id} className={`msim-hero${m.ko ? ' ko' : ''}${view.active === m.id ? ' active' : ''}`} aria-label={name}>
              <div className="msim-hero-head">
                <span className="msim-swatch" style={{ background: colours.model(m) }} aria-hidden="true" />
                <strong>{name}</strong>
                {m.ko && <span className="msim-badge ko">{t('mission-sim:hero.ko')}</span>}
                {m.ap !== null && <span className="msim-badge ap">{t('mission-sim:hero.ap', { ap: m.ap })}</span>}
              </div>
              <div className="msim-hero-stats">
                <span>
                  {t('mission-sim:hero.wounds', { wounds: m.wounds, health: m.health })}
                  <meter min={0} max={m.health} value={left} low={m.health / 3} high={(2 * m.health) / 3} optimum={m.health} aria-label={t('mission-sim:hero.healthLeft', { name })} />
                </span>
                <span>{t('mission-sim:hero.tv', { tv: m.tv ?? 0 })}</span>
                {m.seriousWounds > 0 && <span>{t('mission-sim:hero.serious', { count: m.seriousWounds })}</span>}
              </div>
              {(m.statuses.length > 0 || m.resources.length > 0) && (
                <div className="msim-chips">
                  {m.statuses.map((s) => (
                    <span key={s} className="msim-chip">
                      {names.status(s)}
                    </span>
                  ))}
                  {m.resources.map((r, i) => (
                    <span key={`${r}-${i}`} className="msim-chip card">
                      {names.card(r)}
                    </span>
                  ))}
                </div>
              )}
            </li>
          );
        })}
    </ul>
  );
}

function ActionList({ ctx, view }: { ctx: SimContext; view: StepView }) {
  const { t, names, session, state } = ctx;
  const refs = useMemo(() => modelRefs(view), [view]);
  const groups = useMemo(() => groupLegal(view.legal), [view.legal]);
  const busy = state.play.busy;
  const list = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  // A keyboard user who acted from the list stays in it: the button they pressed is gone with the old state.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [view]);
  const act = (a: Action, keyboard: boolean) => {
    refocus.current = keyboard;
    void session.act(a);
  };
  return (
    <section className="msim-actions" aria-label={t('mission-sim:action.title')} ref={list}>
      <h3 className="msim-subhead">{t('mission-sim:action.title')}</h3>
      {groups.map((g) => (
        <fieldset key={g.kind} className={`msim-action-group ${g.kind}`}>
          <legend>{t(`mission-sim:kind.${g.kind}`)}</legend>
          {g.items.map((la, i) => (
            <button key={i} type="button" disabled={busy} onClick={(e) => act(la.action, e.detail === 0)}>
              {actionLabel(t, names, refs, la)}
            </button>
          ))}
        </fieldset>
      ))}
    </section>
  );
}

function EnemyGroups({ ctx, view, colours }: { ctx: SimContext; view: StepView; colours: Palette }) {
  const { t, names } = ctx;
  if (view.groups.length === 0) return null;
  return (
    <table className="msim-table">
      <caption>{t('mission-sim:group.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('mission-sim:group.name')}</th>
          <th scope="col">{t('mission-sim:group.left')}</th>
          <th scope="col">{t('mission-sim:group.sector')}</th>
          <th scope="col">{t('mission-sim:group.state')}</th>
        </tr>
      </thead>
      <tbody>
        {view.groups.map((g) => (
          <tr key={g.name}>
            <th scope="row">
              <span className="msim-swatch square" style={{ background: colours.group(g.name) }} aria-hidden="true" /> {names.group(g.name)}
            </th>
            <td>{g.alive}</td>
            <td>{g.sector ?? '—'}</td>
            <td>{t(g.alive === 0 ? 'mission-sim:group.gone' : g.inCombat ? 'mission-sim:group.combat' : 'mission-sim:group.waiting')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Why the engine refused the designer's action (a square picked on the board), in the UI language. */
function Refused({ ctx, view, reason }: { ctx: SimContext; view: StepView; reason: string }) {
  const { t, names } = ctx;
  const refs = modelRefs(view);
  const who = (id: string) => names.model(id, refs.get(id)?.type, refs.get(id)?.hero);
  return (
    <p className="msim-refused" role="alert">
      {t('mission-sim:play.refused', { reason: refusalText(t, who, names, reason) })}
    </p>
  );
}

function GameLog({ ctx, view }: { ctx: SimContext; view: StepView }) {
  const { t, names, state } = ctx;
  const [rolls, setRolls] = useState(false);
  const ref = useRef<HTMLOListElement>(null);
  const refs = useMemo(() => modelRefs(view), [view]);
  const lines: LogLine[] = useMemo(() => logLines(t, names, refs, state.play.log), [t, names, refs, state.play.log]);
  const shown = rolls ? lines : lines.filter((l) => l.kind !== 'roll');
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);
  return (
    <section className="msim-log-section" aria-label={t('mission-sim:log.title')}>
      <div className="msim-row">
        <h3 className="msim-subhead">{t('mission-sim:log.title')}</h3>
        <label className="msim-check">
          <input type="checkbox" checked={rolls} onChange={(e) => setRolls(e.target.checked)} />
          {t('mission-sim:log.showRolls')}
        </label>
      </div>
      <ol className="msim-log" ref={ref} aria-label={t('mission-sim:log.title')} tabIndex={0}>
        {shown.map((l, i) => (
          <li key={i} className={`msim-log-${l.kind}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
