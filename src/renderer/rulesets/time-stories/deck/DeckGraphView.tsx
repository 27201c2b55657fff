/**
 * The deck as a graph: locations, cards, items, status tokens, hosts and mission cards as nodes, "grants" and
 * "requires" (and reveals, permits, leads to, loses) as arrows, laid out by progression step (graph-layout.ts).
 * A designer sees what locks what; clicking (or Enter on) a node selects that part, and the inspector shows it.
 * SVG, not a canvas: a few hundred nodes at most, and every node is a focusable, named control.
 */
import { useMemo, useState } from 'react';
import { deckGraph, type GraphEdge, type GraphNode } from '../../../../engine/rulesets/time-stories/rules/graph';
import type { EditorProps } from '../../../editors/registry';
import { useDeckEditor } from './deck-context';
import { DECK_ICONS } from './deck-icons';
import { estimateText, isLocked, layoutGraph, LINE_H, LOCK_W, TEXT_X, type MeasureText, type PlacedNode } from './graph-layout';
import { entityPointer, useSelection } from './selection';
import { useRevealSelection } from './DeckStudioView';
import './deck.css';

const EDGE_KINDS: GraphEdge['kind'][] = ['grants', 'requires', 'reveals', 'permits', 'leads-to', 'loses', 'contains'];

