/**
 * The rules side of a panorama card: the lock symbols and slot symbols on its back (TS-10.4, TS-10.5) and its test
 * (TS-19): skill, shield stacks left to right, padlock, opponent, "may try".
 */
import { useId } from 'react';
import type { Deck, LocationCard, LockCondition, ShieldStack } from '../../../../engine/rulesets/time-stories/rules/deck';
import { SHIELD_KINDS } from '../../../../engine/rulesets/time-stories/rules/rules';
import type { PatchOp } from '../../../store/json-patch';
import type { DeckEditor } from './deck-context';
import { setField } from './deck-edits';
import { textShown } from './deck-text';
import { AddSelect, EffectsEditor } from './effects-editor';
import { CheckField, SelectField } from './fields';

export const LOCK_KINDS = ['status', 'all-status', 'whole-team', 'hosts', 'hosts-with-key'] as const;
type LockKind = (typeof LOCK_KINDS)[number];
export const SLOT_SYMBOLS = ['forbidden', 'mandatory', 'perishable'] as const;

export function lockKind(k: LockCondition): LockKind {
  if (k === 'whole-team') return 'whole-team';
  return LOCK_KINDS.find((x) => x !== 'whole-team' && x in k) ?? 'status';
}

export function defaultLock(deck: Deck, kind: LockKind): LockCondition {
  const tokens = (deck.statusTokens ?? []).map((t) => t.id);
  const host = deck.hosts[0]?.id ?? 'host';
  switch (kind) {
    case 'status':
      return { status: tokens[0] ?? 'status' };
    case 'all-status':
      return { 'all-status': [tokens[0] ?? 'status', tokens[1] ?? tokens[0] ?? 'status'] };
    case 'whole-team':
      return 'whole-team';
    case 'hosts':
      return { hosts: [host] };
    case 'hosts-with-key':
      return { 'hosts-with-key': { hosts: [host], item: deck.items?.[0]?.number ?? 1 } };
  }
}

interface CardProps {
  ed: DeckEditor;
  deck: Deck;
  card: LocationCard;
  pointer: string;
  location: number;
}

