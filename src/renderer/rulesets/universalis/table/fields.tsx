/**
 * Small form fields for the inspectors: each writes through a callback as one undoable edit (typing merges into
 * one step per field). Numbers left empty remove an optional property; a localized text edits the UI language's
 * entry and keeps the others.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { localText, withLocalText, type LocalText } from '../shared/text';

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="un-field">
      <span className="un-field-label">{label}</span>
      {children}
    </label>
  );
}

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Row label={label}>
      <input
        type="text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== value && onChange(draft)}
        onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
      />
    </Row>
  );
}

export function LocalizedField({
  label,
  value,
  language,
  onChange,
}: {
  label: string;
  value: LocalText;
  language: string;
  onChange(v: LocalText): void;
}) {
  return (
    <TextField
      label={`${label} (${language})`}
      value={localText(value, language)}
      onChange={(v) => onChange(withLocalText(value, language, v))}
    />
  );
}

export function NumberField({
  label,
  value,
  min,
  max,
  step,
  optional,
  onChange,
}: {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  step?: number;
  optional?: boolean;
  onChange(v: number | undefined): void;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  useEffect(() => setDraft(value === undefined ? '' : String(value)), [value]);
  const commit = () => {
    if (draft.trim() === '') {
      if (optional) onChange(undefined);
      else setDraft(value === undefined ? '' : String(value));
      return;
    }
    const n = Number(draft.replace(',', '.'));
    if (!Number.isFinite(n)) return setDraft(value === undefined ? '' : String(value));
    const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));
    if (clamped !== value) onChange(clamped);
    else setDraft(String(clamped));
  };
  return (
    <Row label={label}>
      <input
        type="number"
        value={draft}
        min={min}
        max={max}
        step={step}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </Row>
  );
}

export function CheckField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <label className="un-field check">
      <input type="checkbox" checked={value} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function SelectField({
  label,
  value,
  options,
  empty,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  empty?: string;
  onChange(v: string | undefined): void;
}) {
  const known = value === undefined || options.some((o) => o.value === value);
  return (
    <Row label={label}>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {!known && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Row>
  );
}
