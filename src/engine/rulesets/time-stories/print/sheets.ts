/**
 * Where cards go on printed sheets and on Tabletop Simulator deck sheets. Pure geometry in millimetres (print) and
 * pixels (TTS); the same numbers drive the PDF writer and the editor's print preview.
 */
import { ICON_CREDIT } from '../../../core/draw/icons';

export type Paper = 'a4' | 'letter';
export type Duplex = 'long-edge' | 'short-edge';

export const PAPERS: Record<Paper, { width: number; height: number; name: string }> = {
  a4: { width: 210, height: 297, name: 'A4' },
  letter: { width: 215.9, height: 279.4, name: 'US Letter' },
};

/** Tarot-size cards as T.I.M.E Stories uses them, with the bleed print shops ask for. */
export const CARD = { width: 70, height: 120, bleed: 3 };
export const CARD_BLEED_BOX = { width: CARD.width + 2 * CARD.bleed, height: CARD.height + 2 * CARD.bleed };

export interface SheetOptions {
  paper: Paper;
  duplex?: Duplex;
  /** Space between the bleed boxes of neighbouring cards, where the crop marks go. */
  gap?: number;
  /** Smallest distance from the paper edge to a bleed box. */
  margin?: number;
}

export interface Slot {
  /** Bleed box, on the page. */
  x: number;
  y: number;
  col: number;
  row: number;
}

export interface Mark {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface SheetLayout {
  paper: Paper;
  width: number;
  height: number;
  cols: number;
  rows: number;
  perPage: number;
  /** Where the front of the n-th card of a page goes. */
  fronts: Slot[];
  /** Where its back goes on the following page, mirrored so that the two sides meet when printed duplex. */
  backs: Slot[];
  /** Crop marks (the same on front and back pages: the grid is centred, so mirroring maps it onto itself). */
  marks: Mark[];
  duplex: Duplex;
}

/** Crop marks sit this far outside the bleed and are this long. */
export const MARK_OFFSET = 0.5;
export const MARK_LENGTH = 3;

export function sheetLayout(opts: SheetOptions): SheetLayout {
  const paper = PAPERS[opts.paper];
  const gap = opts.gap ?? 8;
  const margin = opts.margin ?? 6;
  const { width: cw, height: ch } = CARD_BLEED_BOX;
  const cols = Math.max(1, Math.floor((paper.width - 2 * margin + gap) / (cw + gap)));
  const rows = Math.max(1, Math.floor((paper.height - 2 * margin + gap) / (ch + gap)));
  const gridW = cols * cw + (cols - 1) * gap;
  const gridH = rows * ch + (rows - 1) * gap;
  const x0 = (paper.width - gridW) / 2;
  const y0 = (paper.height - gridH) / 2;
  const duplex = opts.duplex ?? 'long-edge';
  const fronts: Slot[] = [];
  const backs: Slot[] = [];
  const at = (col: number, row: number): Slot => ({
    x: x0 + col * (cw + gap),
    y: y0 + row * (ch + gap),
    col,
    row,
  });
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      fronts.push(at(col, row));
      // Long-edge duplex turns the sheet over left to right: columns swap. Short-edge turns it top to bottom.
      backs.push(duplex === 'long-edge' ? at(cols - 1 - col, row) : at(col, rows - 1 - row));
    }
  }
  const marks: Mark[] = [];
  const b = CARD.bleed;
  for (const s of fronts) {
    const left = s.x + b;
    const right = s.x + cw - b;
    const top = s.y + b;
    const bottom = s.y + ch - b;
    for (const x of [left, right]) {
      marks.push({ x1: x, y1: s.y - MARK_OFFSET - MARK_LENGTH, x2: x, y2: s.y - MARK_OFFSET });
      marks.push({ x1: x, y1: s.y + ch + MARK_OFFSET, x2: x, y2: s.y + ch + MARK_OFFSET + MARK_LENGTH });
    }
    for (const y of [top, bottom]) {
      marks.push({ x1: s.x - MARK_OFFSET - MARK_LENGTH, y1: y, x2: s.x - MARK_OFFSET, y2: y });
      marks.push({ x1: s.x + cw + MARK_OFFSET, y1: y, x2: s.x + cw + MARK_OFFSET + MARK_LENGTH, y2: y });
    }
  }
  return {
    paper: opts.paper,
    width: paper.width,
    height: paper.height,
    cols,
    rows,
    perPage: cols * rows,
    fronts,
    backs,
    marks,
    duplex,
  };
}

