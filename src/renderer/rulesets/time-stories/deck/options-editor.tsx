/**
 * The choices a card offers the agents on it (taking one costs no TU): a label, an optional condition, and what
 * happens. Each change is one undo step.
 */
import { useId } from 'react';
import type { Deck, LocationCard } from '../../../../engine/rulesets/time-stories/rules/deck';
import { OptionalCondition } from './condition-editor';
import type { DeckEditor } from './deck-context';
import { newText } from './deck-text';
import { EffectsEditor } from './effects-editor';
import { TextField } from './fields';

export function OptionsEditor({ ed, deck, card, pointer, location }: { ed: DeckEditor; deck: Deck; card: LocationCard; pointer: string; location: number }) {
  const t = ed.t;
  const headingId = useId();
  const options = card.options ?? [];
  const op = `${pointer}/options`;
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('deck:option.title')}</h4>
      {options.length === 0 && <p className="muted deck-empty">{t('deck:option.none')}</p>}
      <ol>
        {options.map((o, i) => {
          const name = t('deck:option.name', { n: i + 1 });
          return (
            <li key={i} className="deck-option">
              <TextField ed={ed} label={t('deck:option.label', { n: i + 1 })} pointer={`${op}/${i}/label`} value={o.label} />
              <OptionalCondition
                ed={ed}
                deck={deck}
                pointer={`${op}/${i}/condition`}
                condition={o.condition}
                label={t('deck:option.condition', { n: i + 1 })}
                addLabel={t('deck:option.addCondition', { n: i + 1 })}
                removeLabel={t('deck:option.removeCondition', { n: i + 1 })}
              />
              <EffectsEditor ed={ed} deck={deck} pointer={`${op}/${i}/effects`} effects={o.effects} site={{ location, letter: card.letter }} label={t('deck:option.effects', { name })} keepOne />
              <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'remove', path: options.length === 1 ? op : `${op}/${i}` }], 'deck:undo.effect')}>
                {t('deck:option.remove', { n: i + 1 })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={ed.readOnly}
        onClick={() => {
          const value = { label: newText(t('deck:option.default'), ed.language), effects: [{ tu: -1 }] };
          ed.apply([card.options ? { op: 'add', path: `${op}/-`, value } : { op: 'add', path: op, value: [value] }], 'deck:undo.addEffect');
        }}
      >
        {t('deck:option.add')}
      </button>
    </section>
  );
}
