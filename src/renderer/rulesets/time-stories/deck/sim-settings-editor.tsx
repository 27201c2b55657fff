/**
 * The deck's simulator settings: the team the bots play and the dice. The rulebook never describes the faces of
 * either die, so the defaults are assumptions (TS-40.1, TS-40.2); here a designer who knows the real faces writes
 * them down, and can go back to the assumed ones. The `simulator` block is created on the first change.
 */
import { useId } from 'react';
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import { DEFAULT_ACTION_DIE, DEFAULT_CAPTAIN_DIE, DEFAULT_MAX_RUNS } from '../../../../engine/rulesets/time-stories/rules/settings';
import type { DeckEditor } from './deck-context';
import { setField } from './deck-edits';
import { textShown } from './deck-text';
import { NumberField } from './fields';

/** An editor whose changes create the `simulator` block first when the deck has none. */
function inSimulator(ed: DeckEditor, deck: Deck): DeckEditor {
  if (deck.simulator) return ed;
  return { ...ed, apply: (ops, label, mergeKey) => ed.apply([{ op: 'add', path: '/simulator', value: {} }, ...ops], label, mergeKey) };
}

export function SimulatorSettingsEditor({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const t = ed.t;
  const headingId = useId();
  const sim = deck.simulator ?? {};
  const sed = inSimulator(ed, deck);
  const faces = sim.actionDie ?? DEFAULT_ACTION_DIE;
  const captain = sim.captainDie ?? DEFAULT_CAPTAIN_DIE;
  const writeFaces = (next: { hits: number; skulls: number }[]) => sed.apply(setField(sim.actionDie, '/simulator/actionDie', next), 'deck:undo.field', 'deck:/simulator/actionDie');
  const writeCaptain = (next: number[]) => sed.apply(setField(sim.captainDie, '/simulator/captainDie', next), 'deck:undo.field', 'deck:/simulator/captainDie');
  const team: string[] = sim.hosts ?? [];
  const small = (value: number, label: string, write: (n: number) => void, min = 0) => (
    <input
      type="number"
      min={min}
      max={6}
      aria-label={label}
      value={value}
      disabled={ed.readOnly}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        if (e.target.value !== '' && n >= min && n <= 6) write(n);
      }}
    />
  );
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('deck:simSettings.title')}</h4>
      <p className="deck-hint">{t('deck:simSettings.hint')}</p>
      <NumberField ed={sed} label={t('deck:simSettings.agents')} pointer="/simulator/agents" value={sim.agents} min={1} max={4} optional />
      <fieldset className="deck-checks">
        <legend>{t('deck:simSettings.team')}</legend>
        {deck.hosts.map((h) => (
          <label key={h.id}>
            <input
              type="checkbox"
              disabled={ed.readOnly}
              checked={team.includes(h.id)}
              onChange={(e) => {
                const next = e.target.checked ? [...team, h.id] : team.filter((x) => x !== h.id);
                sed.apply(setField(sim.hosts, '/simulator/hosts', next.length ? next : undefined), 'deck:undo.field');
              }}
            />
            {textShown(h.name, ed.language, ed.deckLanguage) || h.id}
          </label>
        ))}
      </fieldset>
      <p className="deck-subhead">{t('deck:simSettings.actionDie')}</p>
      <ol className="deck-faces">
        {faces.map((f, i) => (
          <li key={i} className="deck-row">
            {small(f.hits, t('deck:simSettings.hits', { n: i + 1 }), (n) => writeFaces(faces.map((x, k) => (k === i ? { ...x, hits: n } : x))))}
            {small(f.skulls, t('deck:simSettings.skulls', { n: i + 1 }), (n) => writeFaces(faces.map((x, k) => (k === i ? { ...x, skulls: n } : x))))}
            {faces.length > 1 && (
              <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={t('deck:simSettings.removeFace', { n: i + 1 })} onClick={() => writeFaces(faces.filter((_, k) => k !== i))}>
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      <span className="deck-row">
        <button type="button" disabled={ed.readOnly} onClick={() => writeFaces([...faces, { hits: 0, skulls: 0 }])}>
          {t('deck:simSettings.addFace')}
        </button>
      </span>
      <p className="deck-subhead">{t('deck:simSettings.captainDie')}</p>
      <ol className="deck-faces">
        {captain.map((n, i) => (
          <li key={i} className="deck-row">
            {small(n, t('deck:simSettings.captainFace', { n: i + 1 }), (v) => writeCaptain(captain.map((x, k) => (k === i ? v : x))))}
            {captain.length > 1 && (
              <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={t('deck:simSettings.removeCaptainFace', { n: i + 1 })} onClick={() => writeCaptain(captain.filter((_, k) => k !== i))}>
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      <span className="deck-row">
        <button type="button" disabled={ed.readOnly} onClick={() => writeCaptain([...captain, 1])}>
          {t('deck:simSettings.addCaptainFace')}
        </button>
      </span>
      {(sim.actionDie || sim.captainDie) && (
        <button
          type="button"
          disabled={ed.readOnly}
          onClick={() => ed.apply([...setField(sim.actionDie, '/simulator/actionDie', undefined), ...setField(sim.captainDie, '/simulator/captainDie', undefined)], 'deck:undo.field')}
        >
          {t('deck:simSettings.assumed')}
        </button>
      )}
      <div className="field field-check">
        <input
          id={`${headingId}-mandatory`}
          type="checkbox"
          disabled={ed.readOnly}
          checked={sim.mandatoryForcesEntry ?? true}
          onChange={(e) => sed.apply(setField(sim.mandatoryForcesEntry, '/simulator/mandatoryForcesEntry', e.target.checked ? undefined : false), 'deck:undo.field')}
        />
        <label htmlFor={`${headingId}-mandatory`}>{t('deck:simSettings.mandatory')}</label>
      </div>
      <NumberField ed={sed} label={t('deck:simSettings.maxRuns', { n: DEFAULT_MAX_RUNS })} pointer="/simulator/maxRuns" value={sim.maxRuns} min={1} max={100} optional />
    </section>
  );
}
