/**
 * The inspector of the deck studio: the form of whatever is selected (a card, a location, an item, a host, a
 * status token, a resource, a mission card, the base, the plan or the deck's settings), in the language chosen at
 * its top. Numbers the studio computes (back numbers, item numbers' uniqueness) are shown, never typed.
 */
import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { backNumber, deckOrder } from '../../../../engine/rulesets/time-stories/rules/numbering';
import { RESOURCE_COLOURS, type Deck, type Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import { getAt } from '../../../store/json-pointer';
import type { EditorProps } from '../../../editors/registry';
import { LocksEditor, TestEditor } from './card-rules-editor';
import { setEditLanguage, useDeckEditor, type DeckEditor } from './deck-context';
import { renameLocationId, setOnPlan, setRed } from './deck-edits';
import { newText, setTextOps, TEXT_LANGUAGES, textIn, textShown } from './deck-text';
import { OptionalCondition } from './condition-editor';
import { EffectsEditor } from './effects-editor';
import { EquipmentEditor, ModifiersEditor } from './modifiers-editor';
import { OptionsEditor } from './options-editor';
import { SimulatorSettingsEditor } from './sim-settings-editor';
import { CheckField, NumberField, PictureField, SelectField, StringField, TextField } from './fields';
import { selectionOf, useSelection } from './selection';
import { renameReferencesOps } from './references';
import './deck.css';

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export default function DeckInspector({ doc, studio }: EditorProps) {
  const ed = useDeckEditor(doc, studio);
  const [pointer] = useSelection(studio, doc.id);
  const t = ed.t;
  const langId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const selection = selectionOf(studio, doc.id);
  const { focusForm } = useSyncExternalStore(selection.subscribe, selection.get);
  useEffect(() => {
    if (!focusForm) return;
    const field = formRef.current?.querySelector<HTMLInputElement>('.deck-form input:not([type=checkbox]), .deck-form textarea');
    field?.focus();
    field?.select();
    selection.set({ focusForm: false });
  }, [focusForm, pointer, selection]);
  if (!ed.deck) return <p className="muted pad">{t('deck:missing.inspector')}</p>;
  const deck = ed.deck;
  return (
    <div className="deck-inspector pad" ref={formRef}>
      <div className="field">
        <label htmlFor={langId}>{t('deck:inspector.language')}</label>
        <select id={langId} value={ed.language} onChange={(e) => setEditLanguage(studio, doc.id, e.target.value as Language)}>
          {TEXT_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <BackNumber ed={ed} deck={deck} pointer={pointer ?? '/'} />
      <div className="deck-form">
        <Form ed={ed} deck={deck} pointer={pointer ?? '/'} />
      </div>
    </div>
  );
}

/** The number printed on the back of the selected card: computed by the engine from the deck's order. */
function BackNumber({ ed, deck, pointer }: { ed: DeckEditor; deck: Deck; pointer: string }) {
  const order = useMemo(() => deckOrder(deck, ed.language), [deck, ed.language]);
  const n = backNumber(order, pointer);
  if (n === undefined) return null;
  return (
    <p className="deck-computed">
      {ed.t('deck:inspector.backNumber')}: <strong>{n}</strong> / {order.length}
    </p>
  );
}

/** Every card of the deck in reset order (TS-6.5), as the engine numbers them. */
function ResetOrder({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const order = useMemo(() => deckOrder(deck, ed.language), [deck, ed.language]);
  return (
    <details className="deck-list">
      <summary>
        {ed.t('deck:inspector.resetOrder')} ({order.length})
      </summary>
      <ol className="deck-reset-order">
        {order.map((c) => (
          <li key={c.number} value={c.number}>
            {c.label}
          </li>
        ))}
      </ol>
    </details>
  );
}

function Form({ ed, deck, pointer }: { ed: DeckEditor; deck: Deck; pointer: string }) {
  const value = pointer === '/' ? deck : getAt(deck, pointer);
  const parts = pointer.split('/').slice(1);
  if (value === undefined && !pointer.startsWith('/flashCards')) return <SettingsForm ed={ed} deck={deck} />;
  switch (parts[0]) {
    case 'locations':
      return parts[2] === 'cards' ? <CardForm ed={ed} deck={deck} li={Number(parts[1])} ci={Number(parts[3])} /> : <LocationForm ed={ed} deck={deck} li={Number(parts[1])} />;
    case 'base':
      return parts[2] !== undefined ? <BaseCardForm ed={ed} deck={deck} i={Number(parts[2])} /> : <SettingsForm ed={ed} deck={deck} />;
    case 'flashCards':
      return <FlashForm ed={ed} deck={deck} which={parts[1] === 'bottom' ? 'bottom' : 'top'} />;
    case 'plan':
      return <PlanForm ed={ed} deck={deck} />;
    case 'items':
      return <ItemForm ed={ed} deck={deck} i={Number(parts[1])} />;
    case 'hosts':
      return <HostForm ed={ed} deck={deck} i={Number(parts[1])} />;
    case 'statusTokens':
      return <TokenForm ed={ed} deck={deck} i={Number(parts[1])} />;
    case 'resources':
      return <ResourceForm ed={ed} deck={deck} i={Number(parts[1])} />;
    case 'success':
      return <MissionCardForm ed={ed} deck={deck} />;
    case 'failures':
      return <FailureForm ed={ed} deck={deck} i={Number(parts[1])} />;
    case 'skills':
      return <SkillForm ed={ed} deck={deck} i={Number(parts[1])} />;
    default:
      return <SettingsForm ed={ed} deck={deck} />;
  }
}

const useText = (ed: DeckEditor) => (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);

function Heading({ children }: { children: string }) {
  return <h3 className="deck-form-title">{children}</h3>;
}

/** An id field whose change also rewrites every reference to the old id. */
function IdField({ ed, deck, pointer, value, kind }: { ed: DeckEditor; deck: Deck; pointer: string; value: string; kind: 'location' | 'status' | 'host' | 'failure' | 'skill' }) {
  const id = useId();
  const invalid = !ID_PATTERN.test(value);
  return (
    <div className="field">
      <label htmlFor={id}>{ed.t('deck:field.id')}</label>
      <input
        id={id}
        value={value}
        disabled={ed.readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          const next = e.target.value;
          const ops = kind === 'location' ? renameLocationId(deck, Number(pointer.split('/')[2]), next).ops : renameReferencesOps(deck, kind, pointer, value, next);
          ed.apply(ops, 'deck:undo.rename', `deck:${pointer}/id`);
        }}
      />
      <p className="deck-hint" id={`${id}-hint`}>
        {ed.t('deck:field.idHint')}
      </p>
    </div>
  );
}

function SettingsForm({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const t = ed.t;
  const text = useText(ed);
  return (
    <>
      <Heading>{t('deck:outline.settings')}</Heading>
      <TextField ed={ed} label={t('deck:field.title')} pointer="/title" value={deck.title} />
      <StringField ed={ed} label={t('deck:field.author')} pointer="/author" value={deck.author} optional />
      <SelectField ed={ed} label={t('deck:field.deckLanguage')} pointer="/language" value={deck.language} optional choices={TEXT_LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))} />
      <NumberField ed={ed} label={t('deck:field.tu')} pointer="/run/tu" value={deck.run.tu} min={1} max={99} hint={t('deck:field.tuHint')} />
      <SelectField ed={ed} label={t('deck:field.start')} pointer="/run/start" value={deck.run.start} choices={deck.locations.map((l) => ({ value: l.id, label: text(l.name) || l.id }))} />
      <SpecialShield ed={ed} deck={deck} />
      <section className="deck-list">
        <h4>{t('deck:outline.skills')}</h4>
        <ul className="deck-plain">
          {deck.skills.map((s, i) => (
            <li key={s.id}>
              <SkillForm ed={ed} deck={deck} i={i} compact />
              {deck.skills.length > 1 && (
                <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'remove', path: `/skills/${i}` }], 'deck:undo.field')}>
                  {t('deck:field.removeSkill', { name: textShown(s.name, ed.language, ed.deckLanguage) || s.id })}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" disabled={ed.readOnly} onClick={() => void ed.studio.actions.execute('deck.addSkill', 'button')}>
          {t('deck:action.addSkill')}
        </button>
      </section>
      <SimulatorSettingsEditor ed={ed} deck={deck} />
      <ResetOrder ed={ed} deck={deck} />
    </>
  );
}

/** What a special shield left on a test does (TS-20.5.3): the rule as printed and its effect. */
function SpecialShield({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const t = ed.t;
  const rule = deck.specialShield;
  if (!rule) {
    return (
      <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'add', path: '/specialShield', value: { text: newText('', ed.language), effects: [{ lp: { delta: -1 } }] } }], 'deck:undo.field')}>
        {t('deck:field.addSpecialShield')}
      </button>
    );
  }
  return (
    <section className="deck-list">
      <TextField ed={ed} label={t('deck:field.specialShield')} pointer="/specialShield/text" value={rule.text} multiline hint={t('deck:field.specialShieldHint')} />
      <EffectsEditor ed={ed} deck={deck} pointer="/specialShield/effects" effects={rule.effects} site={{ location: -1, letter: null }} label={t('deck:field.specialShieldEffects')} keepOne />
      <button type="button" disabled={ed.readOnly} onClick={() => ed.apply([{ op: 'remove', path: '/specialShield' }], 'deck:undo.field')}>
        {t('deck:field.removeSpecialShield')}
      </button>
    </section>
  );
}

