/**
 * Lasting bonuses of a host or an item, from the closed list (more dice for a skill, hits added to rolls, more
 * resistance), and a host's starting equipment. Each change is one undo step.
 */
import { useId } from 'react';
import type { Deck, Modifier } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DeckEditor } from './deck-context';
import { setField } from './deck-edits';
import { textShown } from './deck-text';
import { AddSelect } from './effects-editor';

const KINDS = ['dice', 'hits', 'resistance'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(m: Modifier): Kind {
  return m.dice ? 'dice' : m.hits ? 'hits' : 'resistance';
}

function defaultModifier(deck: Deck, kind: Kind): Modifier {
  if (kind === 'dice') return { dice: { skill: deck.skills[0].id, count: 1 } };
  if (kind === 'hits') return { hits: { count: 1 } };
  return { resistance: 1 };
}

export function ModifiersEditor({ ed, deck, pointer, modifiers }: { ed: DeckEditor; deck: Deck; pointer: string; modifiers: readonly Modifier[] | undefined }) {
  const t = ed.t;
  const headingId = useId();
  const list = modifiers ?? [];
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const set = (i: number, m: Modifier) => ed.apply([{ op: 'replace', path: `${pointer}/${i}`, value: m }], 'deck:undo.field', `deck:${pointer}/${i}`);
  const part = (i: number, what: string) => t('deck:modifier.part', { n: i + 1, part: what });
  const skills = deck.skills.map((s) => ({ value: s.id, label: text(s.name) || s.id }));
  const count = (i: number, value: number, write: (n: number) => void) => (
    <input
      type="number"
      min={1}
      max={6}
      aria-label={part(i, t('deck:modifier.count'))}
      value={value}
      disabled={ed.readOnly}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        if (n >= 1) write(n);
      }}
    />
  );
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('deck:modifier.title')}</h4>
      {list.length === 0 && <p className="muted deck-empty">{t('deck:modifier.none')}</p>}
      <ol>
        {list.map((m, i) => (
          <li key={i} className="deck-row">
            <select aria-label={part(i, t('deck:modifier.kindLabel'))} value={kindOf(m)} disabled={ed.readOnly} onChange={(e) => set(i, defaultModifier(deck, e.target.value as Kind))}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`deck:modifier.kind.${k}`)}
                </option>
              ))}
            </select>
            {m.dice && (
              <>
                <select aria-label={part(i, t('deck:test.skill'))} value={m.dice.skill} disabled={ed.readOnly} onChange={(e) => set(i, { dice: { ...m.dice!, skill: e.target.value } })}>
                  {skills.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
                {count(i, m.dice.count, (n) => set(i, { dice: { ...m.dice!, count: n } }))}
              </>
            )}
            {m.hits && (
              <>
                <select aria-label={part(i, t('deck:test.skill'))} value={m.hits.skill ?? ''} disabled={ed.readOnly} onChange={(e) => set(i, { hits: e.target.value ? { ...m.hits!, skill: e.target.value } : { count: m.hits!.count } })}>
                  <option value="">{t('deck:modifier.anySkill')}</option>
                  {skills.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
                {count(i, m.hits.count, (n) => set(i, { hits: { ...m.hits!, count: n } }))}
              </>
            )}
            {m.resistance !== undefined && count(i, m.resistance, (n) => set(i, { resistance: n }))}
            <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={t('deck:modifier.remove', { n: i + 1 })} onClick={() => ed.apply([{ op: 'remove', path: list.length === 1 ? pointer : `${pointer}/${i}` }], 'deck:undo.field')}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <AddSelect
        ed={ed}
        label={t('deck:modifier.add')}
        choices={KINDS.map((k) => ({ value: k, label: t(`deck:modifier.kind.${k}`) }))}
        onPick={(k) => {
          const value = defaultModifier(deck, k as Kind);
          ed.apply([modifiers ? { op: 'add', path: `${pointer}/-`, value } : { op: 'add', path: pointer, value: [value] }], 'deck:undo.field');
        }}
      />
    </section>
  );
}

/** The items a host starts every run with (TS-12.7). */
export function EquipmentEditor({ ed, deck, pointer, equipment }: { ed: DeckEditor; deck: Deck; pointer: string; equipment: readonly number[] | undefined }) {
  const t = ed.t;
  const have = equipment ?? [];
  const items = deck.items ?? [];
  if (items.length === 0) return null;
  return (
    <fieldset className="deck-checks">
      <legend>{t('deck:field.equipment')}</legend>
      {items.map((it) => (
        <label key={it.number}>
          <input
            type="checkbox"
            disabled={ed.readOnly}
            checked={have.includes(it.number)}
            onChange={(e) => {
              const next = e.target.checked ? [...have, it.number].sort((a, b) => a - b) : have.filter((n) => n !== it.number);
              ed.apply(setField(equipment, pointer, next.length ? next : undefined), 'deck:undo.field');
            }}
          />
          {it.number} · {textShown(it.name, ed.language, ed.deckLanguage)}
        </label>
      ))}
    </fieldset>
  );
}
