/**
 * The overlay layer: what is selected and its handles, a gesture before it is written (the piece being drawn, the
 * selection moved or turned, red when a base may not go there), the players' tools (tape, sight rays, rings,
 * reach) and the problems the checks found on the table. Rebuilt on every change of the editor's state; sizes that
 * should stay the same on screen are given in pixels and divided by the zoom.
 */
import type { Diagnostic } from '../../../../../engine/format';
import type { Model } from '../../../../../engine/generated/types/skirmish';
import type { Prim } from '../draw';
import type { TableEditor, TableEditorState } from '../editor';
import { boundsOf, circlePts, dist, rectPts, type Pt } from '../geometry';
import { utilOf, type Outline, type Placed } from '../kinds';
import { flat } from '../kinds/polygon-ops';
import { selectionHandles } from '../tools/select';
import type { TableScene } from '../scene';
import {
  MEASURE,
  PROBLEM,
  SELECTION,
  SIDE_COLOUR,
  SIGHT_BLOCKED,
  SIGHT_CLEAR,
  WARNING_COLOUR,
} from '../style';
import type { Readout } from './readout';
import { selectionCentre } from '../commands/rotate';

function outlinePrim(
  o: Outline,
  stroke: { color: string; width: number; dash?: number[] },
  fill?: string,
  alpha?: number,
): Prim {
  return o.type === 'circle'
    ? { t: 'circle', x: o.at[0], y: o.at[1], radius: o.radius, stroke, fill, alpha }
    : { t: 'poly', points: flat(o.points), closed: true, stroke, fill, alpha };
}

const label = (
  x: number,
  y: number,
  text: string,
  px: number,
  fill = '#111111',
  align: 'left' | 'center' | 'right' = 'center',
): Prim => ({
  t: 'text',
  x,
  y,
  text,
  size: 13 * px,
  fill,
  align,
  baseline: 'middle',
  bold: true,
  halo: '#ffffff',
});

function ghost(scene: TableScene, item: Placed, value: unknown, colour: string, out: Prim[]): void {
  const moved = { ...item, value };
  const util = utilOf(item.kind);
  for (const p of util.draw(moved, scene.ctx))
    if (p.t !== 'image' && p.t !== 'clip' && p.t !== 'unclip')
      out.push({ ...p, alpha: (p.alpha ?? 1) * 0.55 } as Prim);
  out.push(outlinePrim(util.outline(moved, scene.ctx), { color: colour, width: 0.25 }));
}

function drafts(editor: TableEditor, scene: TableScene, s: TableEditorState, px: number, out: Prim[]): void {
  const d = s.draft;
  if (!d) return;
  const pen = { color: SELECTION, width: 2 * px, dash: [6 * px, 4 * px] };
  if (d.type === 'polygon') {
    const pts = s.hover ? [...d.points, s.hover] : d.points;
    out.push({ t: 'poly', points: flat(pts), closed: false, stroke: pen });
    for (const p of d.points) out.push({ t: 'circle', x: p[0], y: p[1], radius: 3.5 * px, fill: SELECTION });
  } else if (d.type === 'rect' || d.type === 'circle') {
    const pts = d.type === 'rect' ? rectPts(d.from, d.to) : circlePts(d.from, dist(d.from, d.to), 32);
    out.push({ t: 'poly', points: flat(pts), closed: true, stroke: pen, fill: 'rgba(29,112,214,0.12)' });
    const b = boundsOf(pts);
    const text =
      d.type === 'rect'
        ? `${(b.x1 - b.x0).toFixed(1)} × ${(b.y1 - b.y0).toFixed(1)} cm`
        : editor.t('universalis:table.radius', { cm: dist(d.from, d.to).toFixed(1) });
    out.push(label((b.x0 + b.x1) / 2, b.y0 - 12 * px, text, px, SELECTION));
  } else if (d.type === 'marquee') {
    out.push({
      t: 'poly',
      points: flat(rectPts(d.from, d.to)),
      closed: true,
      stroke: { color: SELECTION, width: px, dash: [4 * px, 3 * px] },
      fill: 'rgba(29,112,214,0.08)',
    });
  } else if (d.type === 'move') {
    const colour = d.problem ? PROBLEM : SELECTION;
    for (const item of editor.selected())
      ghost(scene, item, utilOf(item.kind).translate(item.value, d.dx, d.dy), colour, out);
    const first = editor.selected()[0];
    if (first) {
      const o = utilOf(first.kind).outline(first, scene.ctx);
      const c = o.type === 'circle' ? o.at : o.points[0];
      out.push(
        label(
          c[0] + d.dx,
          c[1] + d.dy - 18 * px,
          d.problem ?? `Δ ${d.dx.toFixed(1)}, ${d.dy.toFixed(1)} cm`,
          px,
          colour,
        ),
      );
    }
  } else if (d.type === 'handle') {
    const item = scene.byPointer.get(d.pointer);
    const util = item && utilOf(item.kind);
    const handle = item && util?.handles?.(item, scene.ctx).find((h) => h.id === d.handleId);
    if (item && util?.dragHandle && handle)
      ghost(scene, item, util.dragHandle(item.value, handle, d.to), SELECTION, out);
  } else if (d.type === 'rotate') {
    const items = editor.selected();
    const centre = selectionCentre(scene, items);
    for (const item of items) {
      const util = utilOf(item.kind);
      if (util.rotate) ghost(scene, item, util.rotate(item.value, d.deg, centre), SELECTION, out);
    }
    out.push(label(centre[0], centre[1], `${d.deg}°`, px, SELECTION));
  }
}

