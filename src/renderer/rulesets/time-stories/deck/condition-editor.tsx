/**
 * Editing a condition from the closed vocabulary: the team holds a status token (or all of several), someone owns
 * an item, one of some hosts is acting, the team has enough of a resource, the run is at least the n-th — or the
 * opposite of one of these. Combinations (`all`, `any`) are shown in words and edited in the text view.
 */
import { RESOURCE_COLOURS, type Condition, type Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DeckEditor } from './deck-context';
import { textShown } from './deck-text';

export const CONDITION_KINDS = ['has-status', 'has-all-status', 'has-item', 'host-present', 'resource-at-least', 'run-at-least'] as const;
type Kind = (typeof CONDITION_KINDS)[number];

function leafKind(c: Condition): Kind | 'all' | 'any' | null {
  if (c.all) return 'all';
  if (c.any) return 'any';
  return CONDITION_KINDS.find((k) => c[k] !== undefined) ?? null;
}

export function defaultCondition(deck: Deck, kind: Kind): Condition {
  const token = deck.statusTokens?.[0]?.id ?? 'status';
  switch (kind) {
    case 'has-status':
      return { 'has-status': token };
    case 'has-all-status':
      return { 'has-all-status': [token] };
    case 'has-item':
      return { 'has-item': deck.items?.[0]?.number ?? 1 };
    case 'host-present':
      return { 'host-present': [deck.hosts[0].id] };
    case 'resource-at-least':
      return { 'resource-at-least': { colour: deck.resources?.[0]?.colour ?? 'yellow', count: 1 } };
    case 'run-at-least':
      return { 'run-at-least': 2 };
  }
}

/** `label` names the condition for assistive technology, e.g. "Choice 1, condition". */
export function ConditionEditor({ ed, deck, condition, label, onChange }: { ed: DeckEditor; deck: Deck; condition: Condition; label: string; onChange: (c: Condition) => void }) {
  const t = ed.t;
  const negated = condition.not !== undefined;
  const inner = condition.not ?? condition;
  const kind = leafKind(inner);
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const wrap = (c: Condition) => onChange(negated ? { not: c } : c);
  const part = (what: string) => `${label}: ${what}`;
  if (kind === 'all' || kind === 'any' || kind === null) {
    return <span className="muted">{t('deck:condition.combined')}</span>;
  }
  const tokens = (deck.statusTokens ?? []).map((tk) => ({ value: tk.id, label: text(tk.name) || tk.id }));
  const hosts = deck.hosts.map((h) => ({ value: h.id, label: text(h.name) || h.id }));
  const select = (value: string | number, choices: { value: string; label: string }[], set: (v: string) => void, what: string) => (
    <select aria-label={part(what)} value={String(value)} disabled={ed.readOnly} onChange={(e) => set(e.target.value)}>
      {!choices.some((c) => c.value === String(value)) && <option value={String(value)}>{String(value)}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
  const number = (value: number, min: number, set: (n: number) => void, what: string) => (
    <input
      type="number"
      min={min}
      aria-label={part(what)}
      value={value}
      disabled={ed.readOnly}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        if (n >= min) set(n);
      }}
    />
  );
  const many = (all: { value: string; label: string }[], chosen: string[], write: (next: [string, ...string[]]) => void, what: string) => (
    <fieldset className="deck-checks">
      <legend>{part(what)}</legend>
      {all.map((c) => (
        <label key={c.value}>
          <input
            type="checkbox"
            disabled={ed.readOnly}
            checked={chosen.includes(c.value)}
            onChange={(e) => {
              const next = e.target.checked ? [...new Set([...chosen, c.value])] : chosen.filter((x) => x !== c.value);
              if (next.length) write(next as [string, ...string[]]);
            }}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
  let control;
  switch (kind) {
    case 'has-status':
      control = select(inner['has-status']!, tokens, (v) => wrap({ 'has-status': v }), t('deck:effect.status'));
      break;
    case 'has-all-status':
      control = many(tokens, inner['has-all-status']!, (v) => wrap({ 'has-all-status': v }), t('deck:lock.tokens'));
      break;
    case 'has-item':
      control = select(
        inner['has-item']!,
        (deck.items ?? []).map((it) => ({ value: String(it.number), label: `${it.number} · ${text(it.name)}` })),
        (v) => wrap({ 'has-item': Number(v) }),
        t('deck:effect.item'),
      );
      break;
    case 'host-present':
      control = many(hosts, inner['host-present']!, (v) => wrap({ 'host-present': v }), t('deck:lock.hosts'));
      break;
    case 'resource-at-least': {
      const r = inner['resource-at-least']!;
      control = (
        <>
          {select(r.colour, RESOURCE_COLOURS.map((c) => ({ value: c, label: t(`deck:colour.${c}`) })), (v) => wrap({ 'resource-at-least': { ...r, colour: v as 'yellow' } }), t('deck:effect.colour'))}
          {number(r.count, 1, (n) => wrap({ 'resource-at-least': { ...r, count: n } }), t('deck:modifier.count'))}
        </>
      );
      break;
    }
    case 'run-at-least':
      control = number(inner['run-at-least']!, 1, (n) => wrap({ 'run-at-least': n }), t('deck:condition.run'));
      break;
  }
  return (
    <span className="deck-row">
      <select aria-label={part(t('deck:condition.negation'))} value={negated ? 'not' : 'is'} disabled={ed.readOnly} onChange={(e) => onChange(e.target.value === 'not' ? { not: inner } : inner)}>
        <option value="is">{t('deck:condition.if')}</option>
        <option value="not">{t('deck:condition.unless')}</option>
      </select>
      <select aria-label={part(t('deck:effect.kindLabel'))} value={kind} disabled={ed.readOnly} onChange={(e) => wrap(defaultCondition(deck, e.target.value as Kind))}>
        {CONDITION_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`deck:condition.kind.${k}`)}
          </option>
        ))}
      </select>
      {control}
    </span>
  );
}

/** A condition that may be absent (a choice, a failure card, a plan hotspot): add it, edit it, remove it. */
export function OptionalCondition({ ed, deck, pointer, condition, label, addLabel, removeLabel }: { ed: DeckEditor; deck: Deck; pointer: string; condition: Condition | undefined; label: string; addLabel: string; removeLabel: string }) {
  if (!condition) {
    return (
      <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'add', path: pointer, value: defaultCondition(deck, 'has-status') }], 'deck:undo.effect')}>
        {addLabel}
      </button>
    );
  }
  return (
    <span className="deck-row">
      <ConditionEditor ed={ed} deck={deck} condition={condition} label={label} onChange={(c) => ed.apply([{ op: 'replace', path: pointer, value: c }], 'deck:undo.effect')} />
      <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={removeLabel} onClick={() => ed.apply([{ op: 'remove', path: pointer }], 'deck:undo.effect')}>
        ×
      </button>
    </span>
  );
}
