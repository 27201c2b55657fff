/**
 * Model names on the table (DM-6): under the base, or over it when they would run into the name of a model
 * listed before (Saltmarsh's tide engineer and its gull drone, 3 cm apart, wrote "Gull DroneEngineer").
 */
import { describe, expect, it } from 'vitest';
import { scene, skirmishSample, units } from './helpers';
import type { UnitCards } from '../../../../src/engine/generated/types/units';

interface NameText {
  x: number;
  y: number;
  text: string;
  size: number;
  baseline: string;
}

function nameBoxes(name: string) {
  const texts = scene(skirmishSample(name)).layers.models.filter(
    (p) => p.t === 'text' && (p as NameText).size === 1,
  ) as NameText[];
  const doc = skirmishSample(name);
  const models = [...doc.sides.a.models, ...doc.sides.b.models];
  return texts.map((t, i) => {
    const half = (t.text.length * 0.55) / 2;
    return { text: t.text, x0: t.x - half, x1: t.x + half, y0: t.y, y1: t.y + 1, above: t.y < models[i].at[1] };
  });
}

describe('model names (DM-6)', () => {
  it.each(['gull-point-drill', 'saltmarsh-crossing', 'beacon-salvage', 'ashfall-extraction'])(
    '%s: no two model names overlap',
    (name) => {
      const boxes = nameBoxes(name);
      expect(boxes.length).toBeGreaterThanOrEqual(8);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i];
          const b = boxes[j];
          const meet = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
          expect(meet, `${a.text} / ${b.text}`).toBe(false);
        }
    },
  );

  it('the gull drone beside its engineer writes its name over its base; lone models under theirs', () => {
    const boxes = nameBoxes('saltmarsh-crossing');
    expect(boxes.filter((b) => b.above).map((b) => b.text)).toHaveLength(1);
    expect(boxes.filter((b) => !b.above).length).toBe(boxes.length - 1);
  });
});

describe('model names while the units file loads', () => {
  it('names placed without the cards are placed again once the cards come (the cache keys on them)', () => {
    const doc = skirmishSample('beacon-salvage');
    const noCards = { ...units(), cards: [] } as unknown as UnitCards;
    scene(doc, noCards);
    const names = scene(doc).layers.models.filter((p) => p.t === 'text' && (p as NameText).size === 1) as NameText[];
    const engineer = names.find((n) => n.text === 'Tide Engineer')!;
    const drone = names.find((n) => n.text === 'Gull Drone')!;
    expect(drone.y).not.toBe(engineer.y);
  });
});
