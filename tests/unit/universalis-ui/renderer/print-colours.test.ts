/**
 * The table prints as drawn: every colour of what the table PDF paints (the table, its grid, terrain, zones,
 * objects and models of each sample) is #rrggbb, with transparency as the primitive's alpha, as the PDF writer
 * reads colours (an rgba() string would print black).
 */
import { describe, expect, it } from 'vitest';
import type { Prim } from '../../../../src/engine/core/draw/display';
import { drawTable } from '../../../../src/renderer/rulesets/universalis/table/scene';
import { scene, skirmishSample, t } from './helpers';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function colours(p: Prim): string[] {
  const out: string[] = [];
  const q = p as { fill?: string; halo?: string; stroke?: { color: string } };
  if (q.fill !== undefined) out.push(q.fill);
  if (q.halo !== undefined) out.push(q.halo);
  if (q.stroke) out.push(q.stroke.color);
  return out;
}

describe('the printed table’s colours', () => {
  for (const name of ['gull-point-drill', 'saltmarsh-crossing', 'beacon-salvage', 'ashfall-extraction'])
    it(`are #rrggbb on ${name}`, () => {
      const sc = scene(skirmishSample(name));
      const prims: Prim[] = [...drawTable(t, true)];
      for (const layer of ['terrain', 'zones', 'objects', 'models'] as const)
        for (const p of sc.layers[layer]) prims.push(p);
      const bad = new Set<string>();
      for (const p of prims) for (const c of colours(p)) if (!HEX.test(c)) bad.add(c);
      expect([...bad]).toEqual([]);
    });
});
