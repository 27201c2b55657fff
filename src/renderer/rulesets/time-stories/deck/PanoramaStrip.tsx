/**
 * A location as the players see it on the table: card A, then the panorama cards B…H side by side, backs up, each
 * showing its slice of the location's panorama (bleed trimmed), its letter, its lock symbols and its back number.
 * Dragging a panorama card to another place re-letters the cards (one undo step; reveals follow their cards);
 * clicking selects. Konva draws it; this module is a lazy chunk. The outline's move commands do the same by
 * keyboard.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Group, Layer, Rect, Shape, Stage } from 'react-konva';
import type Konva from 'konva';
import { CARD } from '../../../../engine/rulesets/time-stories/print/sheets';
import type { Face } from '../../../../engine/core/draw/display';
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DeckEditor } from './deck-context';
import { reletterPanorama } from './deck-edits';
import { textShown } from './deck-text';
import { panoramaNote } from './picture-import';
import { paintFace } from '../../../print/face-paint';
import type { DeckFaces } from './use-faces';

const CARD_H = 180;
const CARD_W = Math.round((CARD_H * CARD.width) / CARD.height);
const GAP = 10;
const A_GAP = 28;
const PAD = 8;

interface Props {
  ed: DeckEditor;
  deck: Deck;
  location: number;
  selected: string | null;
  select: (pointer: string) => void;
  /** The print layout of the deck: the strip shows the printed backs. */
  faces: DeckFaces | null;
}

export default function PanoramaStrip({ ed, deck, location: li, selected, select, faces }: Props) {
  const t = ed.t;
  const loc = deck.locations[li];
  const notes = panoramaNote(ed.doc.id);
  const { note } = useSyncExternalStore(notes.subscribe, notes.get);
  const [dragging, setDragging] = useState<{ ci: number; x: number } | null>(null);
  const backs = useMemo(() => new Map((faces?.cards ?? []).map((c) => [c.card.pointer, c.back])), [faces]);
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const cardA = loc.cards.findIndex((c) => c.letter === 'A');
  const panorama = loc.cards
    .map((c, ci) => ({ c, ci }))
    .filter(({ c }) => c.letter !== 'A')
    .sort((a, b) => a.c.letter.localeCompare(b.c.letter))
    .map(({ ci }) => ci);
  const x0 = PAD + CARD_W + A_GAP;
  const slotX = (k: number) => x0 + k * (CARD_W + GAP);
  const width = Math.max(slotX(Math.max(panorama.length, 1)) + PAD, 400);
  const height = CARD_H + 2 * PAD;
  // While dragging, the other cards make room where the dragged card would land.
  const landing = dragging ? Math.max(0, Math.min(panorama.length - 1, Math.round((dragging.x - x0) / (CARD_W + GAP)))) : -1;
  const shown = dragging ? reorder(panorama, panorama.indexOf(dragging.ci), landing) : panorama;
  const name = text(loc.name) || loc.id;

  const drop = (ci: number, x: number, node: Konva.Node) => {
    setDragging(null);
    const to = Math.max(0, Math.min(panorama.length - 1, Math.round((x - x0) / (CARD_W + GAP))));
    const next = reorder(panorama, panorama.indexOf(ci), to);
    node.position({ x: slotX(panorama.indexOf(ci)), y: PAD });
    const edit = reletterPanorama(deck, li, next, to);
    if (ed.apply(edit.ops, 'deck:undo.reletter') && edit.select) select(edit.select);
  };

  return (
    <section className="deck-panorama" aria-label={t('deck:panorama.title', { location: name })}>
      <div className="deck-toolbar">
        <h2>{t('deck:panorama.title', { location: name })}</h2>
        <button type="button" disabled={ed.readOnly || !ed.studio.host.importImage} onClick={() => void ed.studio.actions.execute('deck.importPanorama', 'button')}>
          {t('deck:action.importPanorama')}
        </button>
        <span className="deck-hint">{loc.panorama ? t('deck:panorama.picture', { path: loc.panorama }) : t('deck:panorama.noPicture')}</span>
      </div>
      {note && (
        <p className="deck-hint" role="status">
          {note}
        </p>
      )}
      <p className="deck-hint">{t('deck:panorama.dragHint')}</p>
      <div className="deck-panorama-scroll" role="img" aria-label={t('deck:panorama.describe', { location: name, cards: loc.cards.map((c) => c.letter).join(', ') })}>
        <Stage width={width} height={height}>
          <Layer>
            {cardA >= 0 && faces && (
              <CardBack x={PAD} face={backs.get(`/locations/${li}/cards/${cardA}`)} faces={faces} selected={selected === `/locations/${li}/cards/${cardA}`} onSelect={() => select(`/locations/${li}/cards/${cardA}`)} />
            )}
            {faces &&
              // Rendered in a stable order (re-ordering Konva nodes mid-drag would drop the drag); only x moves.
              panorama.map((ci) => {
                const p = `/locations/${li}/cards/${ci}`;
                return (
                  <CardBack
                    key={ci}
                    x={dragging?.ci === ci ? dragging.x : slotX(shown.indexOf(ci))}
                    face={backs.get(p)}
                    faces={faces}
                    selected={selected === p}
                    draggable={!ed.readOnly}
                    onSelect={() => select(p)}
                    onDragMove={(x) => setDragging({ ci, x })}
                    onDrop={(x, node) => drop(ci, x, node)}
                  />
                );
              })}
          </Layer>
        </Stage>
      </div>
    </section>
  );
}

