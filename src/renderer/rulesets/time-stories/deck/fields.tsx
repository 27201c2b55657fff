/**
 * The inspector's form fields. Each one shows a value of the document and writes it back through the deck editor
 * as a patch: typing into one field is one undo step (merged by pointer), every other change is its own step.
 * Labels are real `<label>`s, so every field has an accessible name.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Text } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DeckEditor } from './deck-context';
import { setField } from './deck-edits';
import { setTextOps, textIn, textShown } from './deck-text';
import { importPicture } from './picture-import';

interface Base {
  ed: DeckEditor;
  label: string;
  pointer: string;
  hint?: string;
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="deck-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A text in the language being edited; the other languages' text shows as a placeholder. */
export function TextField({ ed, label, pointer, hint, value, multiline }: Base & { value: Text | undefined; multiline?: boolean }) {
  const id = useId();
  const current = textIn(value, ed.language, ed.deckLanguage);
  const placeholder = current ? undefined : textShown(value, ed.language, ed.deckLanguage) || undefined;
  const onChange = (next: string) => ed.apply(setTextOps(pointer, value, next, ed.language, ed.deckLanguage), 'deck:undo.text', `deck:${pointer}:${ed.language}`);
  const Tag = multiline ? 'textarea' : 'input';
  return (
    <Field id={id} label={ed.t('deck:field.inLanguage', { field: label, language: ed.t(`language.${ed.language}`) })} hint={hint}>
      <Tag
        id={id}
        value={current}
        placeholder={placeholder}
        rows={multiline ? 5 : undefined}
        disabled={ed.readOnly}
        lang={ed.language}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function StringField({ ed, label, pointer, hint, value, optional, pattern }: Base & { value: string | undefined; optional?: boolean; pattern?: RegExp }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        value={value ?? ''}
        disabled={ed.readOnly}
        aria-invalid={pattern && value !== undefined && !pattern.test(value) ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const next = e.target.value;
          ed.apply(setField(value, pointer, optional && next === '' ? undefined : next), 'deck:undo.field', `deck:${pointer}`);
        }}
      />
    </Field>
  );
}

export function NumberField({ ed, label, pointer, hint, value, min, max, optional }: Base & { value: number | undefined; min?: number; max?: number; optional?: boolean }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        value={value ?? ''}
        min={min}
        max={max}
        disabled={ed.readOnly}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw === '') {
            if (optional) ed.apply(setField(value, pointer, undefined), 'deck:undo.field', `deck:${pointer}`);
            return;
          }
          const n = Math.trunc(Number(raw));
          if (Number.isFinite(n)) ed.apply(setField(value, pointer, n), 'deck:undo.field', `deck:${pointer}`);
        }}
      />
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({ ed, label, pointer, hint, value, choices, optional, numeric }: Base & { value: string | number | undefined; choices: Choice[]; optional?: boolean; numeric?: boolean }) {
  const id = useId();
  const known = value === undefined || choices.some((c) => c.value === String(value));
  return (
    <Field id={id} label={label} hint={hint}>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        disabled={ed.readOnly}
        onChange={(e) => {
          const raw = e.target.value;
          const next = raw === '' ? undefined : numeric ? Number(raw) : raw;
          ed.apply(setField(value, pointer, next), 'deck:undo.field');
        }}
      >
        {(optional || value === undefined) && <option value="">{ed.t('deck:field.none')}</option>}
        {!known && <option value={String(value)}>{String(value)}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A yes/no field stored as `true` or left out (the schema's default is false). */
export function CheckField({ ed, label, pointer, value }: Base & { value: boolean | undefined }) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" checked={value === true} disabled={ed.readOnly} onChange={(e) => ed.apply(setField(value, pointer, e.target.checked ? true : undefined), 'deck:undo.field')} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A picture the card prints: chosen through the host, named by its path beside the deck, or removed. */
export function PictureField({ ed, label, pointer, value }: Base & { value: string | undefined }) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  return (
    <div className="field" role="group" aria-labelledby={id}>
      <span id={id} className="deck-field-label">
        {label}
      </span>
      <span className="deck-hint">{value ?? ed.t('deck:picture.none')}</span>
      <span className="deck-row">
        <button type="button" disabled={ed.readOnly} onClick={() => void importPicture(ed.studio, ed.doc, pointer, 'deck:undo.picture').then(setNote)}>
          {ed.t('deck:picture.choose', { field: label })}
        </button>
        {value !== undefined && (
          <button type="button" disabled={ed.readOnly} onClick={() => ed.apply(setField(value, pointer, undefined), 'deck:undo.picture')}>
            {ed.t('deck:picture.remove', { field: label })}
          </button>
        )}
      </span>
      {note && (
        <p className="deck-hint" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
