/**
 * Issue 15 (Universal VTT): every sample's `.dd2vtt`, read the way Foundry's Universal Battlemap Importer and
 * draft2fgu read it — walls and obstructions both honour, no zero-length walls, the picture the size the grid says.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { exporterFor } from '../../../src/engine/node/export';
import { drawMission, indexCatalog, outlineSegments, type Square } from '../../../src/engine/rulesets/sine-tempore/print';
import { Terrain } from '../../../src/engine/rulesets/sine-tempore/board/grid';
import { fguOccluders, foundryWalls, pngSize, polylineSegments, unitEdges, type Segment, type Vtt } from './vtt-readers';

const out = mkdtempSync(join(tmpdir(), 'vtt-files-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
copyFileSync('samples/sine-tempore-core.catalog.json', join(out, 'sine-tempore-core.catalog.json'));
const catalog = indexCatalog(JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog);
const load = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;

async function exportVtt(mission: Mission): Promise<Vtt> {
  const r = await exporterFor('mission')!.run({ document: mission, baseDir: out, outDir: join(out, mission.id), formats: ['vtt'], paper: 'a4' });
  return JSON.parse(readFileSync(r.files[0], 'utf8')) as Vtt;
}

/** What must block sight and movement, as unit edges: walls not opened by the mission, the board's edge, obstructions. */
function expected(mission: Mission) {
  const d = drawMission(mission, catalog);
  const board = d.final!;
  const onBoard: Square[] = [];
  const blocking = new Set<string>();
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++) {
      const t = board.terrainAt(x, y);
      if (t !== Terrain.offBoard && t !== Terrain.nonZone) onBoard.push([x, y]);
      if (t === Terrain.obstruction) blocking.add(`${x},${y}`);
    }
  for (const p of d.pieces) {
    if (p.piece.kind !== 'scenic') continue;
    const def = catalog.elements.get((p.piece.value as { element: string }).element);
    if (def?.category === 'light-obstruction' || def?.category === 'solid-obstruction') for (const [x, y] of p.piece.squares) blocking.add(`${x},${y}`);
  }
  const squares = [...blocking].map((k) => k.split(',').map(Number) as unknown as Square);
  const edges = (segs: number[][]) => new Set(segs.flatMap((s) => unitEdges(s as Segment)));
  return {
    walls: edges(d.walls.map((w) => [w.x1, w.y1, w.x2, w.y2])),
    outline: edges(outlineSegments(onBoard)),
    obstructions: edges(outlineSegments(squares)),
    blocking: squares,
  };
}

describe.each(['tutorial', 'verdant-sweep', 'relay-station'])('%s.dd2vtt', (name) => {
  test('the picture is map_size × pixels_per_grid', async () => {
    const vtt = await exportVtt(load(name));
    const { map_size, pixels_per_grid } = vtt.resolution;
    expect(pngSize(vtt.image)).toEqual([map_size.x * pixels_per_grid, map_size.y * pixels_per_grid]);
  });

  test('Foundry (default options): obstructions block sight, walls and the board edge too, no zero-length wall, one wall per polyline step', async () => {
    const mission = load(name);
    const vtt = await exportVtt(mission);
    const e = expected(mission);
    const { walls, doors } = foundryWalls(vtt);
    for (const w of walls) expect(w[0] !== w[2] || w[1] !== w[3], `zero-length wall at ${w[0]},${w[1]}`).toBe(true);
    expect(walls).toHaveLength(vtt.line_of_sight.reduce((n, p) => n + p.length - 1, 0));
    const covered = new Set(walls.flatMap(unitEdges));
    const doorEdges = new Set(doors.flatMap(unitEdges));
    for (const k of e.obstructions) expect(covered.has(k), `obstruction edge ${k}`).toBe(true);
    for (const k of e.outline) expect(covered.has(k), `board edge ${k}`).toBe(true);
    for (const k of e.walls) expect(covered.has(k) || doorEdges.has(k), `wall ${k}`).toBe(true);
    if (e.blocking.length) expect(e.obstructions.size).toBeGreaterThan(0);
  });

  test('Fantasy Grounds (draft2fgu): the same walls and obstructions as occluders, obstructions as closed outlines', async () => {
    const mission = load(name);
    const vtt = await exportVtt(mission);
    const e = expected(mission);
    const { walls } = fguOccluders(vtt);
    const covered = new Set(walls.flatMap((p) => polylineSegments(p).flatMap(unitEdges)));
    for (const k of e.obstructions) expect(covered.has(k), `obstruction edge ${k}`).toBe(true);
    for (const k of e.outline) expect(covered.has(k), `board edge ${k}`).toBe(true);
    // Every obstruction outline of objects_line_of_sight is a closed polyline of line_of_sight too.
    const key = (p: { x: number; y: number }[]) => p.map((q) => `${q.x},${q.y}`).sort().join(' ');
    const sight = new Set(walls.map(key));
    for (const o of vtt.objects_line_of_sight ?? []) {
      expect(o[0]).toEqual(o[o.length - 1]);
      expect(sight.has(key(o))).toBe(true);
    }
  });
});
