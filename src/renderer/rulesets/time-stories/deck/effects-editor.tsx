/**
 * Editing a list of effects from the closed vocabulary (gain or lose an item or a status token, reveal or permit a
 * card, TU and LP changes, resources, go to a location, success, failure, and effects under a condition). Choosing a
 * kind puts a sensible default in its place.
 */
import { useId } from 'react';
import { LETTERS, RESOURCE_COLOURS, textOf, type Deck, type Effect } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { PatchOp } from '../../../store/json-patch';
import { ConditionEditor, defaultCondition } from './condition-editor';
import type { DeckEditor } from './deck-context';
import { textShown } from './deck-text';

export const EFFECT_KINDS = ['gain-item', 'lose-item', 'gain-status', 'lose-status', 'reveal', 'permit', 'tu', 'lp', 'resource', 'go-to', 'success', 'failure', 'if'] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export function effectKind(e: Effect): EffectKind {
  if (e === 'success') return 'success';
  return EFFECT_KINDS.find((k) => k !== 'success' && k in e) ?? 'if';
}

/** Where the effect sits, for defaults that name a card of the same location. */
export interface EffectSite {
  location: number;
  letter: string | null;
}

export function defaultEffect(deck: Deck, kind: EffectKind, site: EffectSite): Effect {
  const items = deck.items ?? [];
  const tokens = deck.statusTokens ?? [];
  const otherLetters = site.location >= 0 ? deck.locations[site.location].cards.map((c) => c.letter).filter((l) => l !== 'A' && l !== site.letter) : [];
  switch (kind) {
    case 'gain-item':
    case 'lose-item':
      return { [kind]: items[0]?.number ?? 1 };
    case 'gain-status':
    case 'lose-status':
      return { [kind]: tokens[0]?.id ?? 'status' };
    case 'reveal':
    case 'permit':
      return { [kind]: (otherLetters[0] ?? 'B') as 'B' };
    case 'tu':
      return { tu: -1 };
    case 'lp':
      return { lp: { delta: -1 } };
    case 'resource':
      return { resource: { colour: deck.resources?.[0]?.colour ?? 'yellow', delta: 1 } };
    case 'go-to':
      return { 'go-to': deck.locations.find((_, i) => i !== site.location)?.id ?? deck.locations[0].id };
    case 'failure':
      return { failure: (deck.failures.find((f) => f.type === 'special') ?? deck.failures[0]).id };
    case 'success':
      return 'success';
    case 'if':
      return { if: { condition: defaultCondition(deck, 'has-status'), then: [{ tu: -1 }] } };
  }
}

interface Props {
  ed: DeckEditor;
  deck: Deck;
  /** Pointer of the effect list (it may not exist yet). */
  pointer: string;
  effects: readonly Effect[] | undefined;
  site: EffectSite;
  /** Accessible name of the list, e.g. "Effects when explored". */
  label: string;
  /** The list may not become empty (the schema wants one effect at least). */
  keepOne?: boolean;
}

