/**
 * The deck's simulator pane: a run played step by step (the designer decides for the team, or lets a bot decide,
 * and sees time, the captain, cards, tests, locks and deaths as the engine resolves them, with its reasons when it
 * refuses an action), and batches of bot campaigns with their report. Both run in a Web Worker (sim.worker.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { proxy, wrap, type Remote } from 'comlink';
import type { BatchReport } from '../../../../engine/rulesets/time-stories/batch/batch';
import type { BotKind } from '../../../../engine/rulesets/time-stories/rules/bots';
import type { Action, LogEntry, RoundOrder } from '../../../../engine/rulesets/time-stories/rules/engine';
import { formatNumber } from '../../../i18n';
import type { EditorProps } from '../../../editors/registry';
import { SimFrame } from '../../../sim-frame/SimFrame';
import { BatchControls, BatchProgress, ChoiceField, NumberField, PlayControls, ReportTable, Scrubber, SeedField } from '../../../sim-frame/controls';
import { useDeckEditor, type DeckEditor } from './deck-context';
import { DeckIcon } from './DeckIcon';
import { textShown } from './deck-text';
import { failureCardOf, failureEnding } from './report-words';
import { useSelection } from './selection';
import type { SimWorkerApi, StepState } from './sim.worker';
import './deck.css';

type Sim = () => Remote<SimWorkerApi>;

/** The worker starts on first use and stops with the pane (and StrictMode's trial unmount leaves no dead worker). */
function useSimWorker(): Sim {
  const ref = useRef<{ worker: Worker; api: Remote<SimWorkerApi> } | null>(null);
  useEffect(
    () => () => {
      ref.current?.worker.terminate();
      ref.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (!ref.current) {
      const worker = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
      ref.current = { worker, api: wrap<SimWorkerApi>(worker) };
    }
    return ref.current.api;
  }, []);
}

/** The deck's simulator in the shared frame: its run and report views, the frame's tabs and controls. */
export default function DeckSimulatorPane({ doc, studio }: EditorProps) {
  const ed = useDeckEditor(doc, studio);
  const sim = useSimWorker();
  const [tab, setTab] = useState<'step' | 'batch'>('step');
  const t = ed.t;
  if (!ed.deck) return <p className="muted pad">{t('deck:missing.inspector')}</p>;
  return (
    <div className="deck-sim">
      <SimFrame
        label={t('deck:sim.title')}
        idPrefix="deck-sim"
        active={tab}
        onTab={(id) => setTab(id as 'step' | 'batch')}
        tabs={[
          { id: 'step', label: t('deck:sim.tab.step'), content: <StepRun ed={ed} sim={sim} /> },
          { id: 'batch', label: t('deck:sim.tab.batch'), content: <Batch ed={ed} sim={sim} /> },
        ]}
      />
    </div>
  );
}

function BotSelect({ t, value, onChange }: { t: DeckEditor['t']; value: BotKind; onChange: (b: BotKind) => void }) {
  return (
    <ChoiceField
      label={t('deck:sim.bot')}
      value={value}
      options={(['greedy', 'systematic'] as const).map((b) => ({ value: b, label: t(`deck:sim.botKind.${b}`) }))}
      onChange={onChange}
    />
  );
}

// ---- step by step ------------------------------------------------------------------------------

/**
 * The legal orders of an agent, then moves the engine would refuse (a locked or forbidden card): choosing one shows
 * the engine's reason, which is how a designer finds out why a card cannot be reached.
 */
function withBarredMoves(
  legal: RoundOrder[],
  agent: number,
  slots: { letter: string; agents: number[] }[],
): RoundOrder[] {
  if (legal.length === 0) return legal;
  const here = slots.find((s) => s.agents.includes(agent))?.letter;
  const open = new Set(legal.flatMap((o) => (o.do === 'move' ? [o.to] : [])));
  const barred = slots
    .filter((s) => s.letter && s.letter !== here && !open.has(s.letter))
    .map((s): RoundOrder => ({ agent, do: 'move', to: s.letter }));
  return [...legal, ...barred];
}

function orderLabel(t: DeckEditor['t'], o: RoundOrder): string {
  if (o.do === 'move') return t('deck:sim.order.move', { card: o.to });
  return t(`deck:sim.order.${o.do}`);
}

