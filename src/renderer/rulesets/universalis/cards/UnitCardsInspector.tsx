/**
 * The card form: every field of the rulebook's card (UN-2.4.1) for the selected card — name, factions, type, size,
 * movement and speed, the six attributes, hit points, points; weapons (WK, range bands or melee or thrown,
 * strength, damage, DF, effects, reload, unwieldy, indirect, area, uses), armour, traits, equipment and
 * disciplines; rules text. Each change is one undoable edit; the preview follows at once.
 */
import type { Armour, Equipment, Trait, UnitCard, Weapon } from '../../../../engine/generated/types/units';
import type { EditorProps } from '../../../editors/registry';
import { useDocument, useObservable } from '../../../ui/hooks';
import { CheckField, LocalizedField, NumberField, SelectField, TextField } from '../table/fields';
import { localText, type LocalText } from '../shared/text';
import { CardsEditor } from './cards-editor';
import { EFFECT_ICONS } from './card-faces';
import { GameIcon } from '../../../canvas/GameIcon';

const WEAPON_EFFECTS = [
  'incendiary',
  'concussion',
  'explosive',
  'toxic',
  'armour-piercing',
  'shrapnel',
  'shred',
  'trauma',
  'structure-damaging',
] as const;
const ARMOUR_EFFECTS = [
  'incendiary',
  'concussion',
  'explosive',
  'toxic',
  'armour-piercing',
  'shrapnel',
  'shred',
  'adaptive',
  'robust',
  'structure-reinforced',
] as const;

function Effects({
  ed,
  path,
  all,
  value,
}: {
  ed: CardsEditor;
  path: string;
  all: readonly string[];
  value: readonly string[] | undefined;
}) {
  const t = ed.t;
  const on = new Set(value ?? []);
  return (
    <fieldset className="effects">
      <legend>{t('universalis:cards.effects')}</legend>
      {all.map((e) => (
        <label key={e} title={t(`universalis:effect.${e}`)}>
          <input
            type="checkbox"
            checked={on.has(e)}
            onChange={() => {
              const next = all.filter((x) => (x === e ? !on.has(e) : on.has(x)));
              ed.set(path, next.length ? next : undefined);
            }}
          />
          <GameIcon name={EFFECT_ICONS[e]} size={14} />
          {t(`universalis:effect.${e}`)}
        </label>
      ))}
    </fieldset>
  );
}