function selection(
  editor: TableEditor,
  scene: TableScene,
  s: TableEditorState,
  px: number,
  out: Prim[],
): void {
  for (const item of editor.selected())
    out.push(outlinePrim(utilOf(item.kind).outline(item, scene.ctx), { color: SELECTION, width: 2.5 * px }));
  if (s.tool !== 'select' || s.draft) return;
  const h = selectionHandles(editor);
  if (!h) return;
  for (const handle of h.handles) {
    if (handle.kind === 'rotate') {
      const o = utilOf(h.item.kind).outline(h.item, scene.ctx);
      const top = o.type === 'polygon' ? boundsOf(o.points).y0 : handle.at[1];
      out.push({
        t: 'poly',
        points: [handle.at[0], handle.at[1], handle.at[0], top],
        closed: false,
        stroke: { color: SELECTION, width: 1.5 * px },
      });
      out.push({
        t: 'circle',
        x: handle.at[0],
        y: handle.at[1],
        radius: 6 * px,
        fill: '#ffffff',
        stroke: { color: SELECTION, width: 2 * px },
      });
      out.push({
        t: 'icon',
        name: 'clockwise-rotation',
        x: handle.at[0] - 5 * px,
        y: handle.at[1] - 5 * px,
        size: 10 * px,
        fill: SELECTION,
      });
    } else
      out.push({
        t: 'rect',
        x: handle.at[0] - 4.5 * px,
        y: handle.at[1] - 4.5 * px,
        w: 9 * px,
        h: 9 * px,
        fill: '#ffffff',
        stroke: { color: SELECTION, width: 2 * px },
      });
  }
}