interface RunHistory {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}

/**
 * While the designer works in the step-by-step run (the last click or focus was inside it), the document's Undo and
 * Redo (Ctrl+Z, Ctrl+Shift+Z, the Edit menu) take back and make again the run's decisions, as test-play on a
 * mission's map does; a click or a field anywhere else gives them back to the deck.
 */
function useRunHistory(ed: DeckEditor, section: RefObject<HTMLElement | null>, history: RunHistory): void {
  const latest = useRef(history);
  latest.current = history;
  const { studio, doc, t } = ed;
  useEffect(() => {
    const takeovers = (studio as Partial<Pick<typeof studio, 'historyTakeovers'>>).historyTakeovers;
    if (!takeovers) return;
    let engaged = false;
    const notice = (e: Event) => {
      engaged = e.target instanceof Node && !!section.current?.contains(e.target);
    };
    document.addEventListener('pointerdown', notice, true);
    document.addEventListener('focusin', notice, true);
    takeovers.set(doc.id, {
      active: () => engaged && !!section.current?.isConnected,
      canUndo: () => latest.current.canUndo(),
      canRedo: () => latest.current.canRedo(),
      undo: () => latest.current.undo(),
      redo: () => latest.current.redo(),
      undoLabel: () => t('deck:sim.history.undo'),
      redoLabel: () => t('deck:sim.history.redo'),
    });
    return () => {
      document.removeEventListener('pointerdown', notice, true);
      document.removeEventListener('focusin', notice, true);
      takeovers.delete(doc.id);
    };
  }, [studio, doc.id, t, section]);
}

