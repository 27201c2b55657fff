/**
 * The event timeline: the Momentum from the mission's start to its end, 12 phases a cycle, with the events that
 * fire at a time. Events and both ends are dragged (one undo step per drag, Escape puts it back) or moved with
 * the arrow keys; a double click or "Add event" adds one. Events that fire on a condition are listed beside it.
 *
 * Event labels are stacked in rows so that every one can be read however narrow the strip gets (a label near the
 * right end is drawn to the left of its pin); the ends' times are written under the strip, away from them. The
 * start cannot be moved past an event, nor the end before one: the strip says why instead.
 */
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { Mission } from '../../../../../engine/generated/types/mission';
import { localText } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Studio } from '../../../../studio';
import { useObservable } from '../../../../ui/hooks';
import type { EditorState, MissionEditor } from '../editor';
import { addEvent, setEventTime, setMomentum } from '../edits/events';
import { clampTo, endBounds, stackLabels, startBounds, type PlacedLabel, type TimedEvent } from './layout';
import { isTime, ordinal, timeAt } from './time';
import { maxOf } from '../../../../../engine/core/lists';

interface Props {
  editor: MissionEditor;
  studio: Studio;
  mission: Mission;
  selection: EditorState['selection'];
  /** Re-renders when the UI language changes. */
  language: string;
}

type Handle = { kind: 'event'; pointer: string } | { kind: 'start' } | { kind: 'end' };

/** Height of one row of event labels, in pixels (the CSS places the strip under the rows). */
const ROW = 20;
/** A cycle's time under the strip is left out this close (pixels) to the start's or the end's. */
const NEAR_END_LABEL = 44;