function reorder(list: readonly number[], from: number, to: number): number[] {
  const next = list.slice();
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
}

interface BackProps {
  x: number;
  face: Face | undefined;
  faces: DeckFaces;
  selected: boolean;
  draggable?: boolean;
  onSelect: () => void;
  onDragMove?: (x: number) => void;
  onDrop?: (x: number, node: Konva.Node) => void;
}

/** A card back as printed (the engine's layout, trimmed at the cut line), with a selection frame. */
function CardBack({ x, face, faces, selected, draggable, onSelect, onDragMove, onDrop }: BackProps) {
  const k = CARD_W / CARD.width;
  return (
    <Group
      x={x}
      y={PAD}
      draggable={draggable}
      dragBoundFunc={(pos) => ({ x: pos.x, y: PAD })}
      onClick={onSelect}
      onTap={onSelect}
      onDragStart={(e) => e.target.moveToTop()}
      onDragMove={(e) => onDragMove?.(e.target.x())}
      onDragEnd={(e) => onDrop?.(e.target.x(), e.target)}
      onMouseEnter={(e) => {
        const stage = e.target.getStage();
        if (stage) stage.container().style.cursor = draggable ? 'grab' : 'pointer';
      }}
      onMouseLeave={(e) => {
        const stage = e.target.getStage();
        if (stage) stage.container().style.cursor = '';
      }}
    >
      <Rect width={CARD_W} height={CARD_H} cornerRadius={8} fill="#fff" shadowBlur={4} shadowOpacity={0.3} />
      {face && (
        <Shape
          listening={false}
          sceneFunc={(kctx) => {
            const ctx = (kctx as unknown as { _context: CanvasRenderingContext2D })._context;
            ctx.save();
            ctx.beginPath();
            ctx.roundRect(0, 0, CARD_W, CARD_H, 8);
            ctx.clip();
            ctx.scale(k, k);
            ctx.translate(-CARD.bleed, -CARD.bleed);
            paintFace(ctx, face, faces.assets, faces.images);
            ctx.restore();
          }}
        />
      )}
      <Rect width={CARD_W} height={CARD_H} cornerRadius={8} stroke={selected ? '#1d70d6' : 'rgba(0,0,0,0.25)'} strokeWidth={selected ? 3 : 1} />
    </Group>
  );
}
