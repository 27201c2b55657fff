/**
 * The table editor's commands as pure functions of the scene: placing and moving models refuses overlapping bases
 * (AD-25) and bases off the table (AD-5); pieces are drawn, moved, turned, reshaped, duplicated and deleted; every
 * result is a small patch after which the skirmish still validates.
 */
import { describe, expect, it } from 'vitest';
import type { SkirmishScenario, TerrainPiece } from '../../../../src/engine/generated/types/skirmish';
import { addTerrain } from '../../../../src/renderer/rulesets/universalis/table/commands/add-terrain';
import { addZone } from '../../../../src/renderer/rulesets/universalis/table/commands/add-zone';
import { deleteItems } from '../../../../src/renderer/rulesets/universalis/table/commands/delete';
import { duplicateItems } from '../../../../src/renderer/rulesets/universalis/table/commands/duplicate';
import { setMission } from '../../../../src/renderer/rulesets/universalis/table/commands/mission';
import { moveItems } from '../../../../src/renderer/rulesets/universalis/table/commands/move';
import { placeModel } from '../../../../src/renderer/rulesets/universalis/table/commands/place-model';
import {
  addVertex,
  dragHandle,
  removeVertex,
} from '../../../../src/renderer/rulesets/universalis/table/commands/reshape';
import { rotateItems } from '../../../../src/renderer/rulesets/universalis/table/commands/rotate';
import { diffOps } from '../../../../src/renderer/rulesets/universalis/table/commands/types';
import { copyItems, pasteItems } from '../../../../src/renderer/rulesets/universalis/table/commands/paste';
import { placeObject } from '../../../../src/renderer/rulesets/universalis/table/commands/place-object';
import { rectPts } from '../../../../src/renderer/rulesets/universalis/table/geometry';
import { itemsAt } from '../../../../src/renderer/rulesets/universalis/table/scene';
import { newSkirmish, newUnits } from '../../../../src/renderer/rulesets/universalis/templates';
import { parseDocument, validateDocument } from '../../../../src/engine/format/index';
import { after, problems, scene, t, validateSkirmish } from './helpers';

const fresh = (): SkirmishScenario => JSON.parse(newSkirmish('Test'));
const model = (s: SkirmishScenario, side: 'a' | 'b', i: number) =>
  scene(s).byPointer.get(`/sides/${side}/models/${i}`)!;

