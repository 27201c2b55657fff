/**
 * The table (DM-11 items 1–4): outlines are simple polygons, circles and objects stay on the 90 × 90 cm table,
 * ladders stand at their piece, overlapping pieces and a whole-table environment are pointed out, objects name
 * pieces and objects that exist and do not wait for each other in a cycle.
 */
import type { SkirmishScenario } from '../../../../generated/types/skirmish';
import { checkRefs, ptr } from '../../../../format/checks/common';
import { error, info, warning, type Finding } from '../../../../format/findings';
import { list, type Message } from '../../../../format/messages/index';
import { msg } from '../messages/index';
import {
  baseOnTable,
  circleWithin,
  contains,
  distanceToBoundary,
  segmentInside,
  type Polygon,
} from '../../geometry';
import { terrainType } from '../terrain';
import { cm, outline, type PreparedPiece, type PreparedZone } from './context';

/** Whether two simple polygons share some area (touching along an edge or at a corner is not overlapping). */
export function polygonsOverlap(a: Polygon, b: Polygon): boolean {
  if (a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY) return false;
  const spans: number[] = [];
  const ts: number[] = [];
  // Where two regions overlap, an edge of one runs through the other's interior, or one holds the other whole.
  for (const [p, q] of [
    [a, b],
    [b, a],
  ] as const) {
    for (let i = 0, j = p.n - 1; i < p.n; j = i++) {
      segmentInside(q, p.xs[j], p.ys[j], p.xs[i], p.ys[i], false, spans, ts);
      if (spans.length > 0) return true;
    }
  }
  return false;
}

/** Whether a circle and a zone (polygon or circle) share some area. */
export function zonesOverlap(a: PreparedZone, b: PreparedZone): boolean {
  if (a.poly && b.poly) return polygonsOverlap(a.poly, b.poly);
  const c = (a.circle ?? b.circle)!;
  const other = a.circle ? b : a;
  if (other.circle)
    return Math.hypot(other.circle.x - c.x, other.circle.y - c.y) < other.circle.r + c.r - 1e-9;
  return contains(other.poly!, c.x, c.y, false) || distanceToBoundary(other.poly!, c.x, c.y) < c.r - 1e-9;
}

/** How far a circle reaches beyond the table (0 when it lies on it). */
export function overTable(x: number, y: number, r: number): number {
  return baseOnTable(x, y, r) ? 0 : Math.max(r - x, r - y, x + r - 90, y + r - 90);
}

export function preparePieces(s: SkirmishScenario, out: Finding[]): PreparedPiece[] {
  return s.table.terrain.map((piece, index) => ({
    piece,
    index,
    poly: outline(
      piece.polygon,
      ptr('table', 'terrain', index, 'polygon'),
      msg('polygon-piece', { id: piece.id }),
      out,
    ),
  }));
}

export function prepareZones(s: SkirmishScenario, out: Finding[]): Map<string, PreparedZone> {
  const zones = new Map<string, PreparedZone>();
  s.zones.forEach((zone, index) => {
    if (zones.has(zone.id)) return; // duplicate-id says so
    if ('circle' in zone) {
      const { at, radius } = zone.circle;
      const over = overTable(at[0], at[1], radius);
      if (over > 1e-9)
        out.push(
          error(
            'off-table',
            ptr('zones', index, 'circle'),
            msg('off-table', {
              what: msg('subject-zone', { id: zone.id }),
              x: at[0],
              y: at[1],
              over: cm(over),
            }),
          ),
        );
      zones.set(zone.id, { zone, index, circle: { x: at[0], y: at[1], r: radius } });
    } else {
      zones.set(zone.id, {
        zone,
        index,
        poly: outline(
          zone.polygon,
          ptr('zones', index, 'polygon'),
          msg('polygon-zone', { id: zone.id }),
          out,
        ),
      });
    }
  });
  return zones;
}

function checkLadders(pieces: readonly PreparedPiece[], out: Finding[]) {
  for (const { piece, index, poly } of pieces) {
    piece.ladders?.forEach((ladder, k) => {
      const what = msg('subject-ladder', { id: piece.id });
      const pointer = ptr('table', 'terrain', index, 'ladders', k);
      const [x, y] = ladder.at;
      const distance = poly ? distanceToBoundary(poly, x, y) : 0;
      // A ladder leans against the outside or stands just inside a wall: within 1.5 cm of the edge is at it.
      if (distance > 1.5)
        out.push(
          warning(
            'ladder-misplaced',
            `${pointer}/at`,
            msg('ladder-misplaced', { what, x, y, distance: cm(distance) }),
          ),
        );
      if (ladder.to > piece.height + 1e-9)
        out.push(
          warning(
            'ladder-misplaced',
            `${pointer}/to`,
            msg('ladder-too-high', { what, to: ladder.to, height: piece.height }),
          ),
        );
    });
  }
}

function checkOverlaps(pieces: readonly PreparedPiece[], out: Finding[]) {
  for (let j = 1; j < pieces.length; j++) {
    const b = pieces[j];
    if (!b.poly) continue;
    for (let i = 0; i < j; i++) {
      const a = pieces[i];
      if (a.poly && polygonsOverlap(a.poly, b.poly)) {
        out.push(
          info(
            'terrain-overlap',
            ptr('table', 'terrain', j, 'polygon'),
            msg('terrain-overlap', { id: a.piece.id, other: b.piece.id, winner: b.piece.id }),
            'key',
          ),
        );
      }
    }
  }
}

