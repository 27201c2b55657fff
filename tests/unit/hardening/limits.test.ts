// Issue 17: shared files never break the studio. Each test here failed before its fix.
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { validateText } from '../../../src/engine/format';
import { AREA_SQUARE_LIMIT, areaSquares } from '../../../src/engine/rulesets/sine-tempore/format/mission-checks';
import { schemaFindings, schemaFindingLimit } from '../../../src/engine/format/schema-errors';
import { validate as validateMission } from '../../../src/engine/generated/validators/mission.js';
import missionSchema from '../../../schemas/mission.schema.json';
import { compileMission, heroDef } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { emptyStats } from '../../../src/engine/rulesets/sine-tempore/batch/batch';
import { formatReport } from '../../../src/engine/rulesets/sine-tempore/batch/report';
import { drawMission, flattenDrawing, indexCatalog, MAP_LAYERS } from '../../../src/engine/rulesets/sine-tempore/print';

const catalogDoc = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const tutorial = () => JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')) as Mission;

describe('17.4 validation is linear in the number of schema errors', () => {
  test('the generated validators append errors in place (ajv copies the list per failing item with concat)', () => {
    for (const kind of ['mission', 'deck', 'catalog']) {
      const code = readFileSync(`src/engine/generated/validators/${kind}.js`, 'utf8');
      expect(code, kind).not.toContain('.concat(');
    }
  });

  test('20,000 bad elements: at most 1,000 problems are described, the rest counted in "and N more"', () => {
    const m = tutorial() as any;
    m.objects = Array.from({ length: 20_000 }, (_, i) => ({ id: `Bad Id ${i}` }));
    expect(validateMission(m)).toBe(false);
    expect(validateMission.errors!.length).toBeGreaterThan(20_000);
    const findings = schemaFindings(validateMission.errors!, missionSchema as any, m);
    expect(findings.length).toBe(schemaFindingLimit);
    expect(findings.omitted).toBeGreaterThan(18_000);
    const r = validateText(JSON.stringify(m, null, 2), 'many.mission.json');
    expect(r.valid).toBe(false);
    expect(r.diagnostics.length).toBe(501);
    const more = r.diagnostics.at(-1)!;
    expect(more.code).toBe('too-many-problems');
    expect(Number(/\d+/.exec(more.message.replace(/,/g, ''))![0])).toBeGreaterThan(19_000);
  });
});

describe('17.5 no spread of unbounded arrays', () => {
  test('the simulation report of a 400×400 board prints its wound map (Math.max(0, ...values) overflowed)', () => {
    const cm = compileMission(tutorial(), catalogDoc);
    const t = emptyStats(cm, 'heuristic', 1);
    const n = 400 * 400;
    t.games = 1;
    t.board = { width: 400, height: 400, onBoard: new Array<number>(n).fill(1) };
    t.heroWounds = Array.from({ length: n }, (_, i) => i % 7);
    t.enemyWounds = Array.from({ length: n }, (_, i) => i % 5);
    expect(() => formatReport(t)).not.toThrow();
  });

  test('a deployment zone of 250,000 squares draws (push(...prims) overflowed)', () => {
    const m = tutorial();
    m.deployment = { squares: Array.from({ length: 250_000 }, (_, i) => [i % 500, Math.floor(i / 500)] as [number, number]) };
    const drawing = drawMission(m, indexCatalog(catalogDoc), { language: 'en' });
    expect(flattenDrawing(drawing, new Set(MAP_LAYERS)).length).toBeGreaterThan(250_000);
  });

  test('the lint rule studio/no-unbounded-spread flags spreads into calls, not literals or rest parameters', async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const code = [
      'export function f(xs: number[], ys: number[], ...rest: number[]) {',
      '  xs.push(...ys);',
      '  const m = Math.max(0, ...xs);',
      '  const n = Math.min(...[1, 2]);',
      '  g(...rest);',
      '  return [m, n, ...xs];',
      '}',
      'function g(..._a: number[]) {}',
    ].join('\n');
    const [r] = await eslint.lintText(code, { filePath: 'src/engine/spread-probe.ts' });
    const lines = r.messages.filter((m) => m.ruleId === 'studio/no-unbounded-spread').map((m) => m.line);
    expect(lines).toEqual([2, 3]);
  });
});

describe('17.1 loops over user extents are bounded before they start', () => {
  test('a rectangle reaching to 1e308 or "-Infinity" is clipped to the schema range, not walked', () => {
    const huge = areaSquares({ rects: [{ from: [0, 8], to: [1e308, 9] }] } as any);
    expect(huge.length).toBe(2 * 1000);
    expect(areaSquares({ rects: [{ from: [0, 8], to: ['-Infinity', 9] }] } as any)).toEqual([]);
    expect(areaSquares({ rects: [{ from: [0, 0], to: [999, 999] }, { from: [0, 0], to: [999, 999] }] }).length).toBe(AREA_SQUARE_LIMIT);
    expect(areaSquares({ rects: [null, { from: 'x' }, { from: [1, 1], to: [1, 1] }] } as any)).toEqual([[1, 1]]);
  });
});

describe('17.6 what the simulator cannot play is a validation problem', () => {
  const catalogText = readFileSync('samples/sine-tempore-core.catalog.json', 'utf8');
  const check = (m: Mission) => validateText(JSON.stringify(m, null, 2), 'big.mission.json', { catalog: { fileName: 'sine-tempore-core.catalog.json', text: catalogText } });

  test('tiles reaching past 400 squares are `board-too-large` (the simulator refused 1000×1000 with exit 2)', () => {
    const m = tutorial();
    const last = m.board.tiles.length - 1;
    m.board.tiles[last].at = [990, 0];
    const r = check(m);
    expect(r.valid).toBe(false);
    const d = r.diagnostics.find((x) => x.code === 'board-too-large')!;
    expect(d.pointer).toBe(`/board/tiles/${last}/at`);
    expect(d.message).toContain('400');
    expect(() => compileMission(m, catalogDoc)).toThrow(/not supported/);
  });

  test('a board inside the limit is played, not refused', () => {
    const m = tutorial();
    expect(check(m).diagnostics.some((x) => x.code === 'board-too-large')).toBe(false);
    expect(() => compileMission(m, catalogDoc)).not.toThrow();
  });
});

describe('17.3 valid content never freezes the UI or the CLI', () => {
  test('a weapon listed 20,000 times gets unique attack names in one pass (the dedupe was quadratic: 69 s)', () => {
    const hero = catalogDoc.heroes[0];
    const weapon = catalogDoc.equipment.find((e) => (e.attacks?.length ?? 0) > 0 && !e.restrictions)!;
    const rs = { closeCombat: [], ranged: [], psionic: [] } as any;
    const small = heroDef(hero, { equipment: [weapon.id, weapon.id, weapon.id], skills: [] }, catalogDoc, rs, []);
    const base = small.attacks[0].name;
    expect(small.attacks.map((a) => a.name).slice(0, 3 * weapon.attacks!.length).filter((n) => n === base || n.startsWith(`${base}-`))).toEqual([base, `${base}-2`, `${base}-3`].slice(0, 3));
    const big = heroDef(hero, { equipment: new Array<string>(20_000).fill(weapon.id), skills: [] }, catalogDoc, rs, []);
    const names = big.attacks.map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(`${base}-20000`);
  });
});
