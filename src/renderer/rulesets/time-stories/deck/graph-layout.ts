/**
 * A layered layout of the deck graph that reads as the progression of the mission: each column is a step of the
 * engine's reachability fixpoint (what the team can open from the start, then what that opens, and so on), and
 * what can never be reached stands in a last column of its own. Within a column, nodes of one location stay
 * together and a few barycentre sweeps pull connected nodes level, so "grants" and "requires" arrows run mostly
 * left to right with few crossings. Labels are wrapped to at most two lines in nodes sized to their text (a column is as
 wide as its widest label needs, within limits), with room kept for the kind mark on the left and the lock on the
 right, so no text runs under an icon. Pure and deterministic: the same deck (and text measure) always lays out the
 same way.
 */
import type { DeckGraph, GraphEdge, GraphNode } from '../../../../engine/rulesets/time-stories/rules/graph';
import { maxOf } from '../../../../engine/core/lists';

export interface PlacedNode {
  node: GraphNode;
  x: number;
  y: number;
  w: number;
  h: number;
  column: number;
  /** The label as drawn: one or two lines (the second ends with "…" when the label is longer still). */
  lines: string[];
  /** A lock needs the card: the node keeps room for the padlock on its right. */
  locked: boolean;
}

export interface PlacedEdge {
  edge: GraphEdge;
  /** SVG path from the right side of `from` to the left side of `to` (or a loop back when it runs right to left). */
  path: string;
}

export interface GraphLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
  /** Column headings: the stage (0 = from the start), or null for the "never reached" column. */
  columns: (number | null)[];
  columnX: number[];
}

/** Width of a label in pixels at the graph's 12 px font. */
export type MeasureText = (text: string) => number;

/** The smallest and largest node width: narrow columns for short labels, two lines for long ones. */
export const NODE_MIN_W = 150;
export const NODE_MAX_W = 220;
/** Height of a one-line node; every further line adds `LINE_H`. */
export const NODE_H = 30;
export const LINE_H = 15;
/** The kind mark stands left of the text, the padlock right of it. */
export const TEXT_X = 28;
export const LOCK_W = 24;
const PAD_RIGHT = 8;
const MAX_LINES = 2;
const GAP_X = 84;
const GAP_Y = 12;
const MARGIN = 24;
const HEAD = 28;

const KIND_ORDER: Record<GraphNode['kind'], number> = { location: 0, card: 1, host: 2, item: 3, status: 4, success: 5, failure: 6 };

/** The location a node belongs to, for grouping (cards by their location, others after). */
function groupOf(node: GraphNode): string {
  if (node.kind === 'location') return node.id.slice('location:'.length);
  if (node.kind === 'card') return node.id.slice('card:'.length).split('/')[0];
  return `~${KIND_ORDER[node.kind]}`;
}

/**
 * The column of every reached node: a longest path over the graph's arrows (cycles broken where a depth-first
 * walk in reachability order meets them), so whatever a node needs stands to its left, and nodes the engine
 * reaches later never stand left of earlier ones.
 */
export function ranks(graph: DeckGraph): Map<string, number> {
  const reached = graph.nodes.filter((n) => n.step !== null).sort((a, b) => a.step! - b.step! || a.id.localeCompare(b.id));
  const ids = new Set(reached.map((n) => n.id));
  const out = new Map<string, string[]>();
  for (const e of graph.edges) if (ids.has(e.from) && ids.has(e.to) && e.kind !== 'loses') out.set(e.from, [...(out.get(e.from) ?? []), e.to]);
  const order: string[] = [];
  const state = new Map<string, 1 | 2>();
  const kept = new Map<string, string[]>();
  const visit = (id: string) => {
    state.set(id, 1);
    for (const to of out.get(id) ?? []) {
      if (state.get(to) === 1) continue;
      kept.set(id, [...(kept.get(id) ?? []), to]);
      if (!state.has(to)) visit(to);
    }
    state.set(id, 2);
    order.push(id);
  };
  for (const n of reached) if (!state.has(n.id)) visit(n.id);
  const step = new Map(reached.map((n) => [n.id, n.step!]));
  const rank = new Map<string, number>(reached.map((n) => [n.id, 0]));
  for (const id of order.reverse()) {
    for (const to of kept.get(id) ?? []) rank.set(to, Math.max(rank.get(to)!, rank.get(id)! + (step.get(to)! >= step.get(id)! ? 1 : 0)));
  }
  return rank;
}

