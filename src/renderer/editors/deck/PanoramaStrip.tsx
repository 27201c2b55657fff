/**
 * A location as the players see it on the table: card A, then the panorama cards B…H side by side, backs up, each
 * showing its slice of the location's panorama (bleed trimmed), its letter, its lock symbols and its back number.
 * Dragging a panorama card to another place re-letters the cards (one undo step; reveals follow their cards);
 * clicking selects. Konva draws it; this module is a lazy chunk. The outline's move commands do the same by
 * keyboard.
 */
import { useMemo, useState } from 'react';
import { Group, Image as KImage, Layer, Path, Rect, Stage, Text } from 'react-konva';
import type Konva from 'konva';
import { deckOrder, backNumber } from '../../../engine/time-stories/numbering';
import type { Deck } from '../../../engine/time-stories/deck';
import type { DeckEditor } from './deck-context';
import { reletterPanorama } from './deck-edits';
import { DECK_ICONS } from './deck-icons';
import { useDeckImage } from './deck-images';
import { textShown } from './deck-text';
import { importPanorama } from './panorama-import';
import { trimmedSlice } from './panorama-slices';

const CARD_H = 180;
const CARD_W = Math.round((CARD_H * 70) / 120);
const GAP = 10;
const A_GAP = 28;
const PAD = 8;

interface Props {
  ed: DeckEditor;
  deck: Deck;
  location: number;
  selected: string | null;
  select: (pointer: string) => void;
}

export default function PanoramaStrip({ ed, deck, location: li, selected, select }: Props) {
  const t = ed.t;
  const loc = deck.locations[li];
  const image = useDeckImage(ed.studio, ed.doc, loc.panorama);
  const [note, setNote] = useState<string | null>(null);
  const [dragging, setDragging] = useState<{ ci: number; x: number } | null>(null);
  const order = useMemo(() => deckOrder(deck, ed.language), [deck, ed.language]);
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
        <button type="button" disabled={ed.readOnly} onClick={() => void importPanorama(ed.studio, ed.doc, li).then(setNote)}>
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
            {cardA >= 0 && (
              <CardBack
                x={PAD}
                title={name}
                letter="A"
                lines={[loc.cards.map((c) => c.letter).sort().join(' ')]}
                number={backNumber(order, `/locations/${li}/cards/${cardA}`)}
                selected={selected === `/locations/${li}/cards/${cardA}`}
                red={loc.red === true}
                onSelect={() => select(`/locations/${li}/cards/${cardA}`)}
              />
            )}
            {shown.map((ci, k) => {
              const c = loc.cards[ci];
              const p = `/locations/${li}/cards/${ci}`;
              const isDragged = dragging?.ci === ci;
              const locks = (c.locks ?? []).length + (c.symbols ?? []).length;
              return (
                <CardBack
                  key={ci}
                  x={isDragged ? dragging.x : slotX(k)}
                  title={text(c.title)}
                  letter={c.letter}
                  lines={[]}
                  locks={locks}
                  number={backNumber(order, p)}
                  selected={selected === p}
                  image={image}
                  slice={image ? trimmedSlice(image.naturalWidth, image.naturalHeight, panorama.length, panorama.indexOf(ci)) : undefined}
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
  /** How many lock and slot symbols the back shows. */
  locks?: number;
  title: string;
  letter: string;
  lines: string[];
  number: number | undefined;
  selected: boolean;
  red?: boolean;
  image?: HTMLImageElement | null;
  slice?: { sx: number; sy: number; sw: number; sh: number };
  draggable?: boolean;
  onSelect: () => void;
  onDragMove?: (x: number) => void;
  onDrop?: (x: number, node: Konva.Node) => void;
}

function CardBack({ x, locks = 0, title, letter, lines, number, selected, red, image, slice, draggable, onSelect, onDragMove, onDrop }: BackProps) {
  return (
    <Group
      x={x}
      y={PAD}
      draggable={draggable}
      dragBoundFunc={(pos) => ({ x: pos.x, y: PAD })}
      onClick={onSelect}
      onTap={onSelect}
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
      <Rect width={CARD_W} height={CARD_H} cornerRadius={8} fill={letter === 'A' ? '#2b3a42' : '#3d5a66'} shadowBlur={selected ? 0 : 4} shadowOpacity={0.3} />
      {image && slice && <KImage image={image} width={CARD_W} height={CARD_H} crop={{ x: slice.sx, y: slice.sy, width: slice.sw, height: slice.sh }} cornerRadius={8} listening={false} />}
      <Rect width={CARD_W} height={26} cornerRadius={[8, 8, 0, 0]} fill="rgba(0,0,0,0.45)" listening={false} />
      <Text x={6} y={6} width={CARD_W - 12} text={title} fontSize={11} fontStyle="bold" fill={red ? '#ff8a7a' : '#fff'} ellipsis wrap="none" listening={false} />
      {lines.map((l, i) => (
        <Text key={i} x={6} y={34 + i * 16} width={CARD_W - 12} text={l} fontSize={12} fill="#fff" listening={false} />
      ))}
      {Array.from({ length: locks }, (_, i) => (
        <Group key={i} x={6 + i * 24} y={32} listening={false}>
          <Rect width={22} height={22} cornerRadius={11} fill="rgba(255,255,255,0.9)" />
          <Path data={DECK_ICONS.padlock} x={3} y={3} scaleX={16 / 512} scaleY={16 / 512} fill="#7a1f12" />
        </Group>
      ))}
      <Rect x={CARD_W - 34} y={CARD_H - 34} width={28} height={28} cornerRadius={14} fill="rgba(255,255,255,0.9)" listening={false} />
      <Text x={CARD_W - 34} y={CARD_H - 34} width={28} height={28} align="center" verticalAlign="middle" text={letter} fontSize={16} fontStyle="bold" fill="#1f2328" listening={false} />
      {number !== undefined && <Text x={6} y={CARD_H - 16} text={String(number)} fontSize={10} fill="#fff" listening={false} />}
      <Rect width={CARD_W} height={CARD_H} cornerRadius={8} stroke={selected ? '#1d70d6' : 'rgba(0,0,0,0.25)'} strokeWidth={selected ? 3 : 1} listening={false} />
    </Group>
  );
}
