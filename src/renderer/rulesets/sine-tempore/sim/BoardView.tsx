/**
 * The board in the simulator pane: the mission's own map (the engine's drawing, as the editor and the exports
 * paint it, without its starting models and loot) with the game drawn over it — models where they stand, the
 * active one ringed, knock-outs crossed, loot still lying about, the squares the deciding hero can reach — or a
 * batch's heat map of wounds taken. A click on a square asks to move the deciding hero there: the engine moves
 * it, or says why it cannot go.
 */
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import { drawMission, indexCatalog, rasterise, type MapDrawing, type MapLayer, type RasterCanvas } from '../../../../engine/rulesets/sine-tempore/print';
import { iconData, iconPath, onIconsLoaded, useIconsVersion } from '../../../canvas/game-icons';
import type { Language } from '../../../i18n';
import type { SimElement, XY } from './play-session';
import { maxOf } from '../../../../engine/core/lists';

export interface BoardModel {
  id: string;
  label: string;
  /** Two letters drawn on the token. */
  short: string;
  colour: string;
  /** The game-icons picture of its hero or enemy type, as the editor draws it. */
  picture: string;
  hero: boolean;
  at: XY;
  ko: boolean;
  wounds: number;
  health: number;
  active: boolean;
}

export interface BoardProps {
  mission: Mission;
  catalog: Catalog;
  language: Language;
  /** Accessible name of the picture. */
  label: string;
  words: { deployment: string };
  models?: readonly BoardModel[];
  loot?: readonly XY[];
  elements?: readonly SimElement[];
  /** Squares the deciding hero can move to, with their AP. */
  reachable?: ReadonlyMap<string, number>;
  heat?: { width: number; height: number; values: readonly number[] } | null;
  /** The tooltip of a square of the heat map. */
  heatTitle?: (at: XY, value: number) => string;
  onSquare?: (at: XY) => void;
  /** The tooltip of a reachable square. */
  squareTitle?: (at: XY, ap: number) => string;
}

const LAYERS: ReadonlySet<MapLayer> = new Set(['board', 'terrain', 'zones', 'elements']);
/** The game places these itself: the mission's starting positions would only mislead. */
const GAME_PIECES = new Set(['hero', 'enemy', 'loot']);
const PX = 28;
const ENV = { icon: (name: string) => iconPath(name), fontFamily: 'system-ui, sans-serif' };

function boardOnly(d: MapDrawing): MapDrawing {
  return { ...d, pieces: d.pieces.filter((p) => !GAME_PIECES.has(p.piece.kind)) };
}

const MapPicture = memo(function MapPicture({ drawing }: { drawing: MapDrawing }) {
  const ref = useRef<HTMLCanvasElement>(null);
  // Pictures missing from the bundled subset arrive later: paint again then.
  const [icons, setIcons] = useState(0);
  useEffect(() => onIconsLoaded(() => setIcons((n) => n + 1)), []);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const scale = PX * Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.max(1, Math.round(drawing.width * scale));
    canvas.height = Math.max(1, Math.round(drawing.height * scale));
    rasterise(ctx as unknown as RasterCanvas, drawing, ENV, { scale, layers: LAYERS, background: 'transparent' });
  }, [drawing, icons]);
  return <canvas ref={ref} className="msim-board-map" aria-hidden="true" />;
});

/** The last drawing, shared by the test-play board and the report's heat map (switching tabs redraws nothing). */
let lastDrawing: { key: unknown[]; drawing: MapDrawing | null } | null = null;

function drawingOf(mission: Mission, catalog: Catalog, language: Language, deployment: string): MapDrawing | null {
  const key = [mission, catalog, language, deployment];
  if (lastDrawing && lastDrawing.key.every((k, i) => k === key[i])) return lastDrawing.drawing;
  let drawing: MapDrawing | null = null;
  try {
    drawing = boardOnly(drawMission(mission, indexCatalog(catalog), { language, words: { deployment } }));
  } catch {
    drawing = null;
  }
  lastDrawing = { key, drawing };
  return drawing;
}

/** Pale yellow for a few wounds to deep red for the worst square. */
export function heatColour(share: number): string {
  const r = Math.max(0, Math.min(1, share));
  return `hsl(${Math.round(52 - 52 * r)} 92% ${Math.round(66 - 30 * r)}% / ${(0.45 + 0.5 * r).toFixed(2)})`;
}

function ModelPicture({ name, fallback }: { name: string; fallback: string }) {
  useIconsVersion();
  const d = iconData(name) ?? iconData(fallback);
  return d ? <path d={d} transform={`translate(-0.27 -0.27) scale(${0.54 / 512})`} className="msim-piece-icon" /> : null;
}