function StepRun({ ed, sim }: { ed: DeckEditor; sim: Sim }) {
  const t = ed.t;
  const deck = ed.deck!;
  const [seed, setSeed] = useState(1);
  const [bot, setBot] = useState<BotKind>('greedy');
  const [st, setSt] = useState<StepState | null>(null);
  const [busy, setBusy] = useState(false);
  const [entry, setEntry] = useState<string[]>([]);
  const [orders, setOrders] = useState<number[]>([]);
  const [leaveTo, setLeaveTo] = useState('');
  const logRef = useRef<HTMLOListElement>(null);

  const call = async (f: () => Promise<StepState>) => {
    setBusy(true);
    try {
      const next = await f();
      setSt(next);
      setEntry(next.legal.enter ? next.legal.enter.letters.map((l) => l[0] ?? '') : []);
      setOrders(next.legal.round ? next.legal.round.orders.map(() => 0) : []);
      setLeaveTo(next.legal.leave[0]?.to ?? '');
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [st]);
  const sectionRef = useRef<HTMLElement>(null);
  useRunHistory(ed, sectionRef, {
    canUndo: () => !busy && !!st && st.step > 0,
    canRedo: () => !busy && !!st && st.step < st.steps,
    undo: () => void call(() => sim().undo()),
    redo: () => void call(() => sim().redo()),
  });

  const act = (action: Action) => call(() => sim().act(action));
  const hostName = (id: string) => {
    const h = deck.hosts.find((x) => x.id === id);
    return h ? textShown(h.name, ed.language, ed.deckLanguage) || id : id;
  };
  const locationName = (id: string | null) => {
    const l = deck.locations.find((x) => x.id === id);
    return l ? textShown(l.name, ed.language, ed.deckLanguage) || l.id : '—';
  };
  const tokenName = (id: string) => {
    const tk = deck.statusTokens?.find((x) => x.id === id);
    return tk ? textShown(tk.name, ed.language, ed.deckLanguage) || id : id;
  };
  const v = st?.view;
  const legal = st?.legal;

  return (
    <section ref={sectionRef} aria-label={t('deck:sim.tab.step')}>
      <div className="simf-row wrap">
        <SeedField t={t} label={t('deck:sim.seed')} value={seed} onChange={setSeed} />
        <BotSelect t={t} value={bot} onChange={setBot} />
      </div>
      <PlayControls
        t={t}
        labels={{ start: t('deck:sim.start') }}
        started={!!st}
        canStart={!busy}
        canPlay={!busy}
        onStart={() => void call(() => sim().start(deck, seed, bot))}
        history={
          st
            ? {
                canUndo: !busy && st.step > 0,
                canRedo: !busy && st.step < st.steps,
                onUndo: () => void call(() => sim().undo()),
                onRedo: () => void call(() => sim().redo()),
              }
            : undefined
        }
      />
      {st && st.steps > 0 && <Scrubber t={t} at={st.step} total={st.steps} disabled={busy} onGo={(k) => void call(() => sim().goTo(k))} />}
      {v && legal && (
        <>
          <dl className="deck-sim-status" aria-label={t('deck:sim.status')}>
            <dt>{t('deck:sim.run')}</dt>
            <dd>{v.run}</dd>
            <dt>{t('deck:sim.tu')}</dt>
            <dd className="deck-sim-tu">{v.tu}</dd>
            <dt>{t('deck:sim.location')}</dt>
            <dd className={v.red ? 'deck-red' : undefined}>{locationName(v.location)}</dd>
            <dt>{t('deck:sim.captain')}</dt>
            <dd>{v.agents[v.captain] ? hostName(v.agents[v.captain].host) : '—'}</dd>
          </dl>
          {st.refused && (
            <p className="deck-refused" role="alert">
              {t('deck:sim.refused', { reason: st.refused })}
            </p>
          )}
          {v.outcome && (
            <p className={`deck-outcome ${v.outcome.result}`} role="status">
              {v.outcome.result === 'success'
                ? t('deck:sim.success', { left: t('deck:count.tuLeft', { count: v.outcome.tu }) })
                : t('deck:sim.failure', {
                    reason: t(`deck:failureType.${v.outcome.reason}`),
                    left: t('deck:count.tuLeft', { count: v.outcome.tu }),
                  })}
            </p>
          )}
          <table className="deck-sim-table">
            <caption>{t('deck:sim.agents')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deck:sim.host')}</th>
                <th scope="col">{t('deck:field.lp')}</th>
                <th scope="col">{t('deck:sim.card')}</th>
              </tr>
            </thead>
            <tbody>
              {v.agents.map((a, i) => (
                <tr key={i} className={a.dead ? 'dead' : undefined}>
                  <th scope="row">{hostName(a.host)}</th>
                  <td>
                    {a.dead
                      ? a.returnsAtTu !== null
                        ? t('deck:sim.vortexUntil', { tu: a.returnsAtTu })
                        : t('deck:sim.vortex')
                      : `${a.lp}/${a.maxLp}`}
                  </td>
                  <td>{a.card ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="deck-sim-table">
            <caption>{t('deck:sim.cards')}</caption>
            <tbody>
              {v.slots.map((s, i) =>
                // A slot whose card left play for this run (discarded, beaten) stays empty.
                !s.letter ? null : (
                  <tr key={i}>
                    <th scope="row">{s.letter}</th>
                    <td>{s.explored ? s.title : t('deck:sim.unexplored')}</td>
                    <td>
                      {s.test &&
                        (s.test.passed ? (
                          t('deck:sim.passed')
                        ) : (
                          <ShieldsLeft t={t} left={s.test.left} padlock={s.test.padlock} />
                        ))}
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
          {(v.tokens.length > 0 || v.items.length > 0) && (
            <p className="deck-hint">
              {v.tokens.length > 0 && t('deck:sim.tokens', { list: v.tokens.map(tokenName).join(', ') })}{' '}
              {v.items.length > 0 && t('deck:sim.items', { list: v.items.map((i) => i.number).join(', ') })}
            </p>
          )}
          {!v.outcome && (
            <div className="deck-sim-actions">
              {legal.enter && (
                <fieldset>
                  <legend>{t('deck:sim.enterTitle')}</legend>
                  {legal.enter.letters.map((letters, a) => (
                    <label key={a} className="deck-inline">
                      {hostName(v.agents[a].host)}
                      <select
                        value={entry[a] ?? ''}
                        disabled={letters.length === 0}
                        onChange={(e) => setEntry(entry.map((x, k) => (k === a ? e.target.value : x)))}
                      >
                        {letters.length === 0 && <option value="">—</option>}
                        {letters.map((l) => (
                          <option key={l} value={l}>
                            {l}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                  <button
                    type="button"
                    className="primary"
                    disabled={busy}
                    onClick={() => act({ type: 'enter', slots: entry.map((x) => x || null) })}
                  >
                    {t('deck:sim.enter')}
                  </button>
                </fieldset>
              )}
              {legal.round && (
                <fieldset>
                  <legend>{t('deck:sim.roundTitle')}</legend>
                  {legal.round.orders.map((legalList, a) => {
                    const list = withBarredMoves(legalList, a, v.slots);
                    return (
                      <label key={a} className="deck-inline">
                        {hostName(v.agents[a].host)}
                        <select
                          value={orders[a] ?? 0}
                          disabled={list.length === 0}
                          onChange={(e) =>
                            setOrders(orders.map((x, k) => (k === a ? Number(e.target.value) : x)))
                          }
                        >
                          {list.length === 0 && <option value={0}>—</option>}
                          {list.map((o, k) => (
                            <option key={k} value={k}>
                              {k < legalList.length
                                ? orderLabel(t, o)
                                : t('deck:sim.order.barred', { card: (o as { to: string }).to })}
                            </option>
                          ))}
                        </select>
                      </label>
                    );
                  })}
                  <button
                    type="button"
                    className="primary"
                    disabled={busy}
                    onClick={() =>
                      act({
                        type: 'round',
                        orders: legal.round!.orders.flatMap((list, a) =>
                          list.length ? [withBarredMoves(list, a, v.slots)[orders[a] ?? 0]] : [],
                        ),
                      })
                    }
                  >
                    {t('deck:sim.spendTu')}
                  </button>
                </fieldset>
              )}
              {legal.choose.length > 0 && (
                <fieldset>
                  <legend>{t('deck:sim.chooseTitle')}</legend>
                  {legal.choose.map((c) => (
                    <button
                      key={`${c.agent}-${c.option}`}
                      type="button"
                      disabled={busy}
                      onClick={() => act({ type: 'choose', agent: c.agent, option: c.option })}
                    >
                      {hostName(v.agents[c.agent].host)}: {c.label}
                    </button>
                  ))}
                </fieldset>
              )}
              <fieldset>
                <legend>{t('deck:sim.leaveTitle')}</legend>
                {legal.leaveBlocked ? (
                  <p className="deck-hint">{t('deck:sim.leaveBlocked', { reason: legal.leaveBlocked })}</p>
                ) : (
                  <>
                    <label className="deck-inline">
                      {t('deck:sim.destination')}
                      <select value={leaveTo} onChange={(e) => setLeaveTo(e.target.value)}>
                        {legal.leave.map((l) => (
                          <option key={l.to} value={l.to}>
                            {t('deck:sim.destinationCost', {
                              location: locationName(l.to),
                              min: l.cost[0],
                              max: l.cost[1],
                            })}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button
                      type="button"
                      disabled={busy || !leaveTo}
                      onClick={() => act({ type: 'leave', to: leaveTo })}
                    >
                      {t('deck:sim.leave')}
                    </button>
                  </>
                )}
              </fieldset>
              <button type="button" disabled={busy} onClick={() => call(() => sim().botStep())}>
                {t('deck:sim.botStep')}
              </button>
            </div>
          )}
          {v.outcome && (
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => call(() => sim().next())}
            >
              {t('deck:sim.nextRun')}
            </button>
          )}
          <h3 className="deck-subhead">{t('deck:sim.log')}</h3>
          <ol className="deck-sim-log" ref={logRef} aria-label={t('deck:sim.log')}>
            {st.log.map((e, i) => (
              <li key={i}>{logLine(t, e, (a) => hostName(v.agents[a]?.host ?? String(a)), locationName, tokenName)}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const SHIELD_ICON: Record<string, string> = {
  blank: 'shield',
  skull: 'death-skull',
  time: 'hourglass',
  heart: 'hearts',
  special: 'sparkles',
};

function ShieldsLeft({
  t,
  left,
  padlock,
}: {
  t: DeckEditor['t'];
  left: { kind: string; count: number }[];
  padlock: boolean;
}) {
  const words = left.filter((s) => s.count > 0).map((s) => t(`deck:count.shield.${s.kind}`, { count: s.count }));
  return (
    <span aria-label={`${padlock ? t('deck:test.padlock') + ': ' : ''}${words.join(', ')}`}>
      {padlock && <DeckIcon name="padlock" />}
      {left.map((s, i) =>
        Array.from({ length: s.count }, (_, k) => (
          <span key={`${i}-${k}`} className={`deck-shield ${s.kind}`} aria-hidden="true">
            <DeckIcon name={SHIELD_ICON[s.kind] ?? 'shield'} />
          </span>
        )),
      )}
    </span>
  );
}

/** One log entry in words; entries the studio has no sentence for show their fields. */
export function logLine(
  t: DeckEditor['t'],
  e: LogEntry,
  agent: (a: number) => string,
  location: (id: string | null) => string,
  token: (id: string) => string,
): string {
  const key = `deck:log.${e.type}`;
  const fields: Record<string, unknown> = { ...e };
  if (typeof e.agent === 'number') fields.agent = agent(e.agent);
  if (typeof e.token === 'string') fields.token = token(e.token);
  for (const k of ['location', 'from', 'to'] as const)
    if (typeof e[k] === 'string' && e.type !== 'move') fields[k] = location(e[k] as string);
  // Why TU or LP were lost, named in the UI language (the engine logs a fixed cause id).
  for (const k of ['source', 'cause'] as const)
    if (typeof e[k] === 'string') fields[k] = t(`deck:lossCause.${String(e[k])}`, { defaultValue: String(e[k]) });
  if (Array.isArray(e.cards)) fields.cards = e.cards.join(' ');
  if (Array.isArray(e.slots)) fields.slots = e.slots.map((s) => s ?? '—').join(' ');
  // Counted words come whole from the plural forms ("1 hit", "2 hits"; "1 UT restante"), so sentences agree.
  const counted = (key: string, n: unknown) => t(`deck:count.${key}`, { count: Number(n) });
  if (e.type === 'tu' || e.type === 'round' || e.type === 'end') fields.left = counted('tuLeft', e.tu);
  if (e.type === 'lp') fields.left = counted('lpLeft', e.lp);
  if (e.type === 'roll') Object.assign(fields, { dice: counted('dice', e.dice), hits: counted('hits', e.hits), skulls: counted('skulls', e.skulls) });
  if (e.type === 'tu') return t(e.gained ? 'deck:log.tuGained' : 'deck:log.tuLost', fields);
  if (e.type === 'layout' && !fields.cards) return t('deck:log.layoutEmpty', fields);
  if (e.type === 'roll') return t(e.passed ? 'deck:log.rollPassed' : 'deck:log.roll', fields);
  if (e.type === 'end')
    return t(e.result === 'success' ? 'deck:log.endSuccess' : 'deck:log.endFailure', {
      ...fields,
      reason: t(`deck:failureType.${String(e.reason)}`),
    });
  if (t(key) !== key.slice('deck:'.length) && t(key) !== key) return t(key, fields);
  return Object.entries(e)
    .map(([k, x]) => `${k}: ${Array.isArray(x) ? x.join(' ') : String(x)}`)
    .join(' · ');
}

// ---- batch -------------------------------------------------------------------------------------

function Batch({ ed, sim }: { ed: DeckEditor; sim: Sim }) {
  const t = ed.t;
  const deck = ed.deck!;
  const [campaigns, setCampaigns] = useState(1000);
  const [seed, setSeed] = useState(1);
  const [bot, setBot] = useState<BotKind>('greedy');
  const [report, setReport] = useState<BatchReport | null>(null);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);
  const [, select] = useSelection(ed.studio, ed.doc.id);
  const lang = ed.studio.ui.get().language;
  const pct = (x: number) => formatNumber(lang, x, { style: 'percent', maximumFractionDigits: 1 });
  const num = (x: number) => formatNumber(lang, x, { maximumFractionDigits: 2 });

  const start = async () => {
    setRunning(true);
    setReport(null);
    setDone(0);
    try {
      const final = await sim().batch(
        deck,
        { campaigns, seed, bot },
        proxy((r: BatchReport, n: number) => {
          setReport(r);
          setDone(n);
        }),
      );
      if (final) {
        setReport(final);
        setDone(campaigns);
      }
    } finally {
      setRunning(false);
    }
  };
  const locationName = (id: string) => {
    const l = deck.locations.find((x) => x.id === id);
    return l ? textShown(l.name, ed.language, ed.deckLanguage) || id : id;
  };
  const cardName = (ref: string) => {
    const [loc, letter] = ref.split('/');
    return `${locationName(loc)} ${letter}`;
  };
  const cardPointer = (ref: string) => {
    const [loc, letter] = ref.split('/');
    const li = deck.locations.findIndex((l) => l.id === loc);
    const ci = li >= 0 ? deck.locations[li].cards.findIndex((c) => c.letter === letter) : -1;
    return ci >= 0 ? `/locations/${li}/cards/${ci}` : null;
  };

  return (
    <section aria-label={t('deck:sim.tab.batch')}>
      <BatchControls labels={{ run: t('deck:sim.runBatch'), cancel: t('deck:sim.cancel') }} running={running} ready onRun={() => void start()} onCancel={() => void sim().cancel()}>
        <NumberField label={t('deck:sim.campaigns')} value={campaigns} min={1} max={100000} onChange={setCampaigns} />
        <SeedField t={t} label={t('deck:sim.seed')} value={seed} onChange={setSeed} />
        <BotSelect t={t} value={bot} onChange={setBot} />
      </BatchControls>
      {(running || report) && <BatchProgress label={t('deck:sim.progress')} done={done} total={campaigns} status={`${formatNumber(lang, done)} / ${formatNumber(lang, campaigns)}`} />}
      {report && (
        <section aria-label={t('deck:sim.report')} className="deck-report">
          <ReportTable
            rows={[
              { key: 'first', label: t('deck:sim.r.successFirstRun'), value: pct(report.successFirstRun) },
              { key: 'runs', label: t('deck:sim.r.expectedRuns'), value: report.expectedRuns === null ? t('deck:sim.r.never') : num(report.expectedRuns) },
              { key: 'unsolved', label: t('deck:sim.r.unsolved'), value: t('deck:sim.r.ofCampaigns', { n: report.unsolved, total: report.campaigns }) },
              {
                key: 'tu',
                label: t('deck:sim.r.tuLeft'),
                value: report.tuLeftAtSuccess ? t('deck:sim.r.summary', { mean: num(report.tuLeftAtSuccess.mean), min: report.tuLeftAtSuccess.min, max: report.tuLeftAtSuccess.max }) : '—',
              },
              { key: 'deaths', label: t('deck:sim.r.deaths'), value: num(report.deathsPerRun) },
              {
                key: 'shortest',
                label: t('deck:sim.r.shortest'),
                value: report.shortest ? t('deck:sim.r.shortestValue', { tu: report.shortest.tuSpent, path: report.shortest.path.map(locationName).join(' → ') }) : '—',
              },
            ]}
          />
          <h3 className="deck-subhead">{t('deck:sim.r.failures')}</h3>
          {Object.keys(report.failures).length ? (
            <ul className="deck-plain deck-failures">
              {Object.entries(report.failures)
                .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
                .map(([k, n]) => {
                  const card = failureCardOf(k);
                  const i = card === null ? -1 : deck.failures.findIndex((f) => f.id === card);
                  const line = t('deck:sim.r.failureRuns', { reason: failureEnding(t, k), runs: t('deck:count.runs', { count: n }) });
                  return (
                    <li key={k}>
                      {i >= 0 ? (
                        <button type="button" className="deck-link" onClick={() => select(`/failures/${i}`)}>
                          {line}
                        </button>
                      ) : (
                        line
                      )}
                    </li>
                  );
                })}
            </ul>
          ) : (
            <p className="muted">—</p>
          )}
          <h3 className="deck-subhead">{t('deck:sim.r.neverVisited', { n: report.neverVisited.length })}</h3>
          <ul className="deck-plain">
            {report.neverVisited.map((ref) => {
              const p = cardPointer(ref);
              return (
                <li key={ref}>
                  {p ? (
                    <button type="button" className="deck-link" onClick={() => select(p)}>
                      {cardName(ref)}
                    </button>
                  ) : (
                    cardName(ref)
                  )}
                </li>
              );
            })}
          </ul>
          <details>
            <summary>{t('deck:sim.r.settings')}</summary>
            <ul>
              {report.settings.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </details>
        </section>
      )}
    </section>
  );
}