function checkEnvironment(s: SkirmishScenario, out: Finding[]) {
  const type = s.table.environment;
  if (!type) return;
  const t = terrainType(type);
  const effects: Message[] = [];
  if (t.passability === 'difficult') effects.push(msg('environment-difficult'));
  if (t.passability === 'impassable') effects.push(msg('environment-impassable'));
  if (t.cover !== 'none') effects.push(msg('environment-cover', { level: msg(`cover-${t.cover}`) }));
  if (t.sightCm !== null) effects.push(msg('environment-sight', { cm: t.sightCm }));
  if (effects.length)
    out.push(
      warning(
        'environment-everywhere',
        '/table/environment',
        msg('environment-everywhere', { type, effects: list(effects, '; ') }),
      ),
    );
}

function checkObjects(s: SkirmishScenario, pieces: readonly PreparedPiece[], out: Finding[]) {
  const objects = s.table.objects ?? [];
  const pieceIds = new Set(pieces.map((p) => p.piece.id));
  const objectIds = new Set(objects.map((o) => o.id));
  const pieceRef = checkRefs(
    pieceIds,
    'unknown-terrain-piece',
    msg('ref-terrain-piece'),
    msg('in-this-skirmish'),
    out,
  );
  const objectRef = checkRefs(objectIds, 'unknown-object', msg('ref-object'), msg('in-this-skirmish'), out);
  objects.forEach((o, i) => {
    const radius = o.radius ?? 1.25;
    const over = overTable(o.at[0], o.at[1], radius);
    if (over > 1e-9)
      out.push(
        error(
          'off-table',
          ptr('table', 'objects', i, 'at'),
          msg('off-table', {
            what: msg('subject-object', { id: o.id }),
            x: o.at[0],
            y: o.at[1],
            over: cm(over),
          }),
        ),
      );
    // Used in base contact (UN-8.3.7): an object walled up inside a solid piece, below its top, is out of reach.
    const walledIn = pieces.find(
      (q) =>
        q.poly &&
        q.piece.kind === 'solid' &&
        q.piece.height > (o.z ?? 0) + 1e-6 &&
        circleWithin(q.poly, o.at[0], o.at[1], radius),
    );
    if (walledIn)
      out.push(
        warning(
          'object-unreachable',
          ptr('table', 'objects', i, 'at'),
          msg('object-unreachable', { id: o.id, piece: walledIn.piece.id, height: walledIn.piece.height }),
        ),
      );
    pieceRef(o.piece, () => ptr('table', 'objects', i, 'piece'));
    o.opens?.forEach((id, k) => pieceRef(id, () => ptr('table', 'objects', i, 'opens', k)));
    o.restrictions?.forEach((r, k) => {
      if ('after' in r) objectRef(r.after, () => ptr('table', 'objects', i, 'restrictions', k, 'after'));
    });
  });
  for (const cycle of orderCycles(s)) {
    const [first] = cycle;
    const i = objects.findIndex((o) => o.id === first);
    const k = objects[i].restrictions!.findIndex((r) => 'after' in r && cycle.includes(r.after));
    out.push(
      error(
        'object-order-cycle',
        ptr('table', 'objects', i, 'restrictions', k, 'after'),
        msg('object-order-cycle', {
          cycle: list(
            cycle.concat(first).map((id) => `\`${id}\``),
            ' → ',
          ),
        }),
      ),
    );
  }
}

/** The cycles of "another object first", each found once. No object on a cycle, or waiting for one, can be used. */
export function orderCycles(s: SkirmishScenario): string[][] {
  const objects = s.table.objects ?? [];
  const after = new Map<string, string[]>();
  for (const o of objects)
    after.set(
      o.id,
      (o.restrictions ?? []).flatMap((r) => ('after' in r ? [r.after] : [])),
    );
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const stack: string[] = [];
  // Iterative depth-first search: a user controls the length of these chains.
  for (const start of objects) {
    if (state.has(start.id)) continue;
    const work: { id: string; next: number }[] = [{ id: start.id, next: 0 }];
    state.set(start.id, 'open');
    stack.push(start.id);
    while (work.length) {
      const top = work[work.length - 1];
      const targets = after.get(top.id) ?? [];
      if (top.next < targets.length) {
        const t = targets[top.next++];
        if (!after.has(t)) continue;
        const st = state.get(t);
        if (st === 'open') cycles.push(stack.slice(stack.indexOf(t)));
        else if (st === undefined) {
          state.set(t, 'open');
          stack.push(t);
          work.push({ id: t, next: 0 });
        }
      } else {
        state.set(top.id, 'done');
        stack.pop();
        work.pop();
      }
    }
  }
  return cycles;
}

/** Ids of the objects that can never be used because they wait, directly or not, for an object on a cycle. */
export function blockedObjects(s: SkirmishScenario): Set<string> {
  const blocked = new Set(orderCycles(s).flat());
  const objects = s.table.objects ?? [];
  for (let changed = true; changed;) {
    changed = false;
    for (const o of objects) {
      if (!blocked.has(o.id) && o.restrictions?.some((r) => 'after' in r && blocked.has(r.after))) {
        blocked.add(o.id);
        changed = true;
      }
    }
  }
  return blocked;
}

export function tableChecks(s: SkirmishScenario, pieces: readonly PreparedPiece[], out: Finding[]) {
  checkLadders(pieces, out);
  checkOverlaps(pieces, out);
  checkEnvironment(s, out);
  checkObjects(s, pieces, out);
}