function WeaponForm({ ed, w, i }: { ed: CardsEditor; w: Weapon; i: number }) {
  const t = ed.t;
  const p = `/weapons/${i}`;
  const kind = typeof w.range === 'string' ? w.range : 'bands';
  return (
    <div className="list-item" data-weapon={w.id}>
      <TextField label={t('universalis:field.id')} value={w.id} onChange={(v) => ed.set(`${p}/id`, v)} />
      <LocalizedField
        label={t('universalis:field.name')}
        value={w.name as LocalText}
        language={ed.language}
        onChange={(v) => ed.set(`${p}/name`, v)}
      />
      <NumberField
        label="WK"
        value={w.wk}
        min={1}
        max={5}
        step={1}
        onChange={(v) => v !== undefined && ed.set(`${p}/wk`, Math.round(v))}
      />
      <SelectField
        label={t('universalis:cards.rangeKind')}
        value={kind}
        options={[
          { value: 'bands', label: t('universalis:cards.rangeBands') },
          { value: 'melee', label: t('universalis:cards.rangeMelee') },
          { value: 'thrown', label: t('universalis:cards.rangeThrown') },
        ]}
        onChange={(v) => ed.set(`${p}/range`, v === 'bands' ? { band: 10, bands: 3 } : v)}
      />
      {typeof w.range === 'object' && (
        <>
          <NumberField
            label={t('universalis:cards.band')}
            value={w.range.band}
            min={1}
            max={200}
            step={1}
            onChange={(v) => v !== undefined && ed.set(`${p}/range/band`, v)}
          />
          <NumberField
            label={t('universalis:cards.bands')}
            value={w.range.bands}
            min={1}
            max={10}
            step={1}
            onChange={(v) => v !== undefined && ed.set(`${p}/range/bands`, Math.round(v))}
          />
        </>
      )}
      <NumberField
        label={t('universalis:cards.strength')}
        value={typeof w.strength === 'number' ? w.strength : undefined}
        min={0}
        max={30}
        step={1}
        onChange={(v) => v !== undefined && ed.set(`${p}/strength`, v)}
      />
      <NumberField
        label={t('universalis:cards.damage')}
        value={w.damage}
        min={0}
        max={20}
        step={1}
        onChange={(v) => v !== undefined && ed.set(`${p}/damage`, v)}
      />
      {w.range !== 'melee' && (
        <NumberField
          label="DF"
          value={w.df}
          min={0}
          max={4}
          step={1}
          optional
          onChange={(v) => ed.set(`${p}/df`, v)}
        />
      )}
      <NumberField
        label={t('universalis:cards.area')}
        value={w.area}
        min={0}
        max={30}
        step={0.5}
        optional
        onChange={(v) => ed.set(`${p}/area`, v)}
      />
      <NumberField
        label={t('universalis:cards.uses')}
        value={w.uses}
        min={1}
        max={20}
        step={1}
        optional
        onChange={(v) => ed.set(`${p}/uses`, v)}
      />
      <CheckField
        label={t('universalis:cards.reload')}
        value={w.reload === true}
        onChange={(v) => ed.set(`${p}/reload`, v || undefined)}
      />
      <CheckField
        label={t('universalis:cards.unwieldy')}
        value={w.unwieldy === true}
        onChange={(v) => ed.set(`${p}/unwieldy`, v || undefined)}
      />
      {w.range !== 'melee' && (
        <CheckField
          label={t('universalis:cards.indirect')}
          value={w.indirect === true}
          onChange={(v) => ed.set(`${p}/indirect`, v || undefined)}
        />
      )}
      <Effects ed={ed} path={`${p}/effects`} all={WEAPON_EFFECTS} value={w.effects} />
      <button type="button" onClick={() => ed.removeFrom('weapons', i)}>
        {t('universalis:cards.remove')}
      </button>
    </div>
  );
}

function ArmourForm({ ed, a, i }: { ed: CardsEditor; a: Armour; i: number }) {
  const t = ed.t;
  const p = `/armour/${i}`;
  return (
    <div className="list-item">
      <TextField label={t('universalis:field.id')} value={a.id} onChange={(v) => ed.set(`${p}/id`, v)} />
      <LocalizedField
        label={t('universalis:field.name')}
        value={a.name as LocalText}
        language={ed.language}
        onChange={(v) => ed.set(`${p}/name`, v)}
      />
      <NumberField
        label={t('universalis:cards.protection')}
        value={typeof a.protection === 'number' ? a.protection : undefined}
        min={0}
        max={30}
        step={1}
        onChange={(v) => v !== undefined && ed.set(`${p}/protection`, v)}
      />
      <NumberField
        label="DR"
        value={a.dr}
        min={0}
        max={10}
        step={1}
        onChange={(v) => v !== undefined && ed.set(`${p}/dr`, v)}
      />
      <Effects ed={ed} path={`${p}/effects`} all={ARMOUR_EFFECTS} value={a.effects} />
      <button type="button" onClick={() => ed.removeFrom('armour', i)}>
        {t('universalis:cards.remove')}
      </button>
    </div>
  );
}