/** A rough measure for a 12 px sans-serif face, where no canvas can measure (tests); the view measures for real. */
export const estimateText: MeasureText = (text) => {
  let w = 0;
  for (const ch of text) w += /[ilI.,'’·:;|!]/.test(ch) ? 3.4 : /[mwMW@]/.test(ch) ? 10.5 : /[A-Z0-9]/.test(ch) ? 8 : 6.8;
  return w;
};

export function isLocked(node: GraphNode): boolean {
  return node.tags.some((x) => x.startsWith('lock:'));
}

/** Cuts `text` to fit `width`, ending with "…". */
function ellipsize(text: string, width: number, measure: MeasureText): string {
  if (measure(text) <= width) return text;
  let n = text.length;
  while (n > 0 && measure(`${text.slice(0, n).trimEnd()}…`) > width) n--;
  return `${text.slice(0, n).trimEnd()}…`;
}

/**
 * Wraps a label at spaces into at most `maxLines` lines of `width` pixels. A word wider than a line is cut; what
 * does not fit in the last line is cut with "…" (the node's tooltip and accessible name keep the whole label).
 */
export function wrapLabel(text: string, width: number, measure: MeasureText, maxLines = MAX_LINES): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let i = 0;
  while (i < words.length && lines.length < maxLines) {
    const last = lines.length === maxLines - 1;
    let line = words[i++];
    while (i < words.length && measure(`${line} ${words[i]}`) <= width) line = `${line} ${words[i++]}`;
    if (last && i < words.length) {
      lines.push(ellipsize(`${line} ${words.slice(i).join(' ')}`, width, measure));
      return lines;
    }
    if (measure(line) > width) {
      // One word wider than the line: cut it, and carry the rest on to the next line.
      let n = line.length;
      while (n > 1 && measure(line.slice(0, n)) > width) n--;
      if (last) {
        lines.push(ellipsize(line, width, measure));
        return lines;
      }
      lines.push(line.slice(0, n));
      words.splice(--i, 1, line.slice(n));
      continue;
    }
    lines.push(line);
  }
  return lines.length ? lines : [''];
}

