/**
 * Test-play: one game of the skirmish. The designer picks who plays each side (a person or a bot) and the seed,
 * then decides for the person's side from the legal actions (each with its AP cost and, for attacks, the target
 * number and the odds), lets the bots take one decision (Step) or play on (Run to end), takes a decision back
 * (Undo) and scrubs through the game. The table shows the game as it stands; the log says every roll with its
 * target number.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Studio } from '../../../studio';
import { ChoiceField, PlayControls, Scrubber, SeedField } from '../../../sim-frame/controls';
import { refusalText } from './refusal-text';
import { describeAction } from './action-text';
import {
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  observeModels,
  toMove,
  type Action,
  type Compiled,
  type GameState,
} from './engine';
import { checkAction, type PhaseAction } from '../../../../engine/rulesets/universalis/rules/actions';
import { planMove } from '../../../../engine/rulesets/universalis/rules/movement';
import { liveChannel } from './live-table';
import { liveGamePrims } from './live-draw';
import { logLine } from './log-text';
import type { Names } from './names';
import { PlaySession, type Controller, type Side } from './session';
import { useRemembered } from './remembered';

/** Game `game` of a batch, asked for from the batch's report; `nonce` makes the same game again a new request. */
export interface ReplayRequest {
  game: number;
  seed: number;
  bots: Record<Side, Controller>;
  nonce: number;
}

const CONTROLLERS: readonly Controller[] = ['person', 'aggressive', 'cautious', 'random'];

/**
 * A move of the acting model straight to a point picked on the table: the fewest move actions whose allowance
 * covers it (UN-8.0.2), or why the rules refuse it (the engine's own words).
 */
function pointMove(
  s: GameState,
  at: [number, number],
): { action: Action; actions: number; ok: boolean; reason: string } {
  const m = s.active;
  const actor = s.c.models[m].id;
  let reason = '';
  for (let actions = 1; actions <= 4; actions++) {
    const plan = planMove(s, m, { points: [at[0], at[1]], kind: 'move', test: 'none', target: -1, actions });
    const action: Action = { type: 'move', actor, path: [at], ...(actions > 1 ? { actions } : {}) };
    if (plan.ok && !checkAction(s, action as PhaseAction)) return { action, actions, ok: true, reason: '' };
    reason = checkAction(s, action as PhaseAction) ?? plan.reason;
    // Only a move too long for its allowance gets better with another move action.
    if (plan.ok || !(plan.allowance > 0 && plan.cost > plan.allowance + 1e-6)) break;
  }
  return { action: { type: 'move', actor, path: [at] }, actions: 1, ok: false, reason };
}

/** A person against a bot: the bot answers at once, so the person only ever waits on the rules. */
const oneBot = (c: Record<Side, Controller>) => (c.a === 'person') !== (c.b === 'person');

interface Props {
  studio: Studio;
  docId: string;
  compiled: Compiled | null;
  names: Names | null;
  revision: number;
  replay: ReplayRequest | null;
}