export default function DeckGraphView(props: EditorProps) {
  const { doc, studio } = props;
  const ed = useDeckEditor(doc, studio);
  const [selected, select] = useSelection(studio, doc.id);
  const [showContains, setShowContains] = useState(false);
  const [showHosts, setShowHosts] = useState(false);
  const t = ed.t;
  useRevealSelection(props, select);
  const deck = ed.deck;
  const graph = useMemo(() => (deck ? deckGraph(deck) : null), [deck]);
  const layout = useMemo(
    () => graph && layoutGraph(graph, { hide: showHosts ? undefined : new Set(['host']), hideEdges: showContains ? undefined : new Set(['contains']), measure: labelMeasure() }),
    [graph, showContains, showHosts],
  );
  if (!deck || !graph || !layout) return <p className="muted pad">{t('deck:missing.inspector')}</p>;

  const selectedId = layout.nodes.find((n) => n.node.pointer === selected)?.node.id;
  const touching = new Set(selectedId ? layout.edges.filter((e) => e.edge.from === selectedId || e.edge.to === selectedId).flatMap((e) => [e.edge.from, e.edge.to]) : []);
  const choose = (n: GraphNode) => select(entityPointer(n.pointer) ?? n.pointer);

  return (
    <div className="deck-graph">
      <div className="deck-toolbar" role="toolbar" aria-label={t('deck:graph.toolbar')}>
        <label>
          <input type="checkbox" checked={showContains} onChange={(e) => setShowContains(e.target.checked)} /> {t('deck:graph.showContains')}
        </label>
        <label>
          <input type="checkbox" checked={showHosts} onChange={(e) => setShowHosts(e.target.checked)} /> {t('deck:graph.showHosts')}
        </label>
        <ul className="deck-legend" aria-label={t('deck:graph.legend')}>
          {EDGE_KINDS.filter((k) => k !== 'contains' || showContains).map((k) => (
            <li key={k}>
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" y1="5" x2="28" y2="5" className={`deck-edge ${k}`} />
              </svg>
              {t(`deck:graph.edge.${k}`)}
            </li>
          ))}
          <li>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" y1="5" x2="28" y2="5" className="deck-edge conditional-sample" />
            </svg>
            {t('deck:graph.conditional')}
          </li>
        </ul>
      </div>
      <div className="deck-graph-scroll">
        <svg width={layout.width} height={layout.height} role="group" aria-label={t('deck:graph.label')} className="deck-graph-svg">
          <defs>
            {EDGE_KINDS.map((k) => (
              <marker key={k} id={`deck-arrow-${k}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" className={`deck-arrow ${k}`} />
              </marker>
            ))}
          </defs>
          {layout.columns.map((step, c) => (
            <text key={c} x={layout.columnX[c]} y={24} className="deck-graph-column">
              {step === null ? t('deck:graph.never') : step === 0 ? t('deck:graph.start') : t('deck:graph.step', { n: step })}
            </text>
          ))}
          <g>
            {layout.edges.map((e, i) => {
              const on = selectedId !== undefined && (e.edge.from === selectedId || e.edge.to === selectedId);
              return <path key={i} d={e.path} className={`deck-edge ${e.edge.kind}${e.edge.conditional ? ' conditional' : ''}${on ? ' on' : selectedId ? ' off' : ''}`} markerEnd={`url(#deck-arrow-${e.edge.kind})`} />;
            })}
          </g>
          {layout.nodes.map((p) => (
            <GraphNodeBox key={p.node.id} p={p} selected={p.node.id === selectedId} dim={!!selectedId && p.node.id !== selectedId && !touching.has(p.node.id)} onChoose={() => choose(p.node)} label={nodeLabel(t, p.node)} />
          ))}
        </svg>
      </div>
    </div>
  );
}

function nodeLabel(t: (k: string, o?: Record<string, unknown>) => string, n: GraphNode): string {
  const kind = t(`deck:graph.kind.${n.kind}`);
  const reach = n.step === null ? t('deck:graph.never') : n.step === 0 ? t('deck:graph.start') : t('deck:graph.step', { n: n.step });
  return `${kind}: ${n.label} (${reach}${isLocked(n) ? `, ${t('deck:outline.locked')}` : ''})`;
}

let measureCache: MeasureText | null = null;

/** Label widths in the graph's own font (12 px, the page's family), measured once per text on a canvas. */
function labelMeasure(): MeasureText {
  if (measureCache) return measureCache;
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return estimateText;
  ctx.font = `12px ${getComputedStyle(document.documentElement).fontFamily || 'sans-serif'}`;
  const widths = new Map<string, number>();
  measureCache = (text) => {
    let w = widths.get(text);
    if (w === undefined) widths.set(text, (w = ctx.measureText(text).width));
    return w;
  };
  return measureCache;
}

const KIND_ICON: Record<GraphNode['kind'], string> = { location: 'treasure-map', card: 'magnifying-glass', item: 'swap-bag', status: 'sparkles', host: 'person', success: 'trophy', failure: 'hazard-sign' };

function GraphNodeBox({ p, selected, dim, onChoose, label }: { p: PlacedNode; selected: boolean; dim: boolean; onChoose: () => void; label: string }) {
  const n = p.node;
  const classes = ['deck-node', n.kind, n.step === null ? 'unreached' : '', selected ? 'selected' : '', dim ? 'dim' : '', n.tags.includes('red') ? 'red' : ''].filter(Boolean).join(' ');
  return (
    <g
      className={classes}
      transform={`translate(${p.x},${p.y})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      onClick={onChoose}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onChoose();
        }
      }}
    >
      <title>{label}</title>
      <rect width={p.w} height={p.h} rx={n.kind === 'status' || n.kind === 'item' ? p.h / 2 : 5} />
      <path d={DECK_ICONS[KIND_ICON[n.kind]]} transform={`translate(8,${p.h / 2 - 8}) scale(${16 / 512})`} className="deck-node-mark" />
      {/* The text keeps clear of both icons: the layout wrapped it to the room between them. */}
      <text x={TEXT_X} y={p.h / 2 - ((p.lines.length - 1) * LINE_H) / 2} dominantBaseline="central" aria-hidden="true">
        {p.lines.map((line, i) => (
          <tspan key={i} x={TEXT_X} dy={i === 0 ? 0 : LINE_H}>
            {line}
          </tspan>
        ))}
      </text>
      {p.locked && <path d={DECK_ICONS.padlock} transform={`translate(${p.w - LOCK_W + 4},${p.h / 2 - 7}) scale(${14 / 512})`} className="deck-node-lock" />}
    </g>
  );
}
