/**
 * The table's inspector. With one thing selected: its fields (from its kind's util), its position or the angle to
 * turn it by, duplicate and delete. With several: turn, duplicate and delete them together. With nothing: the
 * scenario (title, units file, points and round limits, environment) and each side (name, faction, deployment
 * zone, mission and its victory conditions) with the points it fields against the limit.
 */
import { useState } from 'react';
import type {
  Mission,
  SkirmishScenario,
  TerrainType,
  VictoryCondition,
} from '../../../../engine/generated/types/skirmish';
import type { EditorProps } from '../../../editors/registry';
import { useDocument, useObservable } from '../../../ui/hooks';
import { getAt } from '../../../store/json-pointer';
import { useUnits } from '../shared/units-source';
import { localText, type LocalText } from '../shared/text';
import { TableEditor } from './editor';
import { setField } from './commands/set-field';
import { moveItems } from './commands/move';
import {
  setMission,
  STANDARDS,
  VICTORY_KINDS,
  newVictory,
  victoryKind,
  type Standard,
  type VictoryKind,
} from './commands/mission';
import { CheckField, LocalizedField, NumberField, Row, SelectField, TextField } from './fields';
import { utilOf, type FieldSpec, type Placed } from './kinds';
import { boundsOf, round } from './geometry';
import { SIDE_COLOUR, SIDES, TERRAIN_TYPES, type SideId } from './style';
import type { TableScene } from './scene';

function FieldView({
  editor,
  spec,
  pointer,
  value,
  scene,
}: {
  editor: TableEditor;
  spec: FieldSpec;
  pointer: string;
  value: unknown;
  scene: TableScene;
}) {
  const t = editor.t;
  const v = getAt(value, spec.path);
  if (spec.path === '/circle/radius' && v === undefined) return null;
  const write = (next: unknown) =>
    editor.apply(setField(editor.doc.getSnapshot().data, pointer + spec.path, next, t), {
      mergeKey: `field:${pointer}${spec.path}`,
    });
  const label = t(spec.label);
  if (spec.type === 'text')
    return <TextField label={label} value={typeof v === 'string' ? v : ''} onChange={write} />;
  if (spec.type === 'localized')
    return (
      <LocalizedField label={label} value={v as LocalText} language={editor.language} onChange={write} />
    );
  if (spec.type === 'number')
    return (
      <NumberField
        label={label}
        value={typeof v === 'number' ? v : undefined}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        optional={spec.optional}
        onChange={write}
      />
    );
  if (spec.type === 'check')
    return (
      <CheckField
        label={label}
        value={typeof v === 'boolean' ? v : (spec.defaultValue ?? false)}
        onChange={(b) => write(b === (spec.defaultValue ?? false) ? undefined : b)}
      />
    );
  return (
    <SelectField
      label={label}
      value={typeof v === 'string' ? v : undefined}
      options={spec.options(scene.ctx)}
      empty={spec.optional ? t('universalis:field.typeDefault') : undefined}
      onChange={write}
    />
  );
}

function TurnBy({ editor }: { editor: TableEditor }) {
  const [deg, setDeg] = useState('45');
  const t = editor.t;
  return (
    <div className="un-turn">
      <Row label={t('universalis:inspector.angle')}>
        <input type="number" value={deg} step={5} onChange={(e) => setDeg(e.target.value)} />
      </Row>
      <button type="button" onClick={() => editor.rotateSelection(Number(deg) || 0)}>
        {t('universalis:inspector.turn')}
      </button>
    </div>
  );
}

function ItemInspector({ editor, scene, item }: { editor: TableEditor; scene: TableScene; item: Placed }) {
  const t = editor.t;
  const util = utilOf(item.kind);
  const o = util.outline(item, scene.ctx);
  const b = o.type === 'polygon' ? boundsOf(o.points) : null;
  return (
    <div className="un-inspector" data-kind={item.kind}>
      <h2>{util.label(item, scene.ctx)}</h2>
      <p className="muted">
        {t(`universalis:layer.${util.layer}`)}
        {item.side ? ` · ${t(`universalis:side.${item.side}`)}` : ''}
      </p>
      {util.fields.map((spec) => (
        <FieldView
          key={spec.path}
          editor={editor}
          spec={spec}
          pointer={item.pointer}
          value={item.value}
          scene={scene}
        />
      ))}
      {o.type === 'circle' ? (
        <fieldset className="un-position">
          <legend>{t('universalis:inspector.position')}</legend>
          <NumberField
            label="x"
            value={o.at[0]}
            min={0}
            max={90}
            step={0.5}
            onChange={(x) =>
              x !== undefined && editor.apply(moveItems(scene, [item], round(x - o.at[0]), 0, t))
            }
          />
          <NumberField
            label="y"
            value={o.at[1]}
            min={0}
            max={90}
            step={0.5}
            onChange={(y) =>
              y !== undefined && editor.apply(moveItems(scene, [item], 0, round(y - o.at[1]), t))
            }
          />
        </fieldset>
      ) : (
        <>
          <p className="muted">
            {t('universalis:inspector.corners', { count: o.points.length })} ·{' '}
            {t('universalis:inspector.sizes', { w: round(b!.x1 - b!.x0), h: round(b!.y1 - b!.y0) })}
          </p>
          <TurnBy editor={editor} />
        </>
      )}
      <div className="un-buttons">
        <button type="button" onClick={() => editor.duplicateSelection()}>
          {t('universalis:inspector.duplicate')}
        </button>
        <button type="button" onClick={() => editor.deleteSelection()}>
          {t('universalis:inspector.delete')}
        </button>
      </div>
    </div>
  );
}