function players(editor: TableEditor, scene: TableScene, r: Readout, px: number, out: Prim[]): void {
  const t = editor.t;
  if (r.reach) {
    const { reach } = r.reach;
    const model = scene.byPointer.get(r.reach.pointer);
    const colour = model?.side ? SIDE_COLOUR[model.side] : MEASURE;
    for (let j = 0; j < reach.rows; j++) {
      let i = 0;
      while (i < reach.cols) {
        const v = reach.cells[j * reach.cols + i];
        if (v === 0) {
          i++;
          continue;
        }
        let k = i;
        while (k < reach.cols && reach.cells[j * reach.cols + k] === v) k++;
        out.push({
          t: 'rect',
          x: i * reach.step,
          y: j * reach.step,
          w: (k - i) * reach.step,
          h: reach.step,
          fill: colour,
          alpha: v === 1 ? 0.28 : 0.14,
        });
        i = k;
      }
    }
  }
  for (const ring of r.rings) {
    const [x, y] = ring.at;
    const s = editor.state.get().rings;
    if (s.danger && ring.rings.danger !== null) {
      out.push({
        t: 'circle',
        x,
        y,
        radius: ring.rings.base + ring.rings.danger,
        stroke: { color: PROBLEM, width: 2 * px, dash: [8 * px, 4 * px] },
      });
      out.push(
        label(
          x,
          y - ring.rings.base - ring.rings.danger,
          t('universalis:rings.dangerLabel', { cm: ring.rings.danger }),
          px,
          PROBLEM,
        ),
      );
    }
    if (s.perception) {
      out.push({
        t: 'circle',
        x,
        y,
        radius: ring.rings.base + ring.rings.perception,
        stroke: { color: '#1d5fa8', width: 2 * px, dash: [2 * px, 4 * px] },
      });
      out.push(
        label(
          x,
          y + ring.rings.base + ring.rings.perception,
          t('universalis:rings.perceptionLabel', { cm: ring.rings.perception }),
          px,
          '#1d5fa8',
        ),
      );
    }
    if (s.weapon) {
      const w = ring.rings.weapons.find((x) => x.id === ring.weapon) ?? ring.rings.weapons[0];
      if (w)
        for (let b = 1; b <= w.bands; b++) {
          out.push({
            t: 'circle',
            x,
            y,
            radius: ring.rings.base + b * w.bandCm,
            stroke: { color: MEASURE, width: 1.5 * px },
            alpha: 0.85,
          });
          out.push(
            label(
              x + ring.rings.base + b * w.bandCm,
              y,
              t('universalis:rings.bandLabel', { band: b, modifier: 1 - b }),
              px,
              MEASURE,
              'left',
            ),
          );
        }
    }
  }
  if (r.tape) {
    const { from, to, cm, weapon } = r.tape;
    out.push({
      t: 'poly',
      points: [from[0], from[1], to[0], to[1]],
      closed: false,
      stroke: { color: MEASURE, width: 2.5 * px, cap: 'round' },
    });
    for (const p of [from, to]) out.push({ t: 'circle', x: p[0], y: p[1], radius: 3 * px, fill: MEASURE });
    const text = weapon
      ? `${cm.toFixed(1)} cm · ${weapon.reading.band === null ? t('universalis:measure.outOfRangeShort') : t('universalis:measure.bandShort', { band: weapon.reading.band, modifier: weapon.reading.modifier })}`
      : `${cm.toFixed(1)} cm`;
    out.push(label((from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - 12 * px, text, px, MEASURE));
  }
  if (r.sight) {
    const st = editor.rules?.ok ? editor.rules.state : null;
    for (const ray of r.sight.rays)
      out.push({
        t: 'poly',
        points: [ray.from[0], ray.from[1], ray.to[0], ray.to[1]],
        closed: false,
        stroke: {
          color: ray.clear ? SIGHT_CLEAR : SIGHT_BLOCKED,
          width: 1.5 * px,
          dash: ray.clear ? undefined : [5 * px, 3 * px],
        },
        alpha: 0.9,
      });
    for (const i of r.sight.blocking) {
      const piece = st?.pieces[i];
      const item =
        piece && scene.items.find((x) => x.kind === 'terrain' && (x.value as { id: string }).id === piece.id);
      if (item)
        out.push(
          outlinePrim(utilOf('terrain').outline(item, scene.ctx), { color: SIGHT_BLOCKED, width: 3 * px }),
        );
    }
    for (const m of r.sight.blockingModels) {
      const id = st?.c.models[m].id;
      const item = scene.items.find((x) => x.kind === 'model' && (x.value as Model).id === id);
      if (item)
        out.push(
          outlinePrim(utilOf('model').outline(item, scene.ctx), { color: SIGHT_BLOCKED, width: 3 * px }),
        );
    }
    const mid: Pt = [(r.sight.fromAt[0] + r.sight.toAt[0]) / 2, (r.sight.fromAt[1] + r.sight.toAt[1]) / 2];
    const text = r.sight.los
      ? t('universalis:los.seenShort', {
          cover: t(`universalis:cover.${['none', 'soft', 'hard', 'massive'][r.sight.cover ?? 0]}`),
        })
      : t('universalis:los.blockedShort');
    out.push(label(mid[0], mid[1] - 12 * px, text, px, r.sight.los ? SIGHT_CLEAR : SIGHT_BLOCKED));
  }
}

/** Problems of the checks that name a place on the table: the item's outline in red (warnings amber). */
function problems(scene: TableScene, diagnostics: readonly Diagnostic[], px: number, out: Prim[]): void {
  for (const d of diagnostics) {
    if (d.severity === 'info' || !d.pointer) continue;
    const item = itemOfPointer(scene, d.pointer);
    if (!item) continue;
    const colour = d.severity === 'error' ? PROBLEM : WARNING_COLOUR;
    const o = utilOf(item.kind).outline(item, scene.ctx);
    out.push(outlinePrim(o, { color: colour, width: 3 * px, dash: [5 * px, 3 * px] }));
    const b = o.type === 'circle' ? { x1: o.at[0] + o.radius, y0: o.at[1] - o.radius } : boundsOf(o.points);
    out.push({
      t: 'circle',
      x: b.x1,
      y: b.y0,
      radius: 7 * px,
      fill: colour,
      stroke: { color: '#ffffff', width: 1.5 * px },
    });
    out.push({
      t: 'text',
      x: b.x1,
      y: b.y0,
      text: '!',
      size: 11 * px,
      fill: '#ffffff',
      align: 'center',
      baseline: 'middle',
      bold: true,
    });
  }
}

/** The placed item a pointer lies in: `/sides/a/models/2/at` → the model. */
export function itemOfPointer(scene: TableScene, pointer: string): Placed | undefined {
  let p = pointer;
  while (p) {
    const item = scene.byPointer.get(p);
    if (item) return item;
    p = p.slice(0, p.lastIndexOf('/'));
  }
  return undefined;
}

export function overlayPrims(
  editor: TableEditor,
  scene: TableScene,
  s: TableEditorState,
  r: Readout,
  diagnostics: readonly Diagnostic[],
  showProblems: boolean,
): Prim[] {
  const px = 1 / Math.max(0.01, s.scale);
  const out: Prim[] = [];
  players(editor, scene, r, px, out);
  if (showProblems) problems(scene, diagnostics, px, out);
  selection(editor, scene, s, px, out);
  drafts(editor, scene, s, px, out);
  if (s.cursor) {
    const [x, y] = s.cursor;
    const arm = 10 * px;
    const stroke = { color: '#1d70d6', width: 2 * px };
    out.push(
      { t: 'poly', points: [x - arm, y, x + arm, y], closed: false, stroke },
      { t: 'poly', points: [x, y - arm, x, y + arm], closed: false, stroke },
    );
    out.push({ t: 'circle', x, y, radius: 4 * px, stroke });
    out.push(label(x + 14 * px, y - 12 * px, `${x.toFixed(1)}, ${y.toFixed(1)}`, px, '#1d70d6', 'left'));
  }
  return out;
}
