/**
 * What the players' tools found, as plain data: the tape's length and range band, the line of sight with its
 * cover and what blocks, the rings and the reach of a model. Worked out once per change from the rules engine
 * (ui-queries) and read by both the overlay and the readout panel, so the picture and the numbers agree.
 */
import type { Model } from '../../../../../engine/generated/types/skirmish';
import {
  measureBetween,
  moveReach,
  rangeBand,
  ringsOf,
  sightReport,
  type BandReading,
  type End,
  type Reach,
  type Rings,
  type SightReport,
} from '../../../../../engine/rulesets/universalis/ui-queries';
import type { TableEditor, TableEditorState } from '../editor';
import type { Pt } from '../geometry';

export interface TapeReading {
  from: Pt;
  to: Pt;
  /** The ends are models: measured base edge to base edge. */
  fromModel: string | null;
  toModel: string | null;
  cm: number;
  weapon: { id: string; name: string; reading: BandReading } | null;
  /** Ranged weapons of the first model, to choose from. */
  weapons: { index: number; id: string; name: string }[];
}

export interface Readout {
  /** Why the tools cannot ask the rules (the scenario does not compile), if so. */
  unavailable: string | null;
  tape: TapeReading | null;
  sight: (SightReport & { from: string; to: string; fromAt: Pt; toAt: Pt }) | null;
  rings: { pointer: string; at: Pt; rings: Rings; weapon: string | null }[];
  reach: { pointer: string; reach: Reach } | null;
}

const EMPTY: Readout = { unavailable: null, tape: null, sight: null, rings: [], reach: null };

const cache = new WeakMap<TableEditor, { key: unknown[]; readout: Readout }>();

export function readout(editor: TableEditor, s: TableEditorState): Readout {
  const rules = editor.rules;
  const key = [
    rules,
    s.measureFrom,
    s.measureTo,
    s.hover && s.measureTo === null && s.tool === 'measure' ? s.hover : null,
    s.weapon,
    s.losFrom,
    s.losTo,
    s.rings,
    s.selection,
    s.reachOf,
    s.reachMoves,
  ];
  const hit = cache.get(editor);
  if (hit && hit.key.length === key.length && hit.key.every((v, i) => v === key[i])) return hit.readout;
  const out = compute(editor, s);
  cache.set(editor, { key, readout: out });
  return out;
}

function compute(editor: TableEditor, s: TableEditorState): Readout {
  const rules = editor.rules;
  const scene = editor.scene;
  if (!scene) return EMPTY;
  const wanted =
    s.measureFrom !== null ||
    s.losFrom !== null ||
    s.reachOf !== null ||
    Object.values(s.rings).some(Boolean);
  if (!wanted) return EMPTY;
  if (!rules) return { ...EMPTY, unavailable: editor.t('universalis:tools.noUnits') };
  if (!rules.ok)
    return { ...EMPTY, unavailable: editor.t('universalis:tools.cannotCompile', { reason: rules.reason }) };
  const st = rules.state;
  const at = (pointer: string): Pt => (scene.byPointer.get(pointer)?.value as Model).at;
  const end = (e: string | Pt): End | null => {
    if (typeof e !== 'string') return { point: [e[0], e[1]] };
    const i = editor.modelIndex(e);
    return i < 0 ? null : { model: i };
  };

  let tape: TapeReading | null = null;
  const toEnd = s.measureTo ?? (s.tool === 'measure' && s.measureFrom !== null ? s.hover : null);
  if (s.measureFrom !== null && toEnd !== null) {
    const a = end(s.measureFrom);
    const b = end(toEnd);
    if (a && b) {
      const cm = measureBetween(st, a, b);
      const weapons =
        'model' in a
          ? st.c.models[a.model].weapons
              .map((w, index) => ({ index, id: w.id, name: w.name, kind: w.kind, unarmed: w.unarmed }))
              .filter((w) => w.kind !== 'melee' && !w.unarmed)
          : [];
      const chosen = weapons.find((w) => w.id === s.weapon) ?? weapons[0];
      const reading = chosen && 'model' in a ? rangeBand(st, a.model, chosen.index, cm) : null;
      tape = {
        from: typeof s.measureFrom === 'string' ? at(s.measureFrom) : s.measureFrom,
        to: typeof toEnd === 'string' ? at(toEnd) : toEnd,
        fromModel: typeof s.measureFrom === 'string' ? s.measureFrom : null,
        toModel: typeof toEnd === 'string' ? toEnd : null,
        cm,
        weapon: chosen && reading ? { id: chosen.id, name: chosen.name, reading } : null,
        weapons: weapons.map(({ index, id, name }) => ({ index, id, name })),
      };
    }
  }

  let sight: Readout['sight'] = null;
  if (s.losFrom && s.losTo) {
    const a = editor.modelIndex(s.losFrom);
    const b = editor.modelIndex(s.losTo);
    if (a >= 0 && b >= 0)
      sight = {
        ...sightReport(st, a, b),
        from: s.losFrom,
        to: s.losTo,
        fromAt: at(s.losFrom),
        toAt: at(s.losTo),
      };
  }

  const rings: Readout['rings'] = [];
  if (Object.values(s.rings).some(Boolean)) {
    for (const pointer of s.selection) {
      const m = editor.modelIndex(pointer);
      if (m >= 0) rings.push({ pointer, at: at(pointer), rings: ringsOf(st, m), weapon: s.weapon });
    }
  }

  let reach: Readout['reach'] = null;
  if (s.reachOf) {
    const m = editor.modelIndex(s.reachOf);
    if (m >= 0) reach = { pointer: s.reachOf, reach: moveReach(st, m, s.reachMoves) };
  }
  return { unavailable: null, tape, sight, rings, reach };
}