export function EffectsEditor({ ed, deck, pointer, effects, site, label, keepOne }: Props) {
  const t = ed.t;
  const headingId = useId();
  const list = effects ?? [];
  const replace = (i: number, value: Effect) => ed.apply([{ op: 'replace', path: `${pointer}/${i}`, value }], 'deck:undo.effect', `deck:${pointer}/${i}`);
  const remove = (i: number) => ed.apply(list.length === 1 ? [{ op: 'remove', path: pointer }] : [{ op: 'remove', path: `${pointer}/${i}` }], 'deck:undo.removeEffect');
  const add = (kind: EffectKind) => {
    const value = defaultEffect(deck, kind, site);
    const op: PatchOp = effects ? { op: 'add', path: `${pointer}/-`, value } : { op: 'add', path: pointer, value: [value] };
    ed.apply([op], 'deck:undo.addEffect');
  };
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{label}</h4>
      {list.length === 0 && <p className="muted deck-empty">{t('deck:effect.none')}</p>}
      <ol>
        {list.map((e, i) => (
          <li key={i}>
            <EffectRow ed={ed} deck={deck} effect={e} n={i + 1} site={site} listLabel={label} pointer={`${pointer}/${i}`} onChange={(v) => replace(i, v)} />
            {!(keepOne && list.length === 1) && (
              <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={t('deck:effect.remove', { n: i + 1, list: label })} onClick={() => remove(i)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      <AddSelect ed={ed} label={t('deck:effect.add', { list: label })} choices={EFFECT_KINDS.map((k) => ({ value: k, label: t(`deck:effect.kind.${k}`) }))} onPick={(k) => add(k as EffectKind)} />
    </section>
  );
}

/** A select whose choice runs a command and snaps back: "Add…" menus that work with the keyboard too. */
export function AddSelect({ ed, label, choices, onPick }: { ed: DeckEditor; label: string; choices: { value: string; label: string }[]; onPick: (value: string) => void }) {
  return (
    <select
      className="deck-add"
      aria-label={label}
      value=""
      disabled={ed.readOnly || choices.length === 0}
      onChange={(e) => {
        if (e.target.value) onPick(e.target.value);
      }}
    >
      <option value="">{label}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

function EffectRow({ ed, deck, effect, n, site, listLabel, pointer, onChange }: { ed: DeckEditor; deck: Deck; effect: Effect; n: number; site: EffectSite; listLabel: string; pointer: string; onChange: (e: Effect) => void }) {
  const t = ed.t;
  const kind = effectKind(effect);
  const name = (what: string) => t('deck:effect.part', { n, list: listLabel, part: what });
  const lang = ed.language;
  const text = (x: Parameters<typeof textOf>[0]) => textShown(x, lang, ed.deckLanguage);
  const kindSelect = (
    <select aria-label={name(t('deck:effect.kindLabel'))} value={kind} disabled={ed.readOnly} onChange={(e) => onChange(defaultEffect(deck, e.target.value as EffectKind, site))}>
      {EFFECT_KINDS.map((k) => (
        <option key={k} value={k}>
          {t(`deck:effect.kind.${k}`)}
        </option>
      ))}
    </select>
  );
  if (effect === 'success') return <span className="deck-row">{kindSelect}</span>;
  const e = effect;
  if (e.if) {
    const cond = e.if;
    return (
      <div className="deck-if">
        <span className="deck-row">{kindSelect}</span>
        <ConditionEditor ed={ed} deck={deck} condition={cond.condition} label={name(t('deck:condition.title'))} onChange={(c) => onChange({ if: { ...cond, condition: c } })} />
        <EffectsEditor ed={ed} deck={deck} pointer={`${pointer}/if/then`} effects={cond.then} site={site} label={t('deck:effect.then', { n, list: listLabel })} keepOne />
        <EffectsEditor ed={ed} deck={deck} pointer={`${pointer}/if/else`} effects={cond.else} site={site} label={t('deck:effect.else', { n, list: listLabel })} />
      </div>
    );
  }
  const select = (value: string | number, choices: { value: string; label: string }[], set: (v: string) => void, part: string) => (
    <select aria-label={name(part)} value={String(value)} disabled={ed.readOnly} onChange={(ev) => set(ev.target.value)}>
      {!choices.some((c) => c.value === String(value)) && <option value={String(value)}>{String(value)}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
  const number = (value: number, set: (v: number) => void, part: string) => (
    <input
      type="number"
      aria-label={name(part)}
      value={value}
      disabled={ed.readOnly}
      onChange={(ev) => {
        const v = Math.trunc(Number(ev.target.value));
        if (ev.target.value !== '' && Number.isFinite(v)) set(v);
      }}
    />
  );
  const items = (deck.items ?? []).map((it) => ({ value: String(it.number), label: `${it.number} · ${text(it.name)}` }));
  const tokens = (deck.statusTokens ?? []).map((tk) => ({ value: tk.id, label: text(tk.name) || tk.id }));
  const letters = site.location >= 0 ? deck.locations[site.location].cards.filter((c) => c.letter !== 'A').map((c) => ({ value: c.letter, label: `${c.letter} · ${text(c.title)}` })) : LETTERS.slice(1).map((l) => ({ value: l, label: l }));
  let control;
  switch (kind) {
    case 'gain-item':
    case 'lose-item':
      control = select(e[kind]!, items, (v) => onChange({ [kind]: Number(v) }), t('deck:effect.item'));
      break;
    case 'gain-status':
    case 'lose-status':
      control = select(e[kind]!, tokens, (v) => onChange({ [kind]: v }), t('deck:effect.status'));
      break;
    case 'reveal':
    case 'permit':
      control = select(e[kind]!, letters, (v) => onChange({ [kind]: v as 'B' }), t('deck:effect.card'));
      break;
    case 'tu':
      control = number(e.tu!, (v) => onChange({ tu: v }), t('deck:effect.amount'));
      break;
    case 'lp':
      control = (
        <>
          {number(e.lp!.delta, (v) => onChange({ lp: { ...e.lp!, delta: v } }), t('deck:effect.amount'))}
          {select(e.lp!.who ?? 'agent', ['agent', 'team'].map((w) => ({ value: w, label: t(`deck:effect.who.${w}`) })), (v) => onChange({ lp: v === 'team' ? { ...e.lp!, who: 'team' } : { delta: e.lp!.delta } }), t('deck:effect.who.label'))}
        </>
      );
      break;
    case 'resource':
      control = (
        <>
          {select(e.resource!.colour, RESOURCE_COLOURS.map((c) => ({ value: c, label: t(`deck:colour.${c}`) })), (v) => onChange({ resource: { ...e.resource!, colour: v as 'yellow' } }), t('deck:effect.colour'))}
          {number(e.resource!.delta, (v) => onChange({ resource: { ...e.resource!, delta: v } }), t('deck:effect.amount'))}
        </>
      );
      break;
    case 'go-to':
      control = select(e['go-to']!, deck.locations.map((l) => ({ value: l.id, label: text(l.name) || l.id })), (v) => onChange({ 'go-to': v }), t('deck:effect.location'));
      break;
    case 'failure':
      control = select(e.failure!, deck.failures.map((f) => ({ value: f.id, label: text(f.title) || f.id })), (v) => onChange({ failure: v }), t('deck:effect.failure'));
      break;
  }
  return (
    <span className="deck-row">
      {kindSelect}
      {control}
    </span>
  );
}