export function BoardView(p: BoardProps) {
  const deployment = p.words.deployment;
  // Drawn again only when the mission, its catalog or the language change, never for a game's step.
  const drawing = useMemo(() => drawingOf(p.mission, p.catalog, p.language, deployment), [p.mission, p.catalog, p.language, deployment]);
  if (!drawing) return null;
  const { width: w, height: h } = drawing;
  const maxHeat = p.heat ? maxOf(p.heat.values, 0) : 0;
  const step = (at: XY) => p.onSquare?.(at);
  // Squares of at most 34 px, the longer side at most 460 px: the board stays a glance, not the whole pane.
  const maxWidth = Math.round(Math.min(34 * w, (460 * w) / Math.max(w, h)));
  return (
    <div className={`msim-board${p.heat ? ' heat' : ''}`} style={{ aspectRatio: `${w} / ${h}`, width: `min(100%, ${maxWidth}px)` }}>
      <MapPicture drawing={drawing} />
      <svg className="msim-board-overlay" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={p.label} preserveAspectRatio="none">
        {p.heat &&
          maxHeat > 0 &&
          p.heat.values.map((v, c) =>
            v > 0 ? (
              <rect key={c} x={c % p.heat!.width} y={Math.floor(c / p.heat!.width)} width={1} height={1} style={{ fill: heatColour(v / maxHeat) }}>
                <title>{p.heatTitle?.([c % p.heat!.width, Math.floor(c / p.heat!.width)], v)}</title>
              </rect>
            ) : null,
          )}
        {p.elements
          ?.filter((e) => e.drawn && !e.destroyed)
          .flatMap((e) => e.cells.map(([x, y]) => <rect key={`${e.id}-${x}-${y}`} x={x + 0.1} y={y + 0.1} width={0.8} height={0.8} rx={0.12} className="msim-drawn" />))}
        {p.elements
          ?.filter((e) => e.destroyed)
          .flatMap((e) => e.cells.map(([x, y]) => <path key={`${e.id}-${x}-${y}`} d={`M${x + 0.2} ${y + 0.2}L${x + 0.8} ${y + 0.8}M${x + 0.8} ${y + 0.2}L${x + 0.2} ${y + 0.8}`} className="msim-destroyed" />))}
        {p.loot?.map(([x, y], i) => <rect key={`loot-${i}`} x={x + 0.32} y={y + 0.32} width={0.36} height={0.36} transform={`rotate(45 ${x + 0.5} ${y + 0.5})`} className="msim-loot" />)}
        {p.onSquare && (
          <rect
            width={w}
            height={h}
            className="msim-board-hit"
            onClick={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              step([Math.floor(((e.clientX - box.left) / box.width) * w), Math.floor(((e.clientY - box.top) / box.height) * h)]);
            }}
          />
        )}
        {p.reachable &&
          [...p.reachable].map(([key, ap]) => {
            const [x, y] = key.split(',').map(Number);
            return (
              <rect key={`r-${key}`} x={x + 0.04} y={y + 0.04} width={0.92} height={0.92} className="msim-reach" onClick={() => step([x, y])}>
                <title>{p.squareTitle?.([x, y], ap) ?? `${x}, ${y}`}</title>
              </rect>
            );
          })}
        {p.models?.map((m) => (
          <g key={m.id} transform={`translate(${m.at[0] + 0.5} ${m.at[1] + 0.5})`} className={`msim-model${m.ko ? ' ko' : ''}${m.active ? ' active' : ''}`}>
            <title>{m.label}</title>
            {m.active && <circle r={0.48} className="msim-active-ring" />}
            {/* The editor's token (its picture on the hero or enemy colour), ringed in the game's colour of the model. */}
            <circle r={0.4} className={m.hero ? 'msim-piece hero' : 'msim-piece enemy'} style={{ stroke: m.colour }} />
            <ModelPicture name={m.picture} fallback={m.hero ? 'person' : 'monster-grasp'} />
            {m.ko && <path d="M-0.3 -0.3L0.3 0.3M0.3 -0.3L-0.3 0.3" className="msim-ko" />}
            {!m.ko && m.health > 0 && m.wounds > 0 && (
              <g transform="translate(-0.4 0.36)">
                <rect width={0.8} height={0.1} className="msim-hp-back" />
                <rect width={(0.8 * Math.max(0, m.health - m.wounds)) / m.health} height={0.1} className="msim-hp" />
              </g>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