/** Pages of a print run: for every group of `perPage` cards, a page of fronts then a page of their backs. */
export function printPages(
  cardCount: number,
  layout: SheetLayout,
): { side: 'front' | 'back'; cards: number[] }[] {
  const pages: { side: 'front' | 'back'; cards: number[] }[] = [];
  for (let start = 0; start < cardCount; start += layout.perPage) {
    const cards = Array.from({ length: Math.min(layout.perPage, cardCount - start) }, (_, i) => start + i);
    pages.push({ side: 'front', cards }, { side: 'back', cards });
  }
  return pages;
}

// ------------------------------------------------------------------------------------------------------------
// Tabletop Simulator

/** TTS reads custom deck sheets of at most 10 columns by 7 rows. */
export const TTS_MAX = { cols: 10, rows: 7 };

export interface TtsSheet {
  index: number;
  /** Indices (into the card list) of the cards on this sheet, row by row. */
  cards: number[];
  cols: number;
  rows: number;
  /** Size of one card and of the whole image, in pixels. */
  cardWidth: number;
  cardHeight: number;
  width: number;
  height: number;
}

/** Splits cards over TTS sheets; every card keeps the trim-box proportions of a tarot card. */
export function ttsSheets(cardCount: number, cardWidth = 350): TtsSheet[] {
  const cardHeight = Math.round((cardWidth * CARD.height) / CARD.width);
  const per = TTS_MAX.cols * TTS_MAX.rows;
  const sheets: TtsSheet[] = [];
  for (let start = 0, index = 0; start < cardCount; start += per, index++) {
    const n = Math.min(per, cardCount - start);
    const cols = Math.min(TTS_MAX.cols, n);
    const rows = Math.ceil(n / cols);
    sheets.push({
      index,
      cards: Array.from({ length: n }, (_, i) => start + i),
      cols,
      rows,
      cardWidth,
      cardHeight,
      width: cols * cardWidth,
      height: rows * cardHeight,
    });
  }
  return sheets;
}

/** Object flags TTS writes for cards and decks alike. */
const TTS_FLAGS = {
  Locked: false,
  Grid: true,
  Snap: true,
  Autoraise: true,
  Sticky: true,
  Tooltip: true,
  HideWhenFaceDown: true,
};

export interface TtsCardInfo {
  nickname: string;
  description: string;
}

/**
 * The saved-object JSON that loads the sheets as one deck in Tabletop Simulator (put it in the "Saved Objects"
 * folder). `faceUrl`/`backUrl` give the address of each sheet image: a `file:///` address for local play, or the
 * address of the uploaded image. The first card of the list is the top of the deck.
 */
export function ttsSavedObject(
  title: string,
  sheets: TtsSheet[],
  cards: TtsCardInfo[],
  faceUrl: (sheet: number) => string,
  backUrl: (sheet: number) => string,
) {
  const transform = (y: number) => ({
    posX: 0,
    posY: y,
    posZ: 0,
    rotX: 0,
    rotY: 180,
    rotZ: 180,
    scaleX: 1,
    scaleY: 1,
    scaleZ: 1,
  });
  const customDeck: Record<string, unknown> = {};
  const cardObjects: unknown[] = [];
  const ids: number[] = [];
  for (const sheet of sheets) {
    const deckId = sheet.index + 1;
    const entry = {
      FaceURL: faceUrl(sheet.index),
      BackURL: backUrl(sheet.index),
      NumWidth: sheet.cols,
      NumHeight: sheet.rows,
      BackIsHidden: true,
      UniqueBack: true,
      Type: 0,
    };
    customDeck[String(deckId)] = entry;
    sheet.cards.forEach((card, i) => {
      const id = deckId * 100 + i;
      ids.push(id);
      cardObjects.push({
        Name: 'Card',
        Transform: transform(1),
        Nickname: cards[card].nickname,
        Description: cards[card].description,
        CardID: id,
        CustomDeck: { [String(deckId)]: entry },
        ...TTS_FLAGS,
        Hands: true,
      });
    });
  }
  return {
    SaveName: title,
    GameMode: '',
    Date: '',
    VersionNumber: '',
    Gravity: 0.5,
    PlayArea: 0.5,
    Table: '',
    Sky: '',
    Note: '',
    Rules: '',
    XmlUI: '',
    LuaScript: '',
    LuaScriptState: '',
    TabStates: {},
    ObjectStates: [
      {
        Name: 'DeckCustom',
        Transform: transform(1),
        Nickname: title,
        Description: `Scenario Studio deck, in reset order (card 1 on top). ${ICON_CREDIT}`,
        DeckIDs: ids,
        CustomDeck: customDeck,
        ContainedObjects: cardObjects,
        ...TTS_FLAGS,
        Hands: false,
        SidewaysCard: false,
      },
    ],
  };
}