export function layoutGraph(
  graph: DeckGraph,
  opts: { hide?: ReadonlySet<GraphNode['kind']>; hideEdges?: ReadonlySet<GraphEdge['kind']>; measure?: MeasureText } = {},
): GraphLayout {
  const measure = opts.measure ?? estimateText;
  const nodes = graph.nodes.filter((n) => !opts.hide?.has(n.kind));
  const ids = new Set(nodes.map((n) => n.id));
  const edges = graph.edges.filter((e) => ids.has(e.from) && ids.has(e.to) && !opts.hideEdges?.has(e.kind));
  const stage = ranks(graph);
  const used = [...new Set(nodes.filter((n) => n.step !== null).map((n) => stage.get(n.id)!))].sort((a, b) => a - b);
  const columns: (number | null)[] = nodes.some((n) => n.step === null) ? [...used, null] : used;
  const columnOf = (n: GraphNode) => columns.indexOf(n.step === null ? null : stage.get(n.id)!);

  const groupRank = new Map<string, number>();
  for (const n of graph.nodes) if (n.kind === 'location' && !groupRank.has(groupOf(n))) groupRank.set(groupOf(n), groupRank.size);
  const rank = (n: GraphNode) => groupRank.get(groupOf(n)) ?? 1000 + KIND_ORDER[n.kind];

  const byColumn: GraphNode[][] = columns.map(() => []);
  for (const n of nodes) byColumn[columnOf(n)].push(n);
  for (const col of byColumn) col.sort((a, b) => rank(a) - rank(b) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id));

  const neighbours = new Map<string, string[]>();
  for (const e of edges) {
    neighbours.set(e.from, [...(neighbours.get(e.from) ?? []), e.to]);
    neighbours.set(e.to, [...(neighbours.get(e.to) ?? []), e.from]);
  }
  const position = new Map<string, number>();
  const index = () => byColumn.forEach((col) => col.forEach((n, i) => position.set(n.id, i)));
  index();
  // Barycentre sweeps, keeping each location's nodes together: the group moves as one block.
  for (let sweep = 0; sweep < 4; sweep++) {
    for (const col of byColumn) {
      const centre = (n: GraphNode) => {
        const ns = (neighbours.get(n.id) ?? []).map((m) => position.get(m)).filter((p): p is number => p !== undefined);
        return ns.length ? ns.reduce((a, b) => a + b, 0) / ns.length : (position.get(n.id) ?? 0);
      };
      const groups = new Map<number, GraphNode[]>();
      for (const n of col) groups.set(rank(n), [...(groups.get(rank(n)) ?? []), n]);
      const blocks = [...groups.values()].map((g) => ({ g, c: g.reduce((a, n) => a + centre(n), 0) / g.length }));
      blocks.sort((a, b) => a.c - b.c || rank(a.g[0]) - rank(b.g[0]));
      const ordered = blocks.flatMap((b) => b.g.sort((x, y) => KIND_ORDER[x.kind] - KIND_ORDER[y.kind] || centre(x) - centre(y) || x.id.localeCompare(y.id)));
      for (let i = 0; i < ordered.length; i++) col[i] = ordered[i];
    }
    index();
  }

  // Each column is as wide as its widest label needs on one line, within limits; longer labels take two lines.
  const room = (n: GraphNode) => TEXT_X + (isLocked(n) ? LOCK_W : PAD_RIGHT);
  const widths = byColumn.map((col) => maxOf(col.map((n) => Math.min(NODE_MAX_W, Math.ceil(room(n) + measure(n.label)))), NODE_MIN_W));
  const columnX: number[] = [];
  widths.reduce((x, w, c) => ((columnX[c] = x), x + w + GAP_X), MARGIN);
  const placed = new Map<string, PlacedNode>();
  let bottom = MARGIN + HEAD;
  byColumn.forEach((col, c) => {
    let y = MARGIN + HEAD;
    for (const n of col) {
      const lines = wrapLabel(n.label, widths[c] - room(n), measure);
      const h = NODE_H + (lines.length - 1) * LINE_H;
      placed.set(n.id, { node: n, x: columnX[c], y, w: widths[c], h, column: c, lines, locked: isLocked(n) });
      y += h + GAP_Y;
    }
    bottom = Math.max(bottom, y);
  });
  const placedEdges = edges.map((e) => ({ edge: e, path: edgePath(placed.get(e.from)!, placed.get(e.to)!) }));
  const right = columns.length ? columnX[columns.length - 1] + widths[columns.length - 1] : MARGIN;
  return {
    nodes: [...placed.values()],
    edges: placedEdges,
    width: right + MARGIN,
    height: Math.max(bottom, MARGIN + HEAD + NODE_H + GAP_Y) + MARGIN,
    columns,
    columnX,
  };
}

function edgePath(a: PlacedNode, b: PlacedNode): string {
  const ay = a.y + a.h / 2;
  const by = b.y + b.h / 2;
  if (b.column > a.column) {
    const x0 = a.x + a.w;
    const dx = (b.x - x0) / 2;
    return `M${x0},${ay} C${x0 + dx},${ay} ${b.x - dx},${by} ${b.x},${by}`;
  }
  if (b.column === a.column) {
    // Within a column: an arc out to the right, into the right side of the target.
    const x = a.x + a.w;
    const bulge = 28 + Math.min(40, Math.abs(by - ay) / 6);
    return `M${x},${ay} C${x + bulge},${ay} ${x + bulge},${by} ${x},${by}`;
  }
  // Backwards (a card needing something only found later, or a cycle): left side to the target's right side.
  const x1 = b.x + b.w;
  const dx = (a.x - x1) / 2;
  return `M${a.x},${ay} C${a.x - dx},${ay} ${x1 + dx},${by} ${x1},${by}`;
}