export function LocksEditor({ ed, deck, card, pointer }: CardProps) {
  const t = ed.t;
  const headingId = useId();
  const locks = card.locks ?? [];
  const listLabel = t('deck:lock.title');
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const set = (i: number, value: LockCondition) => ed.apply([{ op: 'replace', path: `${pointer}/locks/${i}`, value }], 'deck:undo.lock');
  const remove = (i: number) => ed.apply([{ op: 'remove', path: locks.length === 1 ? `${pointer}/locks` : `${pointer}/locks/${i}` }], 'deck:undo.lock');
  const add = (kind: LockKind) => {
    const value = defaultLock(deck, kind);
    ed.apply([card.locks ? { op: 'add', path: `${pointer}/locks/-`, value } : { op: 'add', path: `${pointer}/locks`, value: [value] }], 'deck:undo.lock');
  };
  const toggleIn = (list: string[], id: string, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));
  const symbols = card.symbols ?? [];
  const setSymbol = (s: (typeof SLOT_SYMBOLS)[number], on: boolean) => {
    const next = SLOT_SYMBOLS.filter((x) => (x === s ? on : symbols.includes(x)));
    ed.apply(setField(card.symbols, `${pointer}/symbols`, next.length ? next : undefined), 'deck:undo.lock');
  };
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{listLabel}</h4>
      {locks.length === 0 && <p className="muted deck-empty">{t('deck:lock.none')}</p>}
      <ol>
        {locks.map((k, i) => {
          const kind = lockKind(k);
          const part = (what: string) => t('deck:lock.part', { n: i + 1, part: what });
          const checks = (all: { value: string; label: string }[], chosen: string[], write: (next: string[]) => void, what: string) => (
            <fieldset className="deck-checks">
              <legend>{part(what)}</legend>
              {all.map((c) => (
                <label key={c.value}>
                  <input type="checkbox" disabled={ed.readOnly} checked={chosen.includes(c.value)} onChange={(e) => write(toggleIn(chosen, c.value, e.target.checked))} />
                  {c.label}
                </label>
              ))}
            </fieldset>
          );
          const tokens = (deck.statusTokens ?? []).map((tk) => ({ value: tk.id, label: text(tk.name) || tk.id }));
          const hosts = deck.hosts.map((h) => ({ value: h.id, label: text(h.name) || h.id }));
          return (
            <li key={i} className="deck-lock">
              <span className="deck-row">
                <select aria-label={part(t('deck:lock.kindLabel'))} value={kind} disabled={ed.readOnly} onChange={(e) => set(i, defaultLock(deck, e.target.value as LockKind))}>
                  {LOCK_KINDS.map((x) => (
                    <option key={x} value={x}>
                      {t(`deck:lock.kind.${x}`)}
                    </option>
                  ))}
                </select>
                {k !== 'whole-team' && k.status !== undefined && (
                  <select aria-label={part(t('deck:lock.token'))} value={k.status} disabled={ed.readOnly} onChange={(e) => set(i, { status: e.target.value })}>
                    {!tokens.some((x) => x.value === k.status) && <option value={k.status}>{k.status}</option>}
                    {tokens.map((x) => (
                      <option key={x.value} value={x.value}>
                        {x.label}
                      </option>
                    ))}
                  </select>
                )}
                <button type="button" className="deck-icon-button" disabled={ed.readOnly} aria-label={t('deck:lock.remove', { n: i + 1 })} onClick={() => remove(i)}>
                  ×
                </button>
              </span>
              {k !== 'whole-team' && k['all-status'] && checks(tokens, k['all-status'], (next) => set(i, { 'all-status': next as [string, string] }), t('deck:lock.tokens'))}
              {k !== 'whole-team' && k.hosts && checks(hosts, k.hosts, (next) => next.length && set(i, { hosts: next as [string] }), t('deck:lock.hosts'))}
              {k !== 'whole-team' && k['hosts-with-key'] && (
                <>
                  {checks(hosts, k['hosts-with-key'].hosts, (next) => next.length && set(i, { 'hosts-with-key': { ...k['hosts-with-key']!, hosts: next as [string] } }), t('deck:lock.hosts'))}
                  <select aria-label={part(t('deck:lock.key'))} value={k['hosts-with-key'].item} disabled={ed.readOnly} onChange={(e) => set(i, { 'hosts-with-key': { ...k['hosts-with-key']!, item: Number(e.target.value) } })}>
                    {!(deck.items ?? []).some((it) => it.number === k['hosts-with-key']!.item) && <option value={k['hosts-with-key'].item}>{k['hosts-with-key'].item}</option>}
                    {(deck.items ?? []).map((it) => (
                      <option key={it.number} value={it.number}>
                        {it.number} · {text(it.name)}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <AddSelect ed={ed} label={t('deck:lock.add')} choices={LOCK_KINDS.map((x) => ({ value: x, label: t(`deck:lock.kind.${x}`) }))} onPick={(k) => add(k as LockKind)} />
      <fieldset className="deck-checks">
        <legend>{t('deck:symbol.title')}</legend>
        {SLOT_SYMBOLS.map((s) => (
          <label key={s}>
            <input type="checkbox" disabled={ed.readOnly} checked={symbols.includes(s)} onChange={(e) => setSymbol(s, e.target.checked)} />
            {t(`deck:symbol.${s}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

export function TestEditor({ ed, deck, card, pointer, location }: CardProps) {
  const t = ed.t;
  const headingId = useId();
  const test = card.test;
  const tp = `${pointer}/test`;
  if (!test) {
    return (
      <section className="deck-list" aria-labelledby={headingId}>
        <h4 id={headingId}>{t('deck:test.title')}</h4>
        <p className="muted deck-empty">{t('deck:test.none')}</p>
        <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'add', path: tp, value: { skill: deck.skills[0].id, shields: [{ kind: 'blank', count: 2 }] } }], 'deck:undo.addTest')}>
          {t('deck:test.add')}
        </button>
      </section>
    );
  }
  const shields = test.shields;
  const used = new Set(shields.map((s) => s.kind));
  const setStacks = (next: ShieldStack[]) => ed.apply([{ op: 'replace', path: `${tp}/shields`, value: next }], 'deck:undo.shields', `deck:${tp}/shields`);
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const stackOps = (i: number, delta: number): PatchOp[] | null => {
    const to = i + delta;
    if (to < 0 || to >= shields.length) return null;
    const next = shields.slice();
    [next[i], next[to]] = [next[to], next[i]];
    return [{ op: 'replace', path: `${tp}/shields`, value: next }];
  };
  return (
    <section className="deck-list" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('deck:test.title')}</h4>
      <SelectField ed={ed} label={t('deck:test.skill')} pointer={`${tp}/skill`} value={test.skill} choices={deck.skills.map((s) => ({ value: s.id, label: text(s.name) || s.id }))} />
      <p className="deck-subhead">{t('deck:test.shields')}</p>
      <ol className="deck-shields">
        {shields.map((s, i) => (
          <li key={i} className="deck-row">
            <select aria-label={t('deck:test.stackKind', { n: i + 1 })} value={s.kind} disabled={ed.readOnly} onChange={(e) => setStacks(shields.map((x, k) => (k === i ? { ...x, kind: e.target.value as ShieldStack['kind'] } : x)))}>
              {SHIELD_KINDS.filter((k) => k === s.kind || !used.has(k)).map((k) => (
                <option key={k} value={k}>
                  {t(`deck:shield.${k}`)}
                </option>
              ))}
            </select>
            <input
              type="number"
              min={1}
              max={12}
              aria-label={t('deck:test.stackCount', { n: i + 1 })}
              value={s.count}
              disabled={ed.readOnly}
              onChange={(e) => {
                const n = Math.trunc(Number(e.target.value));
                if (n >= 1) setStacks(shields.map((x, k) => (k === i ? { ...x, count: n } : x)));
              }}
            />
            <button type="button" className="deck-icon-button" disabled={ed.readOnly || i === 0} aria-label={t('deck:test.stackLeft', { n: i + 1 })} onClick={() => ed.apply(stackOps(i, -1) ?? [], 'deck:undo.shields')}>
              ←
            </button>
            <button type="button" className="deck-icon-button" disabled={ed.readOnly || i === shields.length - 1} aria-label={t('deck:test.stackRight', { n: i + 1 })} onClick={() => ed.apply(stackOps(i, 1) ?? [], 'deck:undo.shields')}>
              →
            </button>
            <button type="button" className="deck-icon-button" disabled={ed.readOnly || shields.length === 1} aria-label={t('deck:test.stackRemove', { n: i + 1 })} onClick={() => setStacks(shields.filter((_, k) => k !== i))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <AddSelect
        ed={ed}
        label={t('deck:test.addStack')}
        choices={SHIELD_KINDS.filter((k) => !used.has(k)).map((k) => ({ value: k, label: t(`deck:shield.${k}`) }))}
        onPick={(k) => ed.apply([{ op: 'add', path: `${tp}/shields/-`, value: { kind: k, count: 1 } }], 'deck:undo.shields')}
      />
      <CheckField ed={ed} label={t('deck:test.padlock')} pointer={`${tp}/padlock`} value={test.padlock} />
      <CheckField ed={ed} label={t('deck:test.opponent')} pointer={`${tp}/opponent`} value={test.opponent} />
      <CheckField ed={ed} label={t('deck:test.optional')} pointer={`${tp}/optional`} value={test.optional} />
      <EffectsEditor ed={ed} deck={deck} pointer={`${tp}/onPass`} effects={test.onPass} site={{ location, letter: card.letter }} label={t('deck:test.onPass')} />
      <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'remove', path: tp }], 'deck:undo.removeTest')}>
        {t('deck:test.remove')}
      </button>
    </section>
  );
}