function TraitForm({
  ed,
  list,
  item,
  i,
}: {
  ed: CardsEditor;
  list: 'traits' | 'equipment';
  item: Trait | Equipment;
  i: number;
}) {
  const t = ed.t;
  const p = `/${list}/${i}`;
  return (
    <div className="list-item">
      <TextField label={t('universalis:field.id')} value={item.id} onChange={(v) => ed.set(`${p}/id`, v)} />
      <LocalizedField
        label={t('universalis:field.name')}
        value={item.name as LocalText}
        language={ed.language}
        onChange={(v) => ed.set(`${p}/name`, v)}
      />
      {list === 'traits' && (
        <NumberField
          label={t('universalis:cards.level')}
          value={(item as Trait).level}
          min={1}
          max={10}
          step={1}
          optional
          onChange={(v) => ed.set(`${p}/level`, v)}
        />
      )}
      <NumberField
        label="AP"
        value={item.ap}
        min={0}
        max={12}
        step={1}
        optional
        onChange={(v) => ed.set(`${p}/ap`, v)}
      />
      <NumberField
        label={t('universalis:cards.uses')}
        value={item.uses}
        min={1}
        max={20}
        step={1}
        optional
        onChange={(v) => ed.set(`${p}/uses`, v)}
      />
      <LocalizedField
        label={t('universalis:cards.text')}
        value={item.text as LocalText}
        language={ed.language}
        onChange={(v) => ed.set(`${p}/text`, v)}
      />
      <button type="button" onClick={() => ed.removeFrom(list, i)}>
        {t('universalis:cards.remove')}
      </button>
    </div>
  );
}

