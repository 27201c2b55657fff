import { describe, expect, test } from 'vitest';
import type { EnemyGroup, Mission } from '../../../../src/engine/generated/types/mission';
import { clampDelta, copyPieces, deletePieces, duplicatePieces, movePieces, pasteItems, placeEntry, rotatePieces } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/pieces';
import { comparePointersDescending } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/batch';
import { Ids, idBase } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/ids';
import { UTILS, type PaletteEntry } from '../../../../src/renderer/rulesets/sine-tempore/mission/kinds';
import { docOf, env, missionOf, roundTrip, sceneOf } from './fixtures';

const entry = (kind: PaletteEntry['kind'], ref: string, label = ref): PaletteEntry => ({ key: `${kind}:${ref}`, kind, ref, label, picture: 'cube', group: 'markers' });
const pieces = (doc: ReturnType<typeof docOf>, ...pointers: string[]) => pointers.map((p) => sceneOf(doc).byPointer.get(p)!);

describe('placing from the palette', () => {
  test('a scenic element gets a fresh id and is selected; undo and redo give back the texts', () => {
    const doc = docOf();
    const r = placeEntry(missionOf(doc), entry('scenic', 'boulder'), [2, 2], env);
    expect(r.select).toEqual(['/scenicElements/3']);
    roundTrip(doc, r.ops);
    expect(missionOf(doc).scenicElements![3]).toEqual({ id: 'boulder-1', element: 'boulder', at: [2, 2] });
  });

  test('a tile gets the next free label; a connector none', () => {
    const doc = docOf();
    roundTrip(doc, placeEntry(missionOf(doc), entry('tile', 'fungal-hollow'), [10, 0], env).ops);
    expect(missionOf(doc).board.tiles[1]).toEqual({ tile: 'fungal-hollow', at: [10, 0], rotation: 0, label: 'B' });
    roundTrip(doc, placeEntry(missionOf(doc), entry('tile', 'narrow-ridge'), [20, 0], env).ops);
    expect(missionOf(doc).board.tiles[2]).toEqual({ tile: 'narrow-ridge', at: [20, 0], rotation: 0 });
  });

  test('an enemy starts a new group, and joins the group of a selected model of the same miniature (ST-18)', () => {
    const doc = docOf();
    const alone = placeEntry(missionOf(doc), entry('enemy', 'reed-sniper'), [4, 4], env);
    roundTrip(doc, alone.ops);
    expect(alone.select).toEqual(['/enemyGroups/1/models/0']);
    expect(missionOf(doc).enemyGroups![1]).toEqual({ id: 'reed-snipers-1', state: 'waiting', sector: 1, models: [{ id: 'reed-sniper-1', enemy: 'reed-sniper', at: [4, 4] }] });
    const joined = placeEntry(missionOf(doc), entry('enemy', 'reed-sniper'), [5, 4], env, pieces(doc, '/enemyGroups/1/models/0'));
    roundTrip(doc, joined.ops);
    expect(joined.select).toEqual(['/enemyGroups/1/models/1']);
    // A gnawling selected does not pull a reed sniper into its group.
    const other = placeEntry(missionOf(doc), entry('enemy', 'reed-sniper'), [6, 4], env, pieces(doc, '/enemyGroups/0/models/0'));
    expect(other.select).toEqual(['/enemyGroups/2/models/0']);
  });

  test('a hero already taking part moves instead; a fifth hero is refused', () => {
    const doc = docOf();
    roundTrip(doc, placeEntry(missionOf(doc), entry('hero', 'ilse-marrow'), [2, 9], env).ops);
    expect(missionOf(doc).heroes[0].start).toEqual([2, 9]);
    for (const h of ['seren-voss', 'amaru-quell']) doc.patch(placeEntry(missionOf(doc), entry('hero', h), [1, 8], env).ops);
    const fifth = { ...missionOf(doc), heroes: [...missionOf(doc).heroes] };
    expect(fifth.heroes).toHaveLength(4);
    const refused = placeEntry({ ...fifth, heroes: fifth.heroes.map((h, i) => ({ ...h, hero: `h${i}` })) as Mission['heroes'] }, entry('hero', 'ilse-marrow'), [0, 0], env);
    expect(refused.ops).toEqual([]);
    expect(refused.refused).toBe('mission:refused.fourHeroes');
  });

  test('markers: a spawn point with a draft rule, an object of a kind, a loot token, a zone', () => {
    const doc = docOf();
    for (const e of [entry('spawn', 'draft'), entry('object', 'door', 'Door'), entry('loot', 'token'), entry('zone', 'new')]) {
      roundTrip(doc, placeEntry(missionOf(doc), e, [3, 3], env).ops);
    }
    const m = missionOf(doc);
    expect(m.spawnPoints).toEqual([{ id: 'spawn-1', at: [3, 3], rule: { draft: { cards: 1 } }, atStart: false, state: 'combat' }]);
    expect(m.objects![1]).toEqual({ id: 'door-1', name: { en: 'Door' }, kind: 'door', at: [3, 3], ap: 1, effects: [] });
    expect(m.loot![2]).toEqual({ id: 'loot-3', at: [3, 3] });
    expect(m.zones).toEqual([{ id: 'zone-1', name: { en: 'mission:defaults.zoneName {"n":"1"}' }, squares: [[3, 3]] }]);
  });
});