/** Memoised: it changes with the events and the selection, not with every move of the pointer. */
export const Timeline = memo(function Timeline({ editor, studio, mission, selection }: Props) {
  const t = studio.t;
  const folded = useObservable(studio.ui).layout.timelineFolded;
  const trackRef = useRef<HTMLDivElement>(null);
  const labelRefs = useRef(new Map<string, HTMLElement>());
  const [hoverTime, setHoverTime] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [trackWidth, setTrackWidth] = useState(0);
  const [placed, setPlaced] = useState<ReadonlyMap<string, PlacedLabel>>(new Map());
  const drag = useRef<{ handle: Handle; ord: number; open: boolean } | null>(null);
  const startOk = isTime(mission.momentum?.start);
  const endOk = isTime(mission.momentum?.end);
  const start = startOk ? ordinal(mission.momentum.start) : 13;
  const end = endOk ? Math.max(ordinal(mission.momentum.end), start + 1) : start + 24;
  // A little room on both sides so the ends can be dragged outwards.
  const lo = start - 1;
  const hi = end + 1;
  const pos = (ord: number) => `${((ord - lo) / (hi - lo)) * 100}%`;
  const px = (ord: number) => ((ord - lo) / (hi - lo)) * trackWidth;
  const ordAt = (clientX: number) => {
    const rect = trackRef.current!.getBoundingClientRect();
    return Math.round(lo + ((clientX - rect.left) / rect.width) * (hi - lo));
  };
  const timed = (mission.events ?? [])
    .map((e, i) => ({ e, pointer: `/events/${i}` }))
    .filter(({ e }) => isTime(e.trigger?.at));
  const conditional = (mission.events ?? [])
    .map((e, i) => ({ e, pointer: `/events/${i}` }))
    .filter(({ e }) => e.trigger?.when !== undefined);
  const name = (e: (typeof timed)[number]['e']) => localText(e.name, editor.language) || e.id;
  const timedOrds: TimedEvent[] = timed.map(({ e, pointer }) => ({ pointer, ord: ordinal(e.trigger.at!) }));
  const labels = `${start}|${end}|${timed.map(({ e, pointer }) => `${pointer}@${e.trigger.at}:${name(e)}`).join('|')}`;

  /** Why a handle stopped: the event in its way. */
  const blockedMessage = (h: Handle, by: TimedEvent) => {
    const event = timed.find((x) => x.pointer === by.pointer);
    return t(h.kind === 'start' ? 'mission:timeline.startBlocked' : 'mission:timeline.endBlocked', {
      name: event ? name(event.e) : by.pointer,
      time: timeAt(by.ord),
    });
  };

  /** The ops that put a handle at a position, kept inside the mission's bounds (and the message when it was held back). */
  const opsFor = (h: Handle, ord: number) => {
    if (h.kind === 'event')
      return {
        ops: setEventTime(mission, h.pointer, timeAt(Math.max(start + 1, Math.min(ord, end - 1)))),
        blockedBy: undefined,
      };
    const bounds = h.kind === 'start' ? startBounds(start, end, timedOrds) : endBounds(start, end, timedOrds);
    const clamped = clampTo(ord, bounds);
    const ops = setMomentum(mission, h.kind, timeAt(clamped.ord));
    return { ops, blockedBy: clamped.blockedBy && blockedMessage(h, clamped.blockedBy) };
  };
  // Said beside the strip (and to screen readers), not in the map's message box, which the rows of labels could hide.
  const say = (message: string | undefined) => setBlocked(message ?? null);
  const label = (h: Handle) =>
    t(
      h.kind === 'event'
        ? 'mission:timeline.moveEvent'
        : h.kind === 'start'
          ? 'mission:timeline.moveStart'
          : 'mission:timeline.moveEnd',
    );

  const press = (h: Handle, current: number) => (e: React.PointerEvent<HTMLElement>) => {
    if (h.kind === 'event') editor.select([h.pointer]);
    if (!editor.editable || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { handle: h, ord: current, open: false };
  };
  const move = (e: React.PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const ord = ordAt(e.clientX);
    if (ord === d.ord) return;
    const { ops, blockedBy } = opsFor(d.handle, ord);
    say(blockedBy);
    d.ord = ord;
    if (ops.length === 0) return;
    if (!d.open) {
      editor.doc.begin(label(d.handle));
      d.open = true;
    }
    editor.doc.patch(ops);
  };
  const release = () => {
    if (drag.current?.open) editor.doc.commit();
    drag.current = null;
  };
  const keys = (h: Handle, current: number) => (e: React.KeyboardEvent) => {
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (e.key === 'Escape' && drag.current?.open) {
      editor.doc.cancel();
      drag.current = null;
      setBlocked(null);
      e.stopPropagation();
      return;
    }
    if (!step || !editor.editable) return;
    e.preventDefault();
    e.stopPropagation();
    const pointer = h.kind === 'event' ? h.pointer : h.kind;
    const { ops, blockedBy } = opsFor(h, current + step * (e.shiftKey ? 12 : 1));
    say(blockedBy);
    editor.doc.patch(ops, { label: label(h), mergeKey: `timeline:${pointer}` });
  };
  const add = (time: string) => {
    const { ops, pointer } = addEvent(mission, time, t, editor.language);
    if (editor.patch(ops, t('mission:timeline.addEvent'))) editor.select([pointer]);
  };
  const freeTime = () => {
    const used = new Set(timedOrds.map((e) => e.ord));
    for (let o = start + 1; o < end; o++) if (!used.has(o)) return timeAt(o);
    return timeAt(Math.min(start + 1, end - 1));
  };

  // ---- label rows: measured when a label, the strip or its width changed, then stacked ----
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => setTrackWidth(track.clientWidth);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(track);
    return () => ro.disconnect();
    // A folded timeline has no track: measured again when it unfolds.
  }, [folded]);
  useLayoutEffect(() => {
    if (trackWidth === 0) return;
    const boxes = timedOrds.map(({ pointer, ord }) => ({
      key: pointer,
      x: px(Math.max(lo, Math.min(hi, ord))),
      width: labelRefs.current.get(pointer)?.offsetWidth ?? 0,
    }));
    const next = stackLabels(boxes, trackWidth);
    setPlaced((placed) =>
      next.size === placed.size &&
      [...next].every(([k, v]) => placed.get(k)?.row === v.row && placed.get(k)?.flip === v.flip)
        ? placed
        : next,
    );
    // What the labels say and where they stand is all the layout depends on (`labels`).
  }, [labels, trackWidth]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = maxOf([...placed.values()].map((p) => p.row + 1), 1);
  const ticks: number[] = [];
  for (let o = start; o <= end; o++) ticks.push(o);
  const nearEnd = (o: number) =>
    trackWidth > 0 &&
    (Math.abs(px(o) - px(start)) < NEAR_END_LABEL || Math.abs(px(o) - px(end)) < NEAR_END_LABEL);

  return (
    <section className="mission-timeline" aria-label={t('mission:timeline.title')}>
      <div className="timeline-head">
        <h3 className="pane-title">{t('mission:timeline.title')}</h3>
        <span className={`muted${blocked ? ' timeline-blocked' : ''}`}>
          {blocked ??
            (hoverTime ? t('mission:timeline.at', { time: hoverTime }) : t('mission:timeline.hint'))}
        </span>
        <span className="visually-hidden" role="status">
          {blocked}
        </span>
        <button type="button" onClick={() => add(freeTime())} disabled={!editor.editable}>
          {t('mission:timeline.addEvent')}
        </button>
        <button
          type="button"
          className="pane-fold"
          aria-expanded={!folded}
          aria-label={t(folded ? 'mission:timeline.unfold' : 'mission:timeline.fold')}
          title={t(folded ? 'mission:timeline.unfold' : 'mission:timeline.fold')}
          onClick={() => studio.setLayout({ timelineFolded: !folded })}
        >
          {folded ? '▴' : '▾'}
        </button>
      </div>
      {!folded && (
        <div className="timeline-row">
          <div
            ref={trackRef}
            className="timeline-track"
            style={{ '--events-h': `${rows * ROW}px` } as React.CSSProperties}
            onPointerMove={(e) => {
              setHoverTime(timeAt(Math.max(1, ordAt(e.clientX))));
              move(e);
            }}
            onPointerUp={release}
            onPointerLeave={() => {
              setHoverTime(null);
              if (!drag.current) setBlocked(null);
            }}
            onDoubleClick={(e) => {
              const ord = ordAt(e.clientX);
              if (ord > start && ord < end) add(timeAt(ord));
            }}
          >
            <div
              className="timeline-span"
              style={{ left: pos(start), width: `calc(${pos(end)} - ${pos(start)})` }}
            />
            {ticks.map((o) => (
              <div
                key={o}
                className={`timeline-tick${o % 12 === 0 ? ' cycle' : ''}`}
                style={{ left: pos(o) }}
                aria-hidden="true"
              >
                {o % 12 === 0 && o !== start && o !== end && !nearEnd(o) ? <span>{timeAt(o)}</span> : null}
              </div>
            ))}
            {(['start', 'end'] as const).map((which) => {
              const ord = which === 'start' ? start : end;
              return (
                <div
                  key={which}
                  role="slider"
                  tabIndex={0}
                  className={`timeline-handle handle-${which}`}
                  style={{ left: pos(ord) }}
                  aria-label={t(`mission:timeline.${which}`)}
                  aria-valuetext={timeAt(ord)}
                  aria-valuenow={ord}
                  aria-valuemin={1}
                  aria-valuemax={999}
                  onPointerDown={press({ kind: which }, ord)}
                  onKeyDown={keys({ kind: which }, ord)}
                  onBlur={() => setBlocked(null)}
                >
                  <span>{timeAt(ord)}</span>
                </div>
              );
            })}
            {timedOrds.map(({ pointer, ord }) => {
              const row = placed.get(pointer)?.row ?? 0;
              // From the label's row down to the strip, so a label in an upper row still shows its time.
              return (
                <div
                  key={pointer}
                  className="timeline-event-stem"
                  style={{
                    left: pos(Math.max(lo, Math.min(hi, ord))),
                    top: row * ROW + 16,
                    height: (rows - row) * ROW,
                  }}
                  aria-hidden="true"
                />
              );
            })}
            {timed.map(({ e, pointer }) => {
              const ord = ordinal(e.trigger.at!);
              const outside = ord <= start || ord >= end;
              const at = placed.get(pointer) ?? { row: 0, flip: false };
              return (
                <div
                  key={pointer}
                  ref={(el) => {
                    if (el) labelRefs.current.set(pointer, el);
                    else labelRefs.current.delete(pointer);
                  }}
                  role="slider"
                  tabIndex={0}
                  className={`timeline-event${selection.includes(pointer) ? ' selected' : ''}${outside ? ' outside' : ''}${at.flip ? ' flip' : ''}`}
                  style={{ left: pos(Math.max(lo, Math.min(hi, ord))), top: at.row * ROW }}
                  aria-label={t('mission:timeline.event', { name: name(e) })}
                  aria-valuetext={e.trigger.at}
                  aria-valuenow={ord}
                  aria-valuemin={start + 1}
                  aria-valuemax={end - 1}
                  title={`${name(e)} · ${e.trigger.at}`}
                  onPointerDown={press({ kind: 'event', pointer }, ord)}
                  onKeyDown={keys({ kind: 'event', pointer }, ord)}
                >
                  <span className="event-pin" aria-hidden="true" />
                  <span className="event-name">
                    {name(e)} <small>{e.trigger.at}</small>
                  </span>
                </div>
              );
            })}
          </div>
          {conditional.length > 0 && (
            <ul className="timeline-conditional" aria-label={t('mission:timeline.conditional')}>
              {conditional.map(({ e, pointer }) => (
                <li key={pointer}>
                  <button
                    type="button"
                    aria-pressed={selection.includes(pointer)}
                    onClick={() => editor.select([pointer])}
                  >
                    {name(e)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
});
