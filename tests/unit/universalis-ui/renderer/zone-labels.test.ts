/**
 * Zone names never print over each other (issue 13's known limit: in the Extraction mission the exit squares sit in
 * the deployment zones' corners, and both names were written in the same corner). DM-5 zones, as the upstream
 * drawings label them: each name inside its own zone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Zone } from '../../../../src/engine/generated/types/skirmish';
import { inPolygon } from '../../../../src/renderer/rulesets/universalis/table/geometry';
import {
  LABEL_SIZE_CM,
  zoneLabelSpots,
} from '../../../../src/renderer/rulesets/universalis/table/kinds/zone-labels';
import { scene, skirmishSample } from './helpers';

const nameOf = (lang: 'en' | 'de' | 'fr') => (z: Zone) => (z.name as Record<string, string> | undefined)?.[lang] ?? z.id;

/** The box a name takes, as the placement estimates it. */
function box(at: readonly number[], align: string, text: string) {
  const w = text.length * LABEL_SIZE_CM * 0.6;
  const x0 = align === 'left' ? at[0] : at[0] - w / 2;
  return { x0, y0: at[1], x1: x0 + w, y1: at[1] + LABEL_SIZE_CM * 1.15 };
}

describe('zone names (DM-5)', () => {
  for (const sample of ['ashfall-extraction', 'beacon-salvage', 'gull-point-drill', 'saltmarsh-crossing'])
    for (const lang of ['en', 'de', 'fr'] as const)
      it(`${sample} (${lang}): every name inside its zone, no two overlapping`, () => {
        const doc = skirmishSample(sample);
        const spots = zoneLabelSpots(doc, lang, nameOf(lang));
        const boxes = [];
        for (const zone of doc.zones ?? []) {
          if (!('polygon' in zone)) continue;
          const spot = spots.get(zone)!;
          expect(inPolygon(zone.polygon, spot.at), zone.id).toBe(true);
          boxes.push({ id: zone.id, ...box(spot.at, spot.align, nameOf(lang)(zone)) });
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i];
            const b = boxes[j];
            const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
            expect(apart, `${a.id} and ${b.id}`).toBe(true);
          }
      });

  it('the Extraction exits keep their corner; the deployment names move clear of them', () => {
    const doc = skirmishSample('ashfall-extraction');
    const spots = zoneLabelSpots(doc, 'en', nameOf('en'));
    const byId = new Map((doc.zones ?? []).map((z) => [z.id, spots.get(z)!]));
    expect(byId.get('north-west-exit')!.at).toEqual([1.2, 1.4]);
    expect(byId.get('north-west-l')!.at[0]).toBeGreaterThan(15);
  });

  it('the drawn table writes each zone name at its spot', () => {
    const doc = skirmishSample('ashfall-extraction');
    const texts = scene(doc).layers.zones.filter((p) => p.t === 'text' && /extraction|deployment/.test(String(p.text)));
    const at = texts.map((p) => `${(p as { x: number }).x},${(p as { y: number }).y}`);
    expect(new Set(at).size).toBe(at.length);
  });

  it('any outline, however odd, gets a finite spot in bounded time', () => {
    const coord = fc.oneof(fc.double({ min: -200, max: 300, noNaN: true }), fc.constantFrom(1e308, -1e308, 0, 90));
    fc.assert(
      fc.property(fc.array(fc.array(fc.tuple(coord, coord), { minLength: 3, maxLength: 12 }), { maxLength: 6 }), (polys) => {
        const doc = { zones: polys.map((polygon, i) => ({ id: `z${i}`, polygon })) } as never;
        const spots = zoneLabelSpots(doc, 'en', (z) => z.id);
        for (const s of spots.values()) expect(s.at.every(Number.isFinite) || s.align === 'center').toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