describe('moving, turning, deleting', () => {
  test('several pieces move together as one step, and never off the top or left of the grid', () => {
    const doc = docOf();
    const sel = pieces(doc, '/scenicElements/0', '/enemyGroups/0/models/2');
    expect(clampDelta(sel, -10, -10)).toEqual([-3, 0]);
    const r = movePieces(missionOf(doc), sel, -10, 1, env);
    roundTrip(doc, r.ops);
    const m = missionOf(doc);
    expect(m.scenicElements![0].at).toEqual([0, 6]);
    expect(m.enemyGroups![0].models[2].at).toEqual([5, 1]);
    // The deployment zone already touches the left edge: it cannot go further left.
    expect(movePieces(missionOf(doc), pieces(doc, '/deployment'), -1, 0, env).ops).toEqual([]);
    roundTrip(doc, movePieces(missionOf(doc), pieces(doc, '/deployment'), 2, -1, env).ops);
    expect(missionOf(doc).deployment.rects).toEqual([{ from: [2, 7], to: [4, 8] }]);
  });

  test('R turns tiles and elements a quarter turn in place, skips what does not turn, and wraps at 270', () => {
    const doc = docOf();
    const r = rotatePieces(missionOf(doc), pieces(doc, '/board/tiles/0', '/scenicElements/1', '/heroes/0'), env);
    roundTrip(doc, r.ops);
    expect(missionOf(doc).board.tiles[0].rotation).toBe(90);
    expect(missionOf(doc).scenicElements![1].rotation).toBe(90);
    for (let i = 0; i < 3; i++) doc.patch(rotatePieces(missionOf(doc), pieces(doc, '/board/tiles/0'), env).ops);
    expect(missionOf(doc).board.tiles[0].rotation).toBe(0);
    expect(rotatePieces(missionOf(doc), pieces(doc, '/heroes/0'), env).refused).toBe('mission:refused.cannotRotate');
  });

  test('deleting models of a group removes the models; deleting all of them removes the group', () => {
    const doc = docOf();
    roundTrip(doc, deletePieces(missionOf(doc), pieces(doc, '/enemyGroups/0/models/0', '/enemyGroups/0/models/2'), env).ops);
    expect(missionOf(doc).enemyGroups![0].models.map((x) => x.id)).toEqual(['scout-2']);
    roundTrip(doc, deletePieces(missionOf(doc), pieces(doc, '/enemyGroups/0/models/0'), env).ops);
    expect(missionOf(doc).enemyGroups).toEqual([]);
  });

  test('several items of one list are deleted highest index first; what a mission needs is kept', () => {
    const doc = docOf();
    const r = deletePieces(missionOf(doc), pieces(doc, '/scenicElements/0', '/scenicElements/2', '/deployment', '/loot/1'), env);
    roundTrip(doc, r.ops);
    expect(missionOf(doc).scenicElements!.map((s) => s.id)).toEqual(['rock-1']);
    expect(missionOf(doc).loot!.map((s) => s.id)).toEqual(['loot-1']);
    expect(missionOf(doc).deployment).toBeDefined();
    expect(deletePieces(missionOf(doc), pieces(doc, '/deployment', '/board/tiles/0'), env).refused).toBe('mission:refused.cannotDelete');
  });

  test('pointers sort so that removing one never shifts another not yet removed', () => {
    expect(['/enemyGroups/0', '/enemyGroups/1/models/0', '/loot/2', '/loot/10', '/enemyGroups/1/models/3'].sort(comparePointersDescending)).toEqual([
      '/loot/10',
      '/loot/2',
      '/enemyGroups/1/models/3',
      '/enemyGroups/1/models/0',
      '/enemyGroups/0',
    ]);
  });
});