function CardForm({ ed, card }: { ed: CardsEditor; card: UnitCard }) {
  const t = ed.t;
  const units = ed.units!;
  const attrs = ['AGI', 'NK', 'FK', 'KO', 'WN', 'EH'] as const;
  const telematon = card.type === 'telematon';
  const n = (card.weapons?.length ?? 0) + 1;
  return (
    <div className="un-inspector card-editor" data-card={card.id}>
      <h2>{localText(card.name, ed.language) || card.id}</h2>
      <TextField label={t('universalis:field.id')} value={card.id} onChange={(v) => ed.set('/id', v)} />
      <LocalizedField
        label={t('universalis:field.name')}
        value={card.name as LocalText}
        language={ed.language}
        onChange={(v) => ed.set('/name', v)}
      />
      <fieldset>
        <legend>{t('universalis:cards.factions')}</legend>
        {units.factions.map((f) => (
          <CheckField
            key={f.id}
            label={localText(f.name, ed.language) || f.id}
            value={card.factions.includes(f.id)}
            onChange={(on) => {
              const next = on ? [...card.factions, f.id] : card.factions.filter((x) => x !== f.id);
              if (next.length) ed.set('/factions', next);
            }}
          />
        ))}
      </fieldset>
      <SelectField
        label={t('universalis:cards.type')}
        value={card.type}
        options={(['standard', 'telematon', 'colossus'] as const).map((v) => ({
          value: v,
          label: t(`universalis:cards.typeName.${v}`),
        }))}
        onChange={(v) => v && ed.set('/type', v)}
      />
      <SelectField
        label={t('universalis:cards.size')}
        value={card.size}
        options={(['small', 'medium', 'large', 'huge'] as const).map((v) => ({
          value: v,
          label: t(`universalis:cards.sizeName.${v}`),
        }))}
        onChange={(v) => v && ed.set('/size', v)}
      />
      <SelectField
        label={t('universalis:cards.movement')}
        value={card.movement}
        options={(['legs', 'flight', 'tracks', 'wheels', 'hover', 'stationary'] as const).map((v) => ({
          value: v,
          label: t(`universalis:cards.movementName.${v}`),
        }))}
        onChange={(v) => v && ed.set('/movement', v)}
      />
      <NumberField
        label={t('universalis:cards.speed')}
        value={card.speed}
        min={0}
        max={50}
        step={0.5}
        onChange={(v) => v !== undefined && ed.set('/speed', v)}
      />
      <fieldset>
        <legend>{t('universalis:cards.attributes')}</legend>
        {attrs.map((a) =>
          telematon && (a === 'AGI' || a === 'NK' || a === 'FK' || a === 'EH') ? null : (
            <NumberField
              key={a}
              label={a}
              value={card.attributes[a]}
              min={0}
              max={12}
              step={1}
              optional={a !== 'KO' && a !== 'WN'}
              onChange={(v) => ed.set(`/attributes/${a}`, v)}
            />
          ),
        )}
      </fieldset>
      <NumberField
        label={t('universalis:cards.hpNormal')}
        value={card.hp.normal}
        min={0}
        max={20}
        step={1}
        onChange={(v) => v !== undefined && ed.set('/hp/normal', Math.round(v))}
      />
      <NumberField
        label={t('universalis:cards.hpCritical')}
        value={card.hp.critical}
        min={0}
        max={20}
        step={1}
        onChange={(v) => v !== undefined && ed.set('/hp/critical', Math.round(v))}
      />
      <NumberField
        label={t('universalis:cards.points')}
        value={card.points}
        min={0}
        max={10000}
        step={5}
        onChange={(v) => v !== undefined && ed.set('/points', v)}
      />
      <h3>{t('universalis:cards.weapons')}</h3>
      {(card.weapons ?? []).map((w, i) => (
        <WeaponForm key={i} ed={ed} w={w} i={i} />
      ))}
      <button
        type="button"
        onClick={() =>
          ed.addTo('weapons', {
            id: `weapon-${n}`,
            name: { [ed.language]: t('universalis:cards.newWeapon') },
            wk: 1,
            range: { band: 10, bands: 3 },
            strength: 3,
            damage: 1,
          })
        }
      >
        {t('universalis:cards.addWeapon')}
      </button>
      <h3>{t('universalis:cards.armour')}</h3>
      {(card.armour ?? []).map((a, i) => (
        <ArmourForm key={i} ed={ed} a={a} i={i} />
      ))}
      <button
        type="button"
        onClick={() =>
          ed.addTo('armour', {
            id: `armour-${(card.armour?.length ?? 0) + 1}`,
            name: { [ed.language]: t('universalis:cards.newArmour') },
            protection: 3,
            dr: 0,
          })
        }
      >
        {t('universalis:cards.addArmour')}
      </button>
      <h3>{t('universalis:cards.traits')}</h3>
      {(card.traits ?? []).map((tr, i) => (
        <TraitForm key={i} ed={ed} list="traits" item={tr} i={i} />
      ))}
      <button
        type="button"
        onClick={() =>
          ed.addTo('traits', {
            id: `trait-${(card.traits?.length ?? 0) + 1}`,
            name: { [ed.language]: t('universalis:cards.newTrait') },
          })
        }
      >
        {t('universalis:cards.addTrait')}
      </button>
      <h3>{t('universalis:cards.equipment')}</h3>
      {(card.equipment ?? []).map((e, i) => (
        <TraitForm key={i} ed={ed} list="equipment" item={e} i={i} />
      ))}
      <button
        type="button"
        onClick={() =>
          ed.addTo('equipment', {
            id: `item-${(card.equipment?.length ?? 0) + 1}`,
            name: { [ed.language]: t('universalis:cards.newEquipment') },
          })
        }
      >
        {t('universalis:cards.addEquipment')}
      </button>
      <h3>{t('universalis:cards.rules')}</h3>
      <LocalizedField
        label={t('universalis:cards.rules')}
        value={card.rules as LocalText}
        language={ed.language}
        onChange={(v) => ed.set('/rules', v)}
      />
    </div>
  );
}

export default function UnitCardsInspector({ doc, studio }: EditorProps) {
  const ed = CardsEditor.of(doc, studio);
  useDocument(doc);
  useObservable(ed.state);
  useObservable(studio.ui);
  const sel = ed.selectedCard();
  if (!sel) return <p className="muted pad">{studio.t('universalis:cards.notUnits')}</p>;
  return <CardForm ed={ed} card={sel.card} />;
}
