/**
 * Zone names never print over each other (issue 13's known limit: in the Extraction mission the exit squares sit in
 * the deployment zones' corners, and both names were written in the same corner), nor over the sizes written along
 * the zones' edges (the 15 cm exit squares wrote "15 cm" under their names and their names ran past the table's edge).
 * DM-5 zones, as the upstream drawings label them: each name inside its own zone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Zone } from '../../../../src/engine/generated/types/skirmish';
import { inPolygon } from '../../../../src/renderer/rulesets/universalis/table/geometry';
import {
  LINE_HEIGHT,
  zoneLabelSpots,
  type LabelSpot,
} from '../../../../src/renderer/rulesets/universalis/table/kinds/zone-labels';
import {
  edgeSizeSpots,
  SIZE_LABEL_CM,
} from '../../../../src/renderer/rulesets/universalis/table/kinds/zone-sizes';
import { scene, skirmishSample } from './helpers';

const nameOf = (lang: 'en' | 'de' | 'fr') => (z: Zone) =>
  (z.name as Record<string, string> | undefined)?.[lang] ?? z.id;

/** The box a name takes, as the placement estimates it (a bold face runs about 0.6 em per character). */
function box(spot: LabelSpot) {
  const w = Math.max(...spot.lines.map((l) => l.length)) * spot.size * 0.6;
  const x0 = spot.align === 'left' ? spot.at[0] : spot.at[0] - w / 2;
  return { x0, y0: spot.at[1], x1: x0 + w, y1: spot.at[1] + spot.lines.length * spot.size * LINE_HEIGHT };
}

function sizeBox(at: readonly number[], cm: number) {
  const w = `${cm} cm`.length * SIZE_LABEL_CM * 0.6;
  const h = (SIZE_LABEL_CM * LINE_HEIGHT) / 2;
  return { x0: at[0] - w / 2, y0: at[1] - h, x1: at[0] + w / 2, y1: at[1] + h };
}

describe('zone names (DM-5)', () => {
  for (const sample of ['ashfall-extraction', 'beacon-salvage', 'gull-point-drill', 'saltmarsh-crossing'])
    for (const lang of ['en', 'de', 'fr'] as const)
      it(`${sample} (${lang}): every name inside its zone, no two overlapping, none on a size`, () => {
        const doc = skirmishSample(sample);
        const spots = zoneLabelSpots(doc, lang, nameOf(lang));
        const boxes = [];
        for (const zone of doc.zones ?? []) {
          if (!('polygon' in zone)) continue;
          const spot = spots.get(zone)!;
          const b = box(spot);
          for (const corner of [
            [b.x0, b.y0],
            [b.x1, b.y0],
            [b.x0, b.y1],
            [b.x1, b.y1],
          ])
            expect(inPolygon(zone.polygon, corner), `${zone.id} ${corner}`).toBe(true);
          expect(spot.lines.join(' ').replace('- ', '-'), zone.id).toBe(nameOf(lang)(zone));
          boxes.push({ id: zone.id, ...b });
        }
        for (const zone of doc.zones ?? [])
          if ('polygon' in zone)
            for (const s of edgeSizeSpots(zone.polygon))
              boxes.push({ id: `${zone.id} ${s.cm} cm`, ...sizeBox(s.at, s.cm) });
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i];
            const b = boxes[j];
            const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
            expect(apart, `${a.id} and ${b.id}`).toBe(true);
          }
      });

  it('the Extraction exits keep their corner (below the size on their top edge); the deployment names move clear', () => {
    const doc = skirmishSample('ashfall-extraction');
    const spots = zoneLabelSpots(doc, 'en', nameOf('en'));
    const byId = new Map((doc.zones ?? []).map((z) => [z.id, spots.get(z)!]));
    expect(byId.get('north-west-exit')!.at[0]).toBe(1.2);
    expect(byId.get('north-west-exit')!.at[1]).toBeLessThan(5);
    expect(byId.get('north-west-l')!.at[0]).toBeGreaterThan(15);
  });

  it('a name wider than its 15 cm exit square breaks into two lines at full size', () => {
    const doc = skirmishSample('ashfall-extraction');
    const spots = zoneLabelSpots(doc, 'en', nameOf('en'));
    const exit = spots.get((doc.zones ?? []).find((z) => z.id === 'south-east-exit')!)!;
    expect(exit.lines).toEqual(['South-east', 'extraction']);
    expect(exit.size).toBe(1.4);
  });

  it("a ring's name sits just inside its top, off the models deployed around its middle (Beacon's signal ring)", () => {
    const doc = skirmishSample('beacon-salvage');
    const ring = (doc.zones ?? []).find((z) => 'circle' in z)!;
    const { at, radius } = (ring as { circle: { at: number[]; radius: number } }).circle;
    const label = scene(doc).layers.zones.find((p) => p.t === 'text' && p.text === nameOf('en')(ring)) as
      { x: number; y: number } | undefined;
    expect(label).toBeDefined();
    expect(label!.y).toBeCloseTo(at[1] - radius + 1.6, 6);
    for (const side of ['a', 'b'] as const)
      for (const m of doc.sides[side].models)
        expect(Math.hypot(m.at[0] - label!.x, m.at[1] - label!.y)).toBeGreaterThan(2.5);
  });

  it("a ring's size sits just outside its bottom, clear of the models in the ring and their names (Beacon's signal ring)", () => {
    const doc = skirmishSample('beacon-salvage');
    const ring = (doc.zones ?? []).find((z) => 'circle' in z)!;
    const { at, radius } = (ring as { circle: { at: number[]; radius: number } }).circle;
    const size = scene(doc).layers.zones.find(
      (p) => p.t === 'text' && String(p.text).startsWith('universalis:table.radius'),
    ) as { x: number; y: number; size: number } | undefined;
    expect(size).toBeDefined();
    // Its whole line below the ring: a model inside writes its name no lower than the ring's edge.
    expect(size!.y - size!.size / 2).toBeGreaterThanOrEqual(at[1] + radius);
    const names = scene(doc).layers.models.filter((p) => p.t === 'text' && (p as { size: number }).size === 1) as {
      y: number;
      baseline: string;
    }[];
    for (const n of names) if (n.baseline === 'top') expect(n.y + 1 <= size!.y - size!.size / 2 || n.y > size!.y).toBe(true);
  });

  it('the drawn table writes each zone name at its spot', () => {
    const doc = skirmishSample('ashfall-extraction');
    const texts = scene(doc).layers.zones.filter(
      (p) => p.t === 'text' && /extraction|deployment/.test(String(p.text)),
    );
    const at = texts.map((p) => `${(p as { x: number }).x},${(p as { y: number }).y}`);
    expect(new Set(at).size).toBe(at.length);
  });

  it('any outline, however odd, gets a finite spot in bounded time', () => {
    const coord = fc.oneof(
      fc.double({ min: -200, max: 300, noNaN: true }),
      fc.constantFrom(1e308, -1e308, 0, 90),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.tuple(coord, coord), { minLength: 3, maxLength: 12 }), { maxLength: 6 }),
        (polys) => {
          const doc = { zones: polys.map((polygon, i) => ({ id: `z${i}`, polygon })) } as never;
          const spots = zoneLabelSpots(doc, 'en', (z) => z.id);
          for (const s of spots.values())
            expect(s.at.every(Number.isFinite) || s.align === 'center').toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