describe('copy, paste, duplicate', () => {
  test('copies get fresh ids; models copied from one group land together in one new group that keeps its settings', () => {
    const doc = docOf();
    const clip = copyPieces(missionOf(doc), pieces(doc, '/enemyGroups/0/models/0', '/enemyGroups/0/models/1', '/scenicElements/0'));
    expect(clip.origin).toEqual([3, 1]);
    const r = pasteItems(missionOf(doc), clip, [3, 6], env);
    roundTrip(doc, r.ops);
    const m = missionOf(doc);
    const group = m.enemyGroups![1] as EnemyGroup;
    expect(group.id).toBe('scouts-1');
    expect(group.state).toBe('waiting');
    expect(group.models).toEqual([
      { id: 'gnawling-1', enemy: 'gnawling', at: [7, 6] },
      { id: 'gnawling-2', enemy: 'gnawling', at: [8, 6] },
    ]);
    expect(m.scenicElements![3]).toEqual({ id: 'thornbush-1', element: 'thornbush', at: [3, 10] });
    expect(r.select).toEqual(['/enemyGroups/1/models/0', '/enemyGroups/1/models/1', '/scenicElements/3']);
  });

  test('pasting into another mission works the same (the clipboard is plain data)', () => {
    const from = docOf();
    const to = docOf('relay-station');
    const clip = copyPieces(missionOf(from), pieces(from, '/scenicElements/1', '/heroes/1'));
    const r = pasteItems(missionOf(to), clip, [0, 0], env);
    roundTrip(to, r.ops);
    // Tavish Korr is not in the relay station yet, so he joins; the boulder is copied with a new id.
    expect(missionOf(to).heroes.some((h) => h.hero === 'tavish-korr')).toBe(true);
    expect(missionOf(to).scenicElements!.at(-1)!.element).toBe('boulder');
  });

  test('duplicate puts copies one square down and right and selects them', () => {
    const doc = docOf();
    const r = duplicatePieces(missionOf(doc), pieces(doc, '/loot/0'), env);
    roundTrip(doc, r.ops);
    expect(missionOf(doc).loot![2]).toEqual({ id: 'loot-3', at: [6, 2] });
    expect(r.select).toEqual(['/loot/2']);
    // The deployment zone is one of a kind: nothing to duplicate.
    expect(duplicatePieces(missionOf(doc), pieces(doc, '/deployment'), env).refused).toBe('mission:refused.nothingToPaste');
  });
});

describe('ids', () => {
  test('fresh ids are unique across the mission and valid', () => {
    const doc = docOf();
    const ids = new Ids(missionOf(doc));
    expect(ids.next('loot')).toBe('loot-3');
    expect(ids.next('loot-7')).toBe('loot-4');
    expect(ids.next('Dornbusch Süd')).toBe('dornbusch-sud-1');
    expect(idBase('  !!  ')).toBe('item');
  });

  test('every kind with a palette offers entries, and every util names a schema the inspector can read', () => {
    const doc = docOf();
    for (const util of Object.values(UTILS)) {
      expect(util.schema.startsWith('/$defs/')).toBe(true);
      for (const e of util.palette?.(env.catalog, missionOf(doc), env.t, 'en') ?? []) expect(e.kind).toBe(util.kind.id);
    }
  });
});