function SkillForm({ ed, deck, i, compact }: { ed: DeckEditor; deck: Deck; i: number; compact?: boolean }) {
  const s = deck.skills[i];
  if (!s) return null;
  const t = ed.t;
  return (
    <>
      {!compact && <Heading>{t('deck:outline.skills')}</Heading>}
      <TextField ed={ed} label={t('deck:field.skillName', { n: i + 1 })} pointer={`/skills/${i}/name`} value={s.name} />
      <StringField ed={ed} label={t('deck:field.skillIcon', { n: i + 1 })} pointer={`/skills/${i}/icon`} value={s.icon} optional hint={t('deck:field.iconHint')} />
    </>
  );
}

function FlashForm({ ed, deck, which }: { ed: DeckEditor; deck: Deck; which: 'top' | 'bottom' }) {
  const t = ed.t;
  const card = deck.flashCards?.[which];
  const pointer = `/flashCards/${which}`;
  // The flash card may not exist yet: writing its text creates it.
  const ed2: DeckEditor = {
    ...ed,
    apply(ops, label, mergeKey) {
      if (!deck.flashCards) return ed.apply([{ op: 'add', path: '/flashCards', value: { [which]: { text: (ops[0] as { value: unknown }).value } } }], label, mergeKey);
      if (!card) return ed.apply([{ op: 'add', path: pointer, value: { text: (ops[0] as { value: unknown }).value } }], label, mergeKey);
      return ed.apply(ops, label, mergeKey);
    },
  };
  return (
    <>
      <Heading>{t(`deck:outline.flash.${which}`)}</Heading>
      <TextField ed={ed2} label={t('deck:field.text')} pointer={`${pointer}/text`} value={card?.text} multiline />
    </>
  );
}

function BaseCardForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const c = deck.base.cards[i];
  if (!c) return null;
  const t = ed.t;
  const p = `/base/cards/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.baseCard', { letter: c.letter })}</Heading>
      <TextField ed={ed} label={t('deck:field.title')} pointer={`${p}/title`} value={c.title} />
      <TextField ed={ed} label={t('deck:field.text')} pointer={`${p}/text`} value={c.text} multiline hint={t('deck:field.boldHint')} />
      <TextField ed={ed} label={t('deck:field.rule')} pointer={`${p}/rule`} value={c.rule} multiline />
      <PictureField ed={ed} label={t('deck:picture.front')} pointer={`${p}/image`} value={c.image} />
    </>
  );
}

function PlanForm({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const t = ed.t;
  const text = useText(ed);
  return (
    <>
      <Heading>{t('deck:outline.plan')}</Heading>
      {deck.plan.cards.map((c, i) => (
        <TextField key={i} ed={ed} label={t('deck:field.planCard', { n: i + 1 })} pointer={`/plan/cards/${i}/text`} value={c.text} />
      ))}
      <section className="deck-list">
        <h4>{t('deck:field.onPlanTitle')}</h4>
        <ul className="deck-plain">
          {deck.locations.map((l, li) => {
            const h = deck.plan.hotspots.findIndex((x) => x.location === l.id);
            const name = text(l.name) || l.id;
            return (
              <li key={l.id}>
                <div className="field field-check">
                  <input id={`plan-${l.id}`} type="checkbox" disabled={ed.readOnly} checked={h >= 0} onChange={(e) => ed.apply(setOnPlan(deck, li, e.target.checked).ops, 'deck:undo.plan')} />
                  <label htmlFor={`plan-${l.id}`}>{name}</label>
                </div>
                {h >= 0 && <HotspotPlace ed={ed} deck={deck} h={h} name={name} />}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/** Where a location is drawn on the plan: which of the 4 cards, and where on it (in % of its width and height). */
function HotspotPlace({ ed, deck, h, name }: { ed: DeckEditor; deck: Deck; h: number; name: string }) {
  const t = ed.t;
  const spot = deck.plan.hotspots[h];
  const p = `/plan/hotspots/${h}`;
  const percent = (key: 'x' | 'y') => (
    <input
      type="number"
      min={0}
      max={100}
      aria-label={t(`deck:field.hotspot.${key}`, { location: name })}
      value={Math.round(spot[key] * 100)}
      disabled={ed.readOnly}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (e.target.value !== '' && n >= 0 && n <= 100) ed.apply([{ op: 'replace', path: `${p}/${key}`, value: n / 100 }], 'deck:undo.plan', `deck:${p}/${key}`);
      }}
    />
  );
  return (
    <span className="deck-row deck-hotspot">
      <select aria-label={t('deck:field.hotspot.card', { location: name })} value={spot.card} disabled={ed.readOnly} onChange={(e) => ed.apply([{ op: 'replace', path: `${p}/card`, value: Number(e.target.value) }], 'deck:undo.plan')}>
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={n}>
            {t('deck:field.planCardN', { n })}
          </option>
        ))}
      </select>
      {percent('x')}
      {percent('y')}
      <OptionalCondition
        ed={ed}
        deck={deck}
        pointer={`${p}/access`}
        condition={spot.access}
        label={t('deck:field.hotspot.access', { location: name })}
        addLabel={t('deck:field.hotspot.addAccess', { location: name })}
        removeLabel={t('deck:field.hotspot.removeAccess', { location: name })}
      />
    </span>
  );
}

function LocationForm({ ed, deck, li }: { ed: DeckEditor; deck: Deck; li: number }) {
  const l = deck.locations[li];
  if (!l) return null;
  const t = ed.t;
  const p = `/locations/${li}`;
  return (
    <>
      <Heading>{t('deck:outline.location')}</Heading>
      <TextField ed={withCardATitle(ed, deck, li)} label={t('deck:field.name')} pointer={`${p}/name`} value={l.name} />
      <IdField ed={ed} deck={deck} pointer={p} value={l.id} kind="location" />
      <div className="field field-check">
        <input id={`red-${l.id}`} type="checkbox" checked={l.red === true} disabled={ed.readOnly} onChange={(e) => ed.apply(setRed(deck, li, e.target.checked).ops, 'deck:undo.field')} />
        <label htmlFor={`red-${l.id}`}>{t('deck:field.red')}</label>
      </div>
      <p className="deck-hint">{t('deck:field.redHint')}</p>
      <div className="field field-check">
        <input id={`plan-${l.id}`} type="checkbox" checked={deck.plan.hotspots.some((h) => h.location === l.id)} disabled={ed.readOnly} onChange={(e) => ed.apply(setOnPlan(deck, li, e.target.checked).ops, 'deck:undo.plan')} />
        <label htmlFor={`plan-${l.id}`}>{t('deck:field.onPlan')}</label>
      </div>
    </>
  );
}

/**
 * Renaming a location renames its card A too while card A still carries the old name (it prints the location's
 * name as its title until the designer gives it its own).
 */
function withCardATitle(ed: DeckEditor, deck: Deck, li: number): DeckEditor {
  const loc = deck.locations[li];
  const ai = loc.cards.findIndex((c) => c.letter === 'A');
  const same = ai >= 0 && textIn(loc.cards[ai].title, ed.language, ed.deckLanguage) === textIn(loc.name, ed.language, ed.deckLanguage);
  if (!same) return ed;
  return {
    ...ed,
    apply(ops, label, mergeKey) {
      const value = (ops[0] as { value?: unknown }).value;
      const next = typeof value === 'string' ? value : ((value as Record<string, string> | undefined)?.[ed.language] ?? '');
      return ed.apply([...ops, ...setTextOps(`/locations/${li}/cards/${ai}/title`, loc.cards[ai].title, next, ed.language, ed.deckLanguage)], label, mergeKey);
    },
  };
}

function CardForm({ ed, deck, li, ci }: { ed: DeckEditor; deck: Deck; li: number; ci: number }) {
  const card = deck.locations[li]?.cards[ci];
  const t = ed.t;
  if (!card) return null;
  const p = `/locations/${li}/cards/${ci}`;
  const isA = card.letter === 'A';
  return (
    <>
      <Heading>{t('deck:outline.card', { letter: card.letter })}</Heading>
      <TextField ed={ed} label={t('deck:field.title')} pointer={`${p}/title`} value={card.title} />
      <TextField ed={ed} label={t('deck:field.text')} pointer={`${p}/text`} value={card.text} multiline hint={isA ? t('deck:field.boldHint') : undefined} />
      <TextField ed={ed} label={t('deck:field.rule')} pointer={`${p}/rule`} value={card.rule} multiline />
      <PictureField ed={ed} label={t('deck:picture.front')} pointer={`${p}/image`} value={card.image} />
      {isA ? (
        <p className="deck-hint">{t('deck:inspector.cardAHint')}</p>
      ) : (
        <>
          <LocksEditor ed={ed} deck={deck} card={card} pointer={p} location={li} />
          <EffectsEditor ed={ed} deck={deck} pointer={`${p}/effects`} effects={card.effects} site={{ location: li, letter: card.letter }} label={t('deck:effect.onExplore')} />
          <TestEditor ed={ed} deck={deck} card={card} pointer={p} location={li} />
          <OptionsEditor ed={ed} deck={deck} card={card} pointer={p} location={li} />
        </>
      )}
    </>
  );
}

function ItemForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const it = deck.items?.[i];
  if (!it) return null;
  const t = ed.t;
  const p = `/items/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.item', { number: it.number })}</Heading>
      <NumberField ed={ed} label={t('deck:field.itemNumber')} pointer={`${p}/number`} value={it.number} min={1} max={999} hint={t('deck:field.itemNumberHint')} />
      <TextField ed={ed} label={t('deck:field.name')} pointer={`${p}/name`} value={it.name} />
      <SelectField ed={ed} label={t('deck:field.itemKind')} pointer={`${p}/kind`} value={it.kind} optional choices={['information', 'companion', 'gear', 'other'].map((k) => ({ value: k, label: t(`deck:itemKind.${k}`) }))} />
      <CheckField ed={ed} label={t('deck:field.agency')} pointer={`${p}/agencyLogo`} value={it.agencyLogo} />
      <TextField ed={ed} label={t('deck:field.text')} pointer={`${p}/text`} value={it.text} multiline />
      <ModifiersEditor ed={ed} deck={deck} pointer={`${p}/modifiers`} modifiers={it.modifiers} />
      <PictureField ed={ed} label={t('deck:picture.front')} pointer={`${p}/image`} value={it.image} />
    </>
  );
}

function HostForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const h = deck.hosts[i];
  const text = useText(ed);
  if (!h) return null;
  const t = ed.t;
  const p = `/hosts/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.host')}</Heading>
      <TextField ed={ed} label={t('deck:field.name')} pointer={`${p}/name`} value={h.name} />
      <IdField ed={ed} deck={deck} pointer={p} value={h.id} kind="host" />
      <fieldset className="deck-dice">
        <legend>{t('deck:field.dice')}</legend>
        {deck.skills.map((s) => (
          <NumberField key={s.id} ed={ed} label={text(s.name) || s.id} pointer={`${p}/dice/${s.id}`} value={h.dice[s.id]} min={1} max={12} optional />
        ))}
      </fieldset>
      <NumberField ed={ed} label={t('deck:field.resistance')} pointer={`${p}/resistance`} value={h.resistance} min={0} max={12} />
      <NumberField ed={ed} label={t('deck:field.lp')} pointer={`${p}/lp`} value={h.lp} min={1} max={20} />
      <TextField ed={ed} label={t('deck:field.special')} pointer={`${p}/special`} value={h.special} multiline />
      <ModifiersEditor ed={ed} deck={deck} pointer={`${p}/modifiers`} modifiers={h.modifiers} />
      <EquipmentEditor ed={ed} deck={deck} pointer={`${p}/equipment`} equipment={h.equipment} />
      <PictureField ed={ed} label={t('deck:picture.portrait')} pointer={`${p}/image`} value={h.image} />
    </>
  );
}

function TokenForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const tk = deck.statusTokens?.[i];
  if (!tk) return null;
  const t = ed.t;
  const p = `/statusTokens/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.token')}</Heading>
      <TextField ed={ed} label={t('deck:field.name')} pointer={`${p}/name`} value={tk.name} />
      <IdField ed={ed} deck={deck} pointer={p} value={tk.id} kind="status" />
      <NumberField ed={ed} label={t('deck:field.token')} pointer={`${p}/token`} value={tk.token} min={1} max={24} optional hint={t('deck:field.tokenHint')} />
      <StringField ed={ed} label={t('deck:field.meaning')} pointer={`${p}/meaning`} value={tk.meaning} optional />
      <CheckField ed={ed} label={t('deck:field.persists')} pointer={`${p}/persists`} value={tk.persists} />
    </>
  );
}

function ResourceForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const r = deck.resources?.[i];
  if (!r) return null;
  const t = ed.t;
  const p = `/resources/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.resource')}</Heading>
      <SelectField ed={ed} label={t('deck:field.colour')} pointer={`${p}/colour`} value={r.colour} choices={RESOURCE_COLOURS.map((c) => ({ value: c, label: t(`deck:colour.${c}`) }))} />
      <TextField ed={ed} label={t('deck:field.name')} pointer={`${p}/name`} value={r.name} />
      <TextField ed={ed} label={t('deck:field.text')} pointer={`${p}/description`} value={r.description} multiline />
    </>
  );
}

function MissionCardForm({ ed, deck }: { ed: DeckEditor; deck: Deck }) {
  const t = ed.t;
  return (
    <>
      <Heading>{t('deck:outline.success')}</Heading>
      <TextField ed={ed} label={t('deck:field.title')} pointer="/success/title" value={deck.success.title} />
      <TextField ed={ed} label={t('deck:field.text')} pointer="/success/text" value={deck.success.text} multiline />
    </>
  );
}

function FailureForm({ ed, deck, i }: { ed: DeckEditor; deck: Deck; i: number }) {
  const f = deck.failures[i];
  if (!f) return null;
  const t = ed.t;
  const p = `/failures/${i}`;
  return (
    <>
      <Heading>{t('deck:outline.failure')}</Heading>
      <SelectField ed={ed} label={t('deck:field.failureType')} pointer={`${p}/type`} value={f.type} choices={['time', 'death', 'special'].map((k) => ({ value: k, label: t(`deck:failureType.${k}`) }))} />
      <IdField ed={ed} deck={deck} pointer={p} value={f.id} kind="failure" />
      <TextField ed={ed} label={t('deck:field.title')} pointer={`${p}/title`} value={f.title} />
      <TextField ed={ed} label={t('deck:field.text')} pointer={`${p}/text`} value={f.text} multiline />
      {f.type !== 'special' && (
        <OptionalCondition
          ed={ed}
          deck={deck}
          pointer={`${p}/condition`}
          condition={f.condition}
          label={t('deck:field.failureCondition')}
          addLabel={t('deck:field.addFailureCondition')}
          removeLabel={t('deck:field.removeFailureCondition')}
        />
      )}
    </>
  );
}