function pointsOf(scene: TableScene, side: SideId): number {
  let sum = 0;
  for (const m of scene.skirmish.sides[side].models) sum += scene.ctx.cards.get(m.card)?.points ?? 0;
  return sum;
}

function VictoryEditor({ editor, s, side }: { editor: TableEditor; s: SkirmishScenario; side: SideId }) {
  const t = editor.t;
  const mission = s.sides[side].mission;
  const base = `/sides/${side}/mission/victory`;
  const write = (victory: VictoryCondition[]) =>
    editor.apply(setField(s, base, victory, t, t('universalis:edit.mission')));
  const zones = s.zones.map((z) => ({ value: z.id, label: localText(z.name, editor.language) || z.id }));
  const list = mission.victory;
  return (
    <div className="un-victory">
      <h4>{t('universalis:inspector.victory')}</h4>
      {list.map((v, i) => {
        const kind = victoryKind(v);
        const replace = (next: VictoryCondition) => write(list.map((x, k) => (k === i ? next : x)));
        return (
          <div key={i} className="un-victory-item">
            <SelectField
              label={t('universalis:inspector.condition')}
              value={kind}
              options={VICTORY_KINDS.map((k) => ({ value: k, label: t(`universalis:victory.${k}`) }))}
              onChange={(k) =>
                k && replace(newVictory(k as VictoryKind, s, side, t('universalis:victory.customDefault')))
              }
            />
            {typeof v === 'object' && 'objects-in-zone' in v && (
              <>
                <SelectField
                  label={t('universalis:inspector.zone')}
                  value={v['objects-in-zone'].zone}
                  options={zones}
                  onChange={(z) => z && replace({ 'objects-in-zone': { ...v['objects-in-zone'], zone: z } })}
                />
                <NumberField
                  label={t('universalis:inspector.count')}
                  value={v['objects-in-zone'].count}
                  min={1}
                  max={100}
                  step={1}
                  onChange={(n) =>
                    n !== undefined &&
                    replace({ 'objects-in-zone': { ...v['objects-in-zone'], count: Math.round(n) } })
                  }
                />
              </>
            )}
            {typeof v === 'object' && 'models-in-zone' in v && (
              <>
                <SelectField
                  label={t('universalis:inspector.zone')}
                  value={v['models-in-zone'].zone}
                  options={zones}
                  onChange={(z) => z && replace({ 'models-in-zone': { ...v['models-in-zone'], zone: z } })}
                />
                <NumberField
                  label={t('universalis:inspector.fraction')}
                  value={v['models-in-zone'].fraction}
                  min={0.01}
                  max={1}
                  step={0.05}
                  onChange={(n) =>
                    n !== undefined && replace({ 'models-in-zone': { ...v['models-in-zone'], fraction: n } })
                  }
                />
              </>
            )}
            {typeof v === 'object' && 'custom' in v && (
              <LocalizedField
                label={t('universalis:inspector.customText')}
                value={v.custom}
                language={editor.language}
                onChange={(text) => replace({ custom: text ?? '' })}
              />
            )}
            {list.length > 1 && (
              <button type="button" onClick={() => write(list.filter((_, k) => k !== i))}>
                {t('universalis:inspector.removeVictory')}
              </button>
            )}
          </div>
        );
      })}
      <button type="button" onClick={() => write([...list, 'all-enemies-gone'])}>
        {t('universalis:inspector.addVictory')}
      </button>
    </div>
  );
}

