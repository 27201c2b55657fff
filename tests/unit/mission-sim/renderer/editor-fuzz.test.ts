/**
 * Nothing that validates may crash the simulator (issue 14, defect 1): missions built the way a designer builds
 * them — New mission, then the editor's own place/move commands and the inspector's fields — are validated with
 * the real validator and, when they pass, test-played and batched by the engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { validateText } from '../../../../src/engine/format';
import { compileMission } from '../../../../src/engine/rulesets/sine-tempore/rules/compile';
import { simulate } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import { indexCatalog } from '../../../../src/engine/rulesets/sine-tempore/print';
import { newMission } from '../../../../src/renderer/rulesets/sine-tempore/mission/template';
import { applyPatch } from '../../../../src/renderer/store/json-patch';
import { UTILS, type PaletteEntry } from '../../../../src/renderer/rulesets/sine-tempore/mission/kinds';
import { movePieces, placeEntry, type EditEnv } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/pieces';
import { SceneBuilder } from '../../../../src/renderer/rulesets/sine-tempore/mission/scene';
import { load, PlaySession } from '../../../../src/renderer/rulesets/sine-tempore/sim/play-session';
import { catalog as catalogOf, CATALOG_TEXT } from './fixtures';

const catalogJson = catalogOf();
const index = indexCatalog(catalogJson);
const env: EditEnv = { catalog: index, t: (k) => k, language: 'en' };
const entries: PaletteEntry[] = (() => {
  const m = JSON.parse(newMission('Fuzz')) as Mission;
  return Object.values(UTILS).flatMap((u) => u.palette?.(index, m, env.t, 'en') ?? []);
})();
const byKind = (kind: string) => entries.filter((e) => e.kind === kind);
const enemyIds = catalogJson.enemies.map((e) => e.id);

type Step =
  | { kind: 'place'; entry: number; at: [number, number] }
  | { kind: 'move'; piece: number; dx: number; dy: number }
  | { kind: 'spawnRule'; point: number; enemy: number; count: number; atStart: boolean }
  | { kind: 'spawnEvent'; point: number; at: number };

const square = fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('place' as const), entry: fc.nat(), at: square }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const), piece: fc.nat(), dx: fc.integer({ min: -2, max: 2 }), dy: fc.integer({ min: -2, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('spawnRule' as const), point: fc.nat(), enemy: fc.nat(), count: fc.integer({ min: 1, max: 3 }), atStart: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('spawnEvent' as const), point: fc.nat(), at: fc.integer({ min: 2, max: 11 }) }) },
);

/** The kinds a designer places while building an exploration, enemies and spawn points most (the heroes stay in the deployment zone). */
const placeable = [...byKind('enemy'), ...byKind('enemy'), ...Array(8).fill(byKind('spawn')[0]), ...byKind('scenic'), ...byKind('loot'), ...byKind('object')];

function build(steps: Step[]): Mission {
  let m = JSON.parse(newMission('Fuzz')) as Mission;
  const builder = new SceneBuilder();
  for (const s of steps) {
    let ops: { op: string; path: string; value?: unknown }[] = [];
    if (s.kind === 'place') ops = placeEntry(m, placeable[s.entry % placeable.length], s.at, env).ops;
    else if (s.kind === 'move') {
      const pieces = builder.build(m, index, 'en', { deployment: 'Deployment' }).pieces.filter((p) => p.kind !== 'tile' && p.kind !== 'deployment' && p.kind !== 'hero');
      if (pieces.length) ops = movePieces(m, [pieces[s.piece % pieces.length]], s.dx, s.dy, env).ops;
    } else if (s.kind === 'spawnRule' && m.spawnPoints?.length) {
      // The inspector's "Set enemies" and "Also at set-up".
      const i = s.point % m.spawnPoints.length;
      // Enemies already on the map first: their ids (`gnawling-1`) are the ones a spawn could repeat.
      const placed = (m.enemyGroups ?? []).flatMap((g) => g.models.map((x) => x.enemy));
      const pool = placed.length ? placed : enemyIds;
      ops = [
        { op: 'replace', path: `/spawnPoints/${i}/rule`, value: { fixed: [{ enemy: pool[s.enemy % pool.length], count: s.count }] } },
        { op: 'replace', path: `/spawnPoints/${i}/atStart`, value: s.atStart },
      ];
    } else if (s.kind === 'spawnEvent' && m.spawnPoints?.length) {
      const point = m.spawnPoints[s.point % m.spawnPoints.length].id;
      const event = { id: `wave-${(m.events?.length ?? 0) + 1}`, trigger: { at: `1.${s.at}` }, effects: [{ spawn: { point } }] };
      ops = m.events ? [{ op: 'add', path: '/events/-', value: event }] : [{ op: 'add', path: '/events', value: [event] }];
    }
    m = applyPatch(m, ops as never) as Mission;
  }
  return m;
}

describe('missions built with the editor’s own edits (issue 14, defect 1)', () => {
  test('the defect as reported: a Gnawling placed, a spawn point with Gnawling ×1 also at set-up — it plays and batches', () => {
    let m = JSON.parse(newMission('Untitled-1')) as Mission;
    m = applyPatch(m, placeEntry(m, byKind('enemy').find((e) => e.ref === 'gnawling')!, [5, 2], env).ops) as Mission;
    expect(m.enemyGroups?.[0].models[0].id).toBe('gnawling-1');
    m = applyPatch(m, placeEntry(m, byKind('spawn')[0], [3, 4], env).ops) as Mission;
    m = applyPatch(m, [
      { op: 'replace', path: '/spawnPoints/0/rule', value: { fixed: [{ enemy: 'gnawling', count: 1 }] } },
      { op: 'replace', path: '/spawnPoints/0/atStart', value: true },
    ]) as Mission;
    const result = validateText(JSON.stringify(m, null, 2), 'untitled-1.mission.json', { catalog: { text: CATALOG_TEXT, fileName: 'sine-tempore-core.catalog.json' } });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const loaded = load(m, catalogJson);
    if ('error' in loaded) throw new Error(loaded.error.message);
    const play = new PlaySession(loaded.cm, 1, 'heuristic');
    expect(new Set(play.view().models.map((x) => x.id)).size).toBe(play.view().models.length);
    expect(play.runToEnd().result).not.toBeNull();
    expect(simulate(loaded.cm, { runs: 200, seed: 1, policy: 'heuristic' }).games).toBe(200);
  });

  test('random missions that validate play to the end and batch without an error', () => {
    let played = 0;
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 14 }), fc.integer({ min: 1, max: 1_000_000 }), (steps, seed) => {
        const m = build(steps);
        const text = JSON.stringify(m, null, 2);
        const valid = validateText(text, 'fuzz.mission.json', { catalog: { text: CATALOG_TEXT, fileName: 'sine-tempore-core.catalog.json' } }).valid;
        if (!valid) return;
        played++;
        const cm = compileMission(m, catalogJson);
        const s = new PlaySession(cm, seed, 'heuristic').runToEnd();
        expect(s.result).not.toBeNull();
        expect(simulate(cm, { runs: 4, seed, policy: 'random' }).games).toBe(4);
      }),
      { numRuns: 60, seed: 14 },
    );
    // Most generated missions are valid: the property says something.
    expect(played).toBeGreaterThan(20);
  });
});
