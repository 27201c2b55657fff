/**
 * A form generated from the schema for one or several selected things of one kind. Every change is a patch
 * on the document (typing in a field merges into one undo step); with several selected, a field shows their
 * common value (or "mixed") and a change applies to all of them.
 */
import { useEffect, useId, useState } from 'react';
import { LANGUAGES } from '../../../../i18n';
import type { MissionEditor } from '../editor';
import { EditBatch } from '../edits/batch';
import { defaultValue, type Described, type FieldSpec, type PropertySpec } from './schema-fields';
import { referenceOptions } from './references';
import { enumLabel, fieldLabel as labelOf, type Words } from './labels';

interface Ctx {
  editor: MissionEditor;
  /** The selected items themselves (reference pickers may depend on them, e.g. a hero's skills). */
  items: unknown[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes a value at several pointers as one step; undefined removes an optional member. */
/** The first choice of a reference field (the catalog's first enemy, …), for the value a new field starts with. */
function firstReference(ctx: Ctx): (spec: { ref?: string }) => string | undefined {
  return (spec) => {
    const first = referenceOptions(spec.ref, ctx.editor.catalog, ctx.editor.mission!, ctx.editor.language, ctx.items[0])?.[0]?.id;
    return typeof first === 'string' ? first : undefined;
  };
}

function write(ctx: Ctx, pointers: readonly string[], value: unknown, label: string, typing = false): void {
  const mission = ctx.editor.mission;
  if (!mission || !ctx.editor.editable) return;
  const batch = new EditBatch(mission);
  for (const p of pointers) {
    if (value === undefined) {
      if (batch.get(p) !== undefined) batch.remove([p]);
    } else if (!same(batch.get(p), value)) batch.set(p, value);
  }
  if (batch.ops.length === 0) return;
  ctx.editor.doc.patch(batch.ops, { label: ctx.editor.t('mission:inspector.change', { field: label }), mergeKey: typing ? `inspector:${pointers.join('|')}` : undefined });
}

/** The inspector's words (labels and list values) from the studio's messages. */
const wordsOf = (editor: MissionEditor): Words => ({ t: editor.t, has: (key) => editor.studio.i18n.exists(key) });

/** A field's name in the UI language (see `labels.ts`: the property's name, unless its place says more). */
export const fieldLabel = (editor: MissionEditor, name: string, described?: Described): string => labelOf(wordsOf(editor), name, described);

/**
 * What a field shows while the selected things differ: a dash fits the narrowest number field (a square's x and y);
 * the words go to its tooltip and to screen readers.
 */
function mixedHint(ctx: Ctx, mixed: boolean): { placeholder?: string; title?: string; 'aria-description'?: string } {
  if (!mixed) return {};
  const words = ctx.editor.t('mission:inspector.mixedValues');
  return { placeholder: ctx.editor.t('mission:inspector.mixedShort'), title: words, 'aria-description': words };
}

interface FieldProps {
  ctx: Ctx;
  name: string;
  described: Described;
  required: boolean;
  values: unknown[];
  pointers: string[];
}

function Help({ id, text }: { id: string; text?: string }) {
  return text ? (
    <small id={id} className="field-help">
      {text}
    </small>
  ) : null;
}

function JsonField({ ctx, name, described, values, pointers }: FieldProps) {
  const t = ctx.editor.t;
  const id = useId();
  const shown = values[0] === undefined ? '' : JSON.stringify(values[0], null, 2);
  const [draft, setDraft] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(shown), [shown]);
  return (
    <div className="field">
      <label htmlFor={id}>{fieldLabel(ctx.editor, name, described)}</label>
      <textarea
        id={id}
        rows={Math.min(12, Math.max(2, draft.split('\n').length))}
        value={draft}
        spellCheck={false}
        aria-describedby={`${id}-help`}
        aria-invalid={!!error}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => {
          if (draft === shown) return;
          try {
            write(ctx, pointers, draft.trim() === '' ? undefined : JSON.parse(draft), fieldLabel(ctx.editor, name, described));
            setError(null);
          } catch {
            setError(t('mission:inspector.badJson'));
          }
        }}
      />
      {error && <small className="field-error">{error}</small>}
      <Help id={`${id}-help`} text={described.description} />
    </div>
  );
}