function SideInspector({ editor, scene, side }: { editor: TableEditor; scene: TableScene; side: SideId }) {
  const t = editor.t;
  const s = scene.skirmish;
  const data = s.sides[side];
  const write = (path: string, value: unknown) =>
    editor.apply(setField(s, `/sides/${side}${path}`, value, t), { mergeKey: `side:${side}${path}` });
  const factions = (editor.units?.factions ?? []).map((f) => ({
    value: f.id,
    label: localText(f.name, editor.language) || f.id,
  }));
  const points = pointsOf(scene, side);
  const limit = s.pointsLimit;
  const mission: Mission = data.mission;
  return (
    <fieldset className="un-side-inspector" style={{ borderColor: SIDE_COLOUR[side] }} data-side={side}>
      <legend style={{ color: SIDE_COLOUR[side] }}>{t(`universalis:side.${side}`)}</legend>
      <LocalizedField
        label={t('universalis:inspector.sideName')}
        value={data.name}
        language={editor.language}
        onChange={(v) => write('/name', v)}
      />
      <SelectField
        label={t('universalis:inspector.faction')}
        value={data.faction}
        options={factions}
        onChange={(v) => v && write('/faction', v)}
      />
      <SelectField
        label={t('universalis:inspector.deployment')}
        value={data.deployment}
        options={s.zones.map((z) => ({ value: z.id, label: localText(z.name, editor.language) || z.id }))}
        onChange={(v) => v && write('/deployment', v)}
      />
      <p
        className={limit !== undefined && points > limit ? 'un-points over' : 'un-points'}
        data-points={points}
        role={limit !== undefined && points > limit ? 'alert' : undefined}
      >
        <strong>{t('universalis:inspector.points')}:</strong>{' '}
        {limit !== undefined
          ? t('universalis:inspector.pointsOf', { points, limit })
          : t('universalis:inspector.pointsOnly', { points })}{' '}
        · {t('universalis:inspector.models', { count: data.models.length })}
        {limit !== undefined && points > limit && (
          <span className="warning"> — {t('universalis:inspector.overLimit', { over: points - limit })}</span>
        )}
      </p>
      <SelectField
        label={t('universalis:inspector.mission')}
        value={mission.standard ?? 'custom'}
        options={[...STANDARDS, 'custom' as const].map((m) => ({
          value: m,
          label: t(`universalis:mission.${m}`),
        }))}
        onChange={(v) => v && editor.apply(setMission(s, side, v as Standard | 'custom', t))}
      />
      <SelectField
        label={t('universalis:inspector.checkAt')}
        value={mission.checkAt ?? 'round-end'}
        options={[
          { value: 'round-end', label: t('universalis:inspector.checkRound') },
          { value: 'phase-end', label: t('universalis:inspector.checkPhase') },
        ]}
        onChange={(v) => write('/mission/checkAt', v === 'round-end' ? undefined : v)}
      />
      <VictoryEditor editor={editor} s={s} side={side} />
    </fieldset>
  );
}

function ScenarioInspector({ editor, scene }: { editor: TableEditor; scene: TableScene }) {
  const t = editor.t;
  const s = scene.skirmish;
  const write = (path: string, value: unknown) =>
    editor.apply(setField(s, path, value, t), { mergeKey: `scenario:${path}` });
  return (
    <div className="un-inspector" data-kind="scenario">
      <h2>{t('universalis:inspector.scenario')}</h2>
      <LocalizedField
        label={t('universalis:inspector.title')}
        value={s.title}
        language={editor.language}
        onChange={(v) => write('/title', v)}
      />
      <TextField
        label={t('universalis:inspector.units')}
        value={s.units}
        onChange={(v) => write('/units', v)}
      />
      <NumberField
        label={t('universalis:inspector.pointsLimit')}
        value={s.pointsLimit}
        min={0}
        max={100000}
        step={5}
        optional
        onChange={(v) => write('/pointsLimit', v)}
      />
      <NumberField
        label={t('universalis:inspector.roundLimit')}
        value={s.roundLimit}
        min={1}
        max={100}
        step={1}
        optional
        onChange={(v) => write('/roundLimit', v)}
      />
      <SelectField
        label={t('universalis:inspector.environment')}
        value={s.table.environment}
        options={TERRAIN_TYPES.map((type: TerrainType) => ({
          value: type,
          label: t(`universalis:terrain.${type}`),
        }))}
        empty={t('universalis:inspector.noEnvironment')}
        onChange={(v) => write('/table/environment', v)}
      />
      <h3>{t('universalis:inspector.sides')}</h3>
      {SIDES.map((side) => (
        <SideInspector key={side} editor={editor} scene={scene} side={side} />
      ))}
    </div>
  );
}

export default function TableInspector({ doc, studio }: EditorProps) {
  const editor = TableEditor.of(doc, studio);
  useDocument(doc);
  const state = useObservable(editor.state);
  useObservable(studio.ui);
  const units = useUnits(doc, studio);
  editor.setUnits(units.state === 'ok' ? units.units : null);
  const scene = editor.scene;
  if (!scene) return <p className="muted pad">{studio.t('universalis:notice.notASkirmish')}</p>;
  const items = state.selection.map((p) => scene.byPointer.get(p)).filter((i): i is Placed => !!i);
  if (items.length === 1) return <ItemInspector editor={editor} scene={scene} item={items[0]} />;
  if (items.length > 1)
    return (
      <div className="un-inspector">
        <h2>{studio.t('universalis:inspector.selected', { count: items.length })}</h2>
        <TurnBy editor={editor} />
        <div className="un-buttons">
          <button type="button" onClick={() => editor.duplicateSelection()}>
            {studio.t('universalis:inspector.duplicate')}
          </button>
          <button type="button" onClick={() => editor.deleteSelection()}>
            {studio.t('universalis:inspector.delete')}
          </button>
        </div>
      </div>
    );
  return <ScenarioInspector editor={editor} scene={scene} />;
}