describe('New skirmish and New unit cards', () => {
  it('is valid as it comes: Standard A on the Salt Frontier cards', () => {
    expect(problems(validateSkirmish(fresh()))).toEqual([]);
  });

  it('names its sides and zones in the UI language', () => {
    const de = JSON.parse(
      newSkirmish('Neues Scharmützel', {
        language: 'de',
        words: { sideA: 'Blau', sideB: 'Rot', south: 'Südrand', north: 'Nordrand' },
      }),
    );
    expect([de.title, de.language, de.zones[0].name, de.sides.b.name]).toEqual([
      { de: 'Neues Scharmützel' },
      'de',
      { de: 'Südrand' },
      { de: 'Rot' },
    ]);
    expect(problems(validateSkirmish(de))).toEqual([]);
  });

  it('starts unit cards valid too', () => {
    const r = validateDocument(parseDocument(newUnits('New unit cards'), 'x.units.json'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('placing models (UN-5.4, AD-25, AD-5)', () => {
  it('places a model of a card for a side with a fresh id from the card', () => {
    const s = fresh();
    const r = placeModel(scene(s), 'a', 'warden-rifleman', [30, 84], t);
    expect(r.refused).toBeUndefined();
    const s2 = after(s, r);
    expect(s2.sides.a.models.at(-1)).toEqual({
      id: 'warden-rifleman-2',
      card: 'warden-rifleman',
      at: [30, 84],
    });
    expect(r.select).toEqual(['/sides/a/models/2']);
    expect(problems(validateSkirmish(s2))).toEqual([]);
  });

  it('refuses a base on another base, and says whose', () => {
    const s = fresh();
    const r = placeModel(scene(s), 'a', 'warden-rifleman', [41, 84.5], t);
    expect(r.ops).toEqual([]);
    expect(r.refused).toMatch(/universalis:refused.overlap/);
  });

  it('lets bases touch (AD-25) but not leave the table', () => {
    const s = fresh();
    expect(placeModel(scene(s), 'a', 'warden-rifleman', [42.5, 84], t).refused).toBeUndefined();
    expect(placeModel(scene(s), 'a', 'warden-rifleman', [0.5, 84], t).refused).toBe(
      'universalis:refused.offTable',
    );
  });

  it('makes the first model of a side without a leader its leader', () => {
    const s = fresh();
    s.sides.b.models = [s.sides.b.models[1]] as SkirmishScenario['sides']['b']['models'];
    const r = placeModel(scene(s), 'b', 'reaver-raider', [60, 6], t);
    expect(after(s, r).sides.b.models.at(-1)!.leader).toBe(true);
  });
});

describe('moving (drag, nudge)', () => {
  it('moves a model and writes only its position', () => {
    const s = fresh();
    const r = moveItems(scene(s), [model(s, 'a', 0)], 5, -2, t);
    expect(r.ops).toEqual([{ op: 'replace', path: '/sides/a/models/0/at', value: [45, 82] }]);
  });

  it('refuses to move a model onto another base or off the table', () => {
    const s = fresh();
    expect(moveItems(scene(s), [model(s, 'a', 0)], 9, 0, t).refused).toMatch(/overlap/);
    expect(moveItems(scene(s), [model(s, 'a', 0)], 0, 6, t).refused).toBe('universalis:refused.offTable');
  });

  it('moves two models side by side together (they do not block each other)', () => {
    const s = fresh();
    const r = moveItems(scene(s), [model(s, 'a', 0), model(s, 'a', 1)], 0, -20, t);
    expect(r.refused).toBeUndefined();
    expect(problems(validateSkirmish(after(s, r)))).toEqual([
      'deployment-outside-zone /sides/a/models/0/at',
      'deployment-outside-zone /sides/a/models/1/at',
    ]);
  });

  it('holds a piece on the table: the move stops at the edge', () => {
    let s = fresh();
    s = after(
      s,
      addTerrain(scene(s), rectPts([80, 40], [88, 50]), { type: 'building', kind: 'solid', height: 6 }, t),
    );
    const piece = scene(s).byPointer.get('/table/terrain/0')!;
    const r = moveItems(scene(s), [piece], 10, 0, t);
    expect((after(s, r).table.terrain[0] as TerrainPiece).polygon.map((p) => p[0])).toEqual([82, 90, 90, 82]);
  });
});

describe('drawing, turning and reshaping terrain (UN-9.1, DM-3)', () => {
  it('adds a building drawn as a rectangle, selected, with an id from its type', () => {
    const s = fresh();
    const r = addTerrain(
      scene(s),
      rectPts([20, 30], [32, 40]),
      { type: 'building', kind: 'solid', height: 8 },
      t,
    );
    const s2 = after(s, r);
    expect(s2.table.terrain[0]).toEqual({
      id: 'building-1',
      type: 'building',
      kind: 'solid',
      height: 8,
      polygon: [
        [20, 30],
        [32, 30],
        [32, 40],
        [20, 40],
      ],
    });
    expect(r.select).toEqual(['/table/terrain/0']);
    expect(problems(validateSkirmish(s2))).toEqual([]);
  });

  it('refuses a piece with fewer than three corners or off the table', () => {
    const s = fresh();
    expect(
      addTerrain(
        scene(s),
        [
          [1, 1],
          [2, 2],
        ],
        { type: 'forest', kind: 'area', height: 6 },
        t,
      ).refused,
    ).toBe('universalis:refused.fewCorners');
    expect(
      addTerrain(scene(s), rectPts([85, 30], [95, 40]), { type: 'forest', kind: 'area', height: 6 }, t)
        .refused,
    ).toBe('universalis:refused.pieceOffTable');
  });

  it('turns a piece around its centre', () => {
    let s = fresh();
    s = after(
      s,
      addTerrain(scene(s), rectPts([40, 40], [50, 44]), { type: 'building', kind: 'solid', height: 6 }, t),
    );
    const r = rotateItems(scene(s), [scene(s).byPointer.get('/table/terrain/0')!], 90, t);
    expect((after(s, r).table.terrain[0] as TerrainPiece).polygon).toEqual([
      [47, 37],
      [47, 47],
      [43, 47],
      [43, 37],
    ]);
  });

  it('refuses to turn round bases', () => {
    const s = fresh();
    expect(rotateItems(scene(s), [model(s, 'a', 0)], 45, t).refused).toBe('universalis:refused.cannotTurn');
  });

  it('drags a corner, adds a corner on an edge and removes one, never below three', () => {
    let s = fresh();
    s = after(
      s,
      addTerrain(
        scene(s),
        [
          [40, 40],
          [50, 40],
          [45, 48],
        ],
        { type: 'ruin', kind: 'area', height: 3 },
        t,
      ),
    );
    const piece = () => scene(s).byPointer.get('/table/terrain/0')!;
    s = after(s, dragHandle(scene(s), piece(), { id: 'v2', at: [45, 48], kind: 'vertex' }, [45, 50], t));
    expect((s.table.terrain[0] as TerrainPiece).polygon[2]).toEqual([45, 50]);
    s = after(s, addVertex(scene(s), piece(), 0, [45, 38], t));
    expect((s.table.terrain[0] as TerrainPiece).polygon).toHaveLength(4);
    s = after(s, removeVertex(scene(s), piece(), 1, t));
    expect((s.table.terrain[0] as TerrainPiece).polygon).toHaveLength(3);
    expect(removeVertex(scene(s), piece(), 0, t).refused).toBe('universalis:refused.fewCorners');
  });
});

describe('zones, duplicates, deleting', () => {
  it('adds a circle zone and a polygon zone with fresh ids', () => {
    let s = fresh();
    s = after(s, addZone(scene(s), { circle: { at: [45, 45], radius: 10 } }, t, 'en'));
    s = after(s, addZone(scene(s), { polygon: rectPts([0, 0], [15, 15]) }, t, 'en'));
    expect(s.zones.map((z) => z.id)).toEqual(['south-edge', 'north-edge', 'zone-1', 'zone-2']);
  });

  it('duplicates with fresh ids, 3 cm aside', () => {
    const s = fresh();
    const r = duplicateItems(scene(s), [model(s, 'b', 1)], t);
    const s2 = after(s, r);
    expect(s2.sides.b.models.at(-1)).toMatchObject({ id: 'reaver-raider-2', at: [53, 9] });
    expect(s2.sides.b.models.at(-1)!.leader).toBeUndefined();
  });

  it('keeps the last zone and each side’s last model', () => {
    const s = fresh();
    const sc = scene(s);
    expect(deleteItems(sc, [sc.byPointer.get('/zones/0')!, sc.byPointer.get('/zones/1')!], t).refused).toBe(
      'universalis:refused.lastZone',
    );
    expect(deleteItems(sc, [model(s, 'a', 0), model(s, 'a', 1)], t).refused).toMatch(/lastModel/);
    const r = deleteItems(sc, [model(s, 'a', 0), model(s, 'b', 1), model(s, 'a', 1)].slice(0, 2), t);
    expect(r.ops).toEqual([
      { op: 'remove', path: '/sides/a/models/0' },
      { op: 'remove', path: '/sides/b/models/1' },
    ]);
  });
});

describe('copy and paste', () => {
  it('pastes copies moved where asked, with fresh ids, a building and a model together', () => {
    let s = fresh();
    s = after(
      s,
      addTerrain(scene(s), rectPts([20, 30], [30, 36]), { type: 'building', kind: 'solid', height: 6 }, t),
    );
    const sc = scene(s);
    const clip = copyItems(sc, [sc.byPointer.get('/table/terrain/0')!, model(s, 'a', 1)]);
    expect(clip.origin).toEqual([20, 30]);
    const r = pasteItems(sc, clip, 10, -20, t);
    const s2 = after(s, r);
    expect((s2.table.terrain[1] as TerrainPiece).polygon[0]).toEqual([30, 10]);
    expect(s2.table.terrain[1].id).toBe('building-2');
    expect(s2.sides.a.models.at(-1)).toMatchObject({ id: 'warden-rifleman-2', at: [60, 64] });
    expect(r.select).toEqual(['/table/terrain/1', '/sides/a/models/2']);
  });

  it('refuses a paste that puts a base on another or off the table', () => {
    const s = fresh();
    const sc = scene(s);
    const clip = copyItems(sc, [model(s, 'a', 1)]);
    expect(pasteItems(sc, clip, 0, 0, t).refused).toMatch(/overlap/);
    expect(pasteItems(sc, clip, 45, 0, t).refused).toBe('universalis:refused.offTable');
  });

  it('starts the objects list when the table has none', () => {
    let s = fresh();
    s = after(s, placeObject(scene(s), [45, 45], true, t, 'en'));
    const sc = scene(s);
    const clip = copyItems(sc, [sc.byPointer.get('/table/objects/0')!]);
    const s2 = after(s, pasteItems(sc, clip, 5, 0, t));
    expect(s2.table.objects!.map((o) => [o.id, o.at])).toEqual([
      ['crate-1', [45, 45]],
      ['crate-2', [50, 45]],
    ]);
  });
});

describe('the mission in the inspector (AD-67)', () => {
  it('sets each standard mission with the victory condition it implies', () => {
    const s = fresh();
    expect(after(s, setMission(s, 'a', 'objects', t)).sides.a.mission).toMatchObject({
      standard: 'objects',
      checkAt: 'phase-end',
      victory: [{ 'objects-in-zone': { zone: 'south-edge', count: 3 } }],
    });
    expect(after(s, setMission(s, 'a', 'standard-b', t)).sides.a.mission).toMatchObject({
      standard: 'standard-b',
      victory: ['all-enemies-gone'],
    });
  });
});

describe('picking and patches', () => {
  it('picks the topmost item: a model over the zone it stands in', () => {
    const s = fresh();
    expect(itemsAt(scene(s), [40, 84], 0.1, () => true)[0].pointer).toBe('/sides/a/models/0');
    expect(itemsAt(scene(s), [20, 84], 0.1, () => true)[0].pointer).toBe('/zones/0');
  });

  it('writes the smallest patch: only the properties that changed', () => {
    expect(diffOps('/x', { a: 1, b: [1, 2], c: 3 }, { a: 1, b: [1, 3], d: 4 })).toEqual([
      { op: 'replace', path: '/x/b', value: [1, 3] },
      { op: 'remove', path: '/x/c' },
      { op: 'add', path: '/x/d', value: 4 },
    ]);
  });
});