function ScalarField({ ctx, name, described, required, values, pointers }: FieldProps) {
  const t = ctx.editor.t;
  const id = useId();
  const spec = described.spec;
  const label = fieldLabel(ctx.editor, name, described);
  const mixed = values.some((v) => !same(v, values[0]));
  const value = mixed ? undefined : values[0];
  const disabled = !ctx.editor.editable;
  const help = described.description ? `${id}-help` : undefined;
  const set = (v: unknown, typing = false) => write(ctx, pointers, v, label, typing);

  let control: React.ReactNode;
  if (spec.type === 'enum' || (spec.type === 'string' && referenceOptions(spec.ref, ctx.editor.catalog, ctx.editor.mission!, ctx.editor.language, ctx.items[0]))) {
    const options =
      spec.type === 'enum'
        ? spec.options.map((o) => ({ id: o, label: enumLabel(wordsOf(ctx.editor), described, o) }))
        : referenceOptions((spec as { ref?: string }).ref, ctx.editor.catalog, ctx.editor.mission!, ctx.editor.language, ctx.items[0])!;
    const known = options.some((o) => same(o.id, value));
    control = (
      <select id={id} value={mixed || value === undefined ? '' : String(value)} disabled={disabled} aria-describedby={help} onChange={(e) => set(e.target.value === '' ? undefined : (options.find((o) => String(o.id) === e.target.value)?.id ?? e.target.value))}>
        {(mixed || !required || value === undefined) && <option value="">{mixed ? t('mission:inspector.mixed') : '—'}</option>}
        {!known && value !== undefined && <option value={String(value)}>{t('mission:inspector.unknownRef', { id: String(value) })}</option>}
        {options.map((o) => (
          <option key={String(o.id)} value={String(o.id)}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.type === 'number') {
    control = (
      <input
        id={id}
        type="number"
        min={spec.min}
        max={spec.max}
        step={spec.integer ? 1 : 'any'}
        {...mixedHint(ctx, mixed)}
        value={typeof value === 'number' ? value : ''}
        disabled={disabled}
        aria-describedby={help}
        onChange={(e) => {
          if (e.target.value === '') {
            if (!required) set(undefined, true);
            return;
          }
          const n = Number(e.target.value);
          if (!Number.isNaN(n)) set(n, true);
        }}
      />
    );
  } else if (spec.type === 'boolean') {
    control = (
      <select id={id} value={mixed || value === undefined ? '' : String(value)} disabled={disabled} aria-describedby={help} onChange={(e) => set(e.target.value === '' ? undefined : e.target.value === 'true')}>
        <option value="">{mixed ? t('mission:inspector.mixed') : t('mission:inspector.default')}</option>
        <option value="true">{t('mission:inspector.yes')}</option>
        <option value="false">{t('mission:inspector.no')}</option>
      </select>
    );
  } else if (spec.type === 'square') {
    const sq = Array.isArray(value) ? (value as number[]) : [undefined, undefined];
    return (
      <fieldset className="field square-field" aria-describedby={help}>
        <legend>{label}</legend>
        {(['x', 'y'] as const).map((axis, i) => (
          <label key={axis}>
            {axis}{' '}
            <input
              type="number"
              min={0}
              max={999}
              value={sq[i] ?? ''}
              {...mixedHint(ctx, mixed)}
              disabled={disabled || mixed}
              onChange={(e) => {
                const n = Number(e.target.value);
                if (e.target.value === '' || Number.isNaN(n)) return;
                set(i === 0 ? [n, sq[1] ?? 0] : [sq[0] ?? 0, n], true);
              }}
            />
          </label>
        ))}
        <Help id={help ?? ''} text={described.description} />
      </fieldset>
    );
  } else if (spec.type === 'text') {
    const text = value as string | Record<string, string> | undefined;
    if (typeof text === 'string') {
      control = <input id={id} value={text} disabled={disabled} aria-describedby={help} onChange={(e) => set(e.target.value, true)} />;
    } else {
      return (
        <fieldset className="field localised" aria-describedby={help}>
          <legend>{label}</legend>
          {LANGUAGES.map((lng) => (
            <label key={lng} className="lang-row">
              <span>{lng.toUpperCase()}</span>
              <input
                value={mixed ? '' : (text?.[lng] ?? '')}
                placeholder={mixed ? t('mission:inspector.mixed') : undefined}
                disabled={disabled}
                aria-label={`${label} (${t(`language.${lng}`)})`}
                onChange={(e) => {
                  const next = { ...(text ?? {}), [lng]: e.target.value };
                  if (e.target.value === '') delete next[lng];
                  set(Object.keys(next).length ? next : required ? { en: '' } : undefined, true);
                }}
              />
            </label>
          ))}
          <Help id={help ?? ''} text={described.description} />
        </fieldset>
      );
    }
  } else {
    control = (
      <input
        id={id}
        value={typeof value === 'string' ? value : ''}
        placeholder={mixed ? t('mission:inspector.mixed') : undefined}
        pattern={spec.type === 'string' ? spec.pattern : undefined}
        disabled={disabled}
        aria-describedby={help}
        onChange={(e) => set(e.target.value === '' && !required ? undefined : e.target.value, true)}
      />
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      <Help id={help ?? ''} text={described.description} />
    </div>
  );
}

/** An object, a choice or a list inside the selected thing (edited for one thing at a time). */
function NestedField(props: FieldProps) {
  const { ctx, name, described, required, values, pointers } = props;
  const t = ctx.editor.t;
  const spec = described.spec;
  const label = fieldLabel(ctx.editor, name, described);
  const value = values[0];
  const pointer = pointers[0];
  const disabled = !ctx.editor.editable;
  if (values.length > 1) {
    return (
      <p className="field muted">
        {label}: {values.some((v) => !same(v, value)) ? t('mission:inspector.mixedNested') : t('mission:inspector.sameNested')}
      </p>
    );
  }
  if (value === undefined) {
    return (
      <div className="field">
        <span className="field-label">{label}</span>
        <button type="button" disabled={disabled} onClick={() => write(ctx, pointers, defaultValue(spec, firstReference(ctx)), label)}>
          {t('mission:inspector.add', { field: label })}
        </button>
        <Help id="" text={described.description} />
      </div>
    );
  }
  const remove = !required && (
    <button type="button" className="link-button" disabled={disabled} onClick={() => write(ctx, pointers, undefined, label)}>
      {t('mission:inspector.remove', { field: label })}
    </button>
  );
  if (spec.type === 'object') {
    return (
      <fieldset className="field nested">
        <legend>{label}</legend>
        <Help id="" text={described.description} />
        <Properties ctx={ctx} properties={spec.properties} values={[value]} pointers={[pointer]} />
        {remove}
      </fieldset>
    );
  }
  if (spec.type === 'choice') {
    // A bare value (a condition such as "time-up") is a string or a number; the others are one key with its value.
    const isBare = typeof value !== 'object' || value === null;
    const key = isBare ? undefined : Object.keys(value as object)[0];
    const chosen = spec.options.find((o) => o.name === key);
    const BARE = '=';
    return (
      <fieldset className="field nested">
        <legend>{label}</legend>
        <Help id="" text={described.description} />
        <select
          aria-label={t('mission:inspector.kindOf', { field: label })}
          value={isBare ? `${BARE}${String(value)}` : (key ?? '')}
          disabled={disabled}
          onChange={(e) => {
            const picked = e.target.value;
            const bare = spec.bare?.find((b) => `${BARE}${String(b)}` === picked);
            if (bare !== undefined) return write(ctx, pointers, bare, label);
            const option = spec.options.find((o) => o.name === picked);
            if (option) write(ctx, pointers, { [option.name]: defaultValue(option.spec, firstReference(ctx)) }, label);
          }}
        >
          {isBare && !spec.bare?.some((b) => b === value) && <option value={`${BARE}${String(value)}`}>{String(value)}</option>}
          {(spec.bare ?? []).map((b) => (
            <option key={`${BARE}${String(b)}`} value={`${BARE}${String(b)}`}>
              {enumLabel(wordsOf(ctx.editor), described, b)}
            </option>
          ))}
          {spec.options.map((o) => (
            <option key={o.name} value={o.name}>
              {fieldLabel(ctx.editor, o.name, o)}
            </option>
          ))}
        </select>
        {chosen && <Field ctx={ctx} name={chosen.name} described={chosen} required values={[(value as Record<string, unknown>)[chosen.name]]} pointers={[`${pointer}/${chosen.name}`]} />}
        {remove}
      </fieldset>
    );
  }
  if (spec.type === 'list') {
    const list = Array.isArray(value) ? value : [];
    // The list's help says what its items are; each item repeating its definition's (a condition's is a page long) is noise.
    const item = { ...spec.item, description: undefined };
    return (
      <fieldset className="field nested">
        <legend>{label}</legend>
        <Help id="" text={described.description} />
        <ol className="list-field">
          {list.map((entry, i) => (
            <li key={i}>
              <Field ctx={ctx} name={`${label} ${i + 1}`} described={item} required values={[entry]} pointers={[`${pointer}/${i}`]} />
              <button
                type="button"
                className="link-button"
                disabled={disabled || list.length <= spec.min}
                onClick={() => {
                  const batch = new EditBatch(ctx.editor.mission!);
                  batch.remove([`${pointer}/${i}`]);
                  ctx.editor.doc.patch(batch.ops, { label: ctx.editor.t('mission:inspector.change', { field: label }) });
                }}
              >
                {t('mission:inspector.removeItem')}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            const batch = new EditBatch(ctx.editor.mission!);
            batch.append(pointer, defaultValue(spec.item.spec, firstReference(ctx)));
            ctx.editor.doc.patch(batch.ops, { label: ctx.editor.t('mission:inspector.change', { field: label }) });
          }}
        >
          {t('mission:inspector.addItem')}
        </button>
        {remove}
      </fieldset>
    );
  }
  return <JsonField {...props} />;
}

function isNested(spec: FieldSpec): boolean {
  return spec.type === 'object' || spec.type === 'choice' || spec.type === 'list';
}

export function Field(props: FieldProps) {
  if (props.described.spec.type === 'json') return <JsonField {...props} />;
  if (isNested(props.described.spec)) return <NestedField {...props} />;
  return <ScalarField {...props} />;
}

export function Properties({ ctx, properties, values, pointers, hidden }: { ctx: Ctx; properties: PropertySpec[]; values: unknown[]; pointers: string[]; hidden?: ReadonlySet<string> }) {
  return (
    <>
      {properties
        .filter((p) => !hidden?.has(p.name))
        .map((p) => (
          <Field
            key={p.name}
            ctx={ctx}
            name={p.name}
            described={p}
            required={p.required}
            values={values.map((v) => (v as Record<string, unknown> | undefined)?.[p.name])}
            pointers={pointers.map((ptr) => `${ptr}/${p.name}`)}
          />
        ))}
    </>
  );
}

export function SchemaForm({ editor, described, values, pointers, hidden }: { editor: MissionEditor; described: Described; values: unknown[]; pointers: string[]; hidden?: ReadonlySet<string> }) {
  if (described.spec.type !== 'object') return null;
  return (
    <div className="schema-form">
      <Properties ctx={{ editor, items: values }} properties={described.spec.properties} values={values} pointers={pointers} hidden={hidden} />
    </div>
  );
}