export function PlayTab({ studio, docId, compiled, names, revision, replay }: Props) {
  const t = studio.t;
  const [controllers, setControllers] = useRemembered<Record<Side, Controller>>(docId, 'controllers', {
    a: 'person',
    b: 'aggressive',
  });
  const [seed, setSeed] = useRemembered(docId, 'playSeed', 1);
  const [session, setSession] = useRemembered<PlaySession | null>(docId, 'session', null);
  const [, setTick] = useState(0);
  const [hover, setHover] = useState<Action | null>(null);
  const [startedAt, setStartedAt] = useRemembered<number | null>(docId, 'startedAt', null);
  const refresh = () => setTick((n) => n + 1);
  const live = liveChannel(docId);

  const start = (request: ReplayRequest | null = null) => {
    if (!compiled) return;
    const s = request
      ? new PlaySession(compiled, { seed: request.seed, controllers: request.bots, replayOf: request.game })
      : new PlaySession(compiled, { seed, controllers });
    if (oneBot(s.options.controllers)) s.runBots();
    setSession(s);
    setStartedAt(revision);
    setHover(null);
    setReplaying(request);
  };
  const [replaying, setReplaying] = useRemembered<ReplayRequest | null>(docId, 'replaying', null);
  // "Replay game K" from the batch's report: that game, from its set-up, both sides the batch's bots (once).
  useEffect(() => {
    if (replay && replay.nonce !== replaying?.nonce) {
      setControllers(replay.bots);
      setSeed(replay.seed);
      start(replay);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replay?.nonce]);

  const state = session?.state ?? null;
  const legal = useMemo(() => (session && state ? session.legal() : []), [session, state]);
  const described = useMemo(
    () => (state && names ? legal.map((a) => ({ a, text: describeAction(state, a, names, t) })) : []),
    [legal, state, names, t],
  );

  // The table shows the game as it stands (and the action under the pointer).
  const [picking, setPicking] = useState(false);
  const [target, setTarget] = useState<[number, number] | null>(null);
  const proposal = useMemo(
    () =>
      state && target && state.stage === STAGE_PHASE && state.active >= 0 ? pointMove(state, target) : null,
    [state, target],
  );
  useEffect(() => {
    if (!state) return;
    const shown = hover ?? proposal?.action ?? null;
    const path = shown && names ? describeAction(state, shown, names, t).path : null;
    live.set({
      on: true,
      prims: liveGamePrims(state, path, t('universalis:sim.col.hp')),
      pick: picking ? (at) => setTarget(at) : null,
    });
  }, [state, hover, names, t, live, picking, proposal?.action]);
  useEffect(() => () => live.set({ on: false, prims: [], pick: null }), [live]);

  // While the game is on the table, Ctrl+Z and the Edit menu take back the game's decisions, never the skirmish's.
  const undo = () => (session?.undo(), setHover(null), refresh());
  const redo = () => (session?.redo(), setHover(null), refresh());
  useEffect(() => {
    if (!session || !names) return;
    const label = (a: Action | null) => (a && state ? describeAction(state, a, names, t).label : '');
    studio.historyTakeovers.set(docId, {
      active: () => liveChannel(docId).get().on,
      canUndo: () => session.canUndo,
      canRedo: () => session.canRedo,
      undo,
      redo,
      undoLabel: () => t('universalis:sim.undoNamed', { action: label(session.lastDecision) }),
      redoLabel: () => t('universalis:sim.redoNamed', { action: label(session.nextRedo) }),
    });
    return () => void studio.historyTakeovers.delete(docId);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [studio, docId, session, names, state, t]);

  const act = (a: Action) => {
    if (!session) return;
    if (session.act(a) && oneBot(session.options.controllers)) session.runBots();
    setHover(null);
    setTarget(null);
    refresh();
  };
  const next = session?.next();
  const over = !!state?.result;
  const personTurn = !!session && !session.scrubbing && !over && next?.side !== null && !next?.bot;

  return (
    <section className="un-sim-play" aria-label={t('universalis:sim.tab.play')}>
      <div className="simf-row wrap">
        {(['a', 'b'] as const).map((side) => (
          <ChoiceField
            key={side}
            label={t(`universalis:side.${side}`)}
            value={controllers[side]}
            options={CONTROLLERS.map((c) => ({ value: c, label: t(`universalis:sim.controller.${c}`) }))}
            onChange={(c) => setControllers({ ...controllers, [side]: c })}
          />
        ))}
        <SeedField
          t={t}
          value={seed}
          onChange={(v) => setSeed(Math.max(0, v))}
          onNew={() => setSeed(Math.floor(Math.random() * 1_000_000))}
        />
      </div>
      <PlayControls
        t={t}
        labels={{
          start: t('universalis:sim.start'),
          restart: t('universalis:sim.restart'),
          step: t('universalis:sim.step'),
          stepHint: t('universalis:sim.stepHint'),
          runToEnd: t('universalis:sim.runToEnd'),
        }}
        started={!!session}
        canStart={!!compiled}
        canPlay={!!session && !over && !!next?.bot && !session.scrubbing}
        onStart={() => start()}
        onStep={() => (session!.step(), refresh())}
        onRunToEnd={() => (session!.runBots(), refresh())}
        history={{
          canUndo: !!session?.canUndo,
          canRedo: !!session?.canRedo,
          onUndo: undo,
          onRedo: redo,
        }}
      />
      {session && session.states.length > 1 && (
        <Scrubber
          t={t}
          at={session.at}
          total={session.states.length - 1}
          onGo={(k) => (session.seek(k), refresh())}
        />
      )}
      {!compiled && <p className="muted">{t('universalis:sim.waiting')}</p>}
      {session && startedAt !== revision && <p className="muted">{t('universalis:sim.stale')}</p>}
      {session && replaying && (
        <p className="muted" data-replay={replaying.game}>
          {t('universalis:sim.replayOf', { game: replaying.game, seed: replaying.seed })}
        </p>
      )}
      {session && state && names && (
        <>
          <Status studio={studio} session={session} names={names} />
          {session.lastRefusal && (
            <p className="notice" role="alert">
              {t('universalis:sim.refused', {
                reason: names ? refusalText(session.lastRefusal, names, t) : session.lastRefusal,
              })}
            </p>
          )}
          {personTurn && state.stage === STAGE_PHASE && state.active >= 0 && (
            <section aria-label={t('universalis:sim.moveTo')} className="row">
              <button type="button" aria-pressed={picking} onClick={() => setPicking(!picking)}>
                {t(picking ? 'universalis:sim.pickingPoint' : 'universalis:sim.pickPoint')}
              </button>
              {proposal && (
                <>
                  <span data-value="move-proposal">
                    {describeAction(state, proposal.action, names, t).label} ·{' '}
                    {proposal.ok
                      ? t('universalis:sim.moveActions', { count: proposal.actions })
                      : names
                        ? refusalText(proposal.reason, names, t)
                        : proposal.reason}
                  </span>
                  <button
                    type="button"
                    className="primary"
                    disabled={!proposal.ok}
                    onClick={() => act(proposal.action)}
                  >
                    {t('universalis:sim.moveThere')}
                  </button>
                </>
              )}
            </section>
          )}
          {personTurn && described.length > 0 && (
            <section aria-label={t('universalis:sim.legal')}>
              <h3>{t('universalis:sim.legalFor', { side: t(`universalis:side.${next!.side}`) })}</h3>
              <ul className="actions-list">
                {described.map(({ a, text }, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      onClick={() => act(a)}
                      onMouseEnter={() => setHover(a)}
                      onMouseLeave={() => setHover(null)}
                      onFocus={() => setHover(a)}
                      onBlur={() => setHover(null)}
                    >
                      <span>{text.label}</span>
                      <span className="odds">
                        {text.ap !== null && t('universalis:sim.ap', { ap: text.ap })}
                        {text.odds && ` · ${text.odds}`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Models studio={studio} session={session} names={names} />
          <Log studio={studio} session={session} names={names} />
        </>
      )}
    </section>
  );
}

function Status({ studio, session, names }: { studio: Studio; session: PlaySession; names: Names }) {
  const t = studio.t;
  const s = session.state;
  const side = toMove(s);
  const active = s.active >= 0 ? s.c.models[s.active] : null;
  const stage = s.result
    ? 'over'
    : s.stage === STAGE_SELECT
      ? 'select'
      : s.stage === STAGE_THREAT
        ? 'threat'
        : s.stage === STAGE_REACT
          ? 'react'
          : s.stage === STAGE_ROUND_END
            ? 'roundEnd'
            : 'phase';
  const chosen = s.chosen.map((m) => (m >= 0 ? names.model(s.c.models[m].id) : '–'));
  return (
    <div className="status-line" role="status" data-round={s.round}>
      <span>
        <strong>{t('universalis:sim.round')}</strong> {s.round}
      </span>
      <span>
        <strong>{t('universalis:sim.stageLabel')}</strong> {t(`universalis:sim.stage.${stage}`)}
      </span>
      {side && (
        <span>
          <strong>{t('universalis:sim.toMove')}</strong> {t(`universalis:side.${side}`)}
        </span>
      )}
      {active && (
        <span data-active={active.id}>
          <strong>{t('universalis:sim.active')}</strong> {names.model(active.id)} ·{' '}
          {t('universalis:sim.ap', { ap: s.ap[s.active] })}
        </span>
      )}
      {s.stage === STAGE_SELECT && !s.result && (
        <span>
          <strong>{t('universalis:sim.initiative')}</strong>{' '}
          {t('universalis:sim.chosenBy', { a: chosen[0], b: chosen[1] })}
        </span>
      )}
      {s.pending && (
        <span>
          <strong>{t('universalis:sim.reaction')}</strong> {t(`universalis:sim.pending.${s.pending.kind}`)}
        </span>
      )}
      {s.result && (
        <span className="result" data-result={s.result.outcome}>
          <strong>
            {s.result.outcome === 'draw'
              ? t('universalis:sim.drawResult', {
                  reason: t(`universalis:sim.reason.${s.result.reason}`, { defaultValue: s.result.reason }),
                })
              : t('universalis:sim.winResult', {
                  side: t(`universalis:side.${s.result.outcome}`),
                  reason: t(`universalis:sim.reason.${s.result.reason}`, { defaultValue: s.result.reason }),
                })}
          </strong>
        </span>
      )}
    </div>
  );
}

function Models({ studio, session, names }: { studio: Studio; session: PlaySession; names: Names }) {
  const t = studio.t;
  const s = session.state;
  const models = observeModels(s);
  return (
    <details>
      <summary>{t('universalis:sim.models')}</summary>
      <table className="models-table">
        <thead>
          <tr>
            <th>{t('universalis:sim.col.model')}</th>
            <th>{t('universalis:sim.col.ap')}</th>
            <th>{t('universalis:sim.col.hp')}</th>
            <th>{t('universalis:sim.col.states')}</th>
          </tr>
        </thead>
        <tbody>
          {s.c.models.map((d) => {
            const o = models[d.id];
            const states = [
              o.eliminated && t('universalis:sim.state.eliminated'),
              o.prone && t('universalis:sim.state.prone'),
              o.critical && t('universalis:sim.state.critical'),
              o.tokens.panic && t('universalis:sim.state.panic'),
              o.tokens.burning && t('universalis:sim.state.burning'),
              o.tokens.poison > 0 && t('universalis:sim.state.poison', { count: o.tokens.poison }),
              o.tokens.shock > 0 && t('universalis:sim.state.shock', { count: o.tokens.shock }),
              o.tokens.defence && t('universalis:sim.state.defence'),
              o.tokens.fireReadiness && t('universalis:sim.state.fireReadiness'),
              o.tokens.camouflaged && t('universalis:sim.state.camouflaged'),
              o.tokens.reload.length > 0 && t('universalis:sim.state.reload'),
            ].filter(Boolean);
            return (
              <tr key={d.id} data-model={d.id}>
                <td>
                  <span
                    className="base-dot small"
                    style={{ background: d.side === 0 ? '#2e7d32' : '#8e1b1b' }}
                    aria-hidden="true"
                  />{' '}
                  {names.model(d.id)}
                </td>
                <td>{o.ap}</td>
                <td>{o.hp}</td>
                <td>{states.join(', ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}

function Log({ studio, session, names }: { studio: Studio; session: PlaySession; names: Names }) {
  const t = studio.t;
  const s = session.state;
  const lines = session
    .visibleLog()
    .slice(-200)
    .map((e) => logLine(s, e, names, t));
  return (
    <section aria-label={t('universalis:sim.log.title')}>
      <h3>{t('universalis:sim.log.title')}</h3>
      <ol className="game-log" aria-live="polite">
        {lines.map((l, i) => (
          <li key={i} className={l.kind}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
