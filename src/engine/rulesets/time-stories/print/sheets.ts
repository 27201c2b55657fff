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
  /** Preferred space between the bleed boxes of neighbouring cards, where the crop marks go. */
  gap?: number;
  /** Smallest distance from the paper edge to any crop mark (printers do not print closer to the edge). */
  edge?: number;
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
  /**
   * How far backs are turned in their slots: short-edge duplex turns the sheet top over bottom, so its backs are
   * printed upside down to come out the same way up as long-edge duplex (a card turned over like a book page shows
   * its back upright either way).
   */
  backRotation: 0 | 180;
  /** Crop marks (the same on front and back pages: the grid is centred, so mirroring maps it onto itself). */
  marks: Mark[];
  /** The cards' trim and bleed, all cards together (the page's TrimBox and BleedBox). */
  trimBox: { x: number; y: number; w: number; h: number };
  bleedBox: { x: number; y: number; w: number; h: number };
  duplex: Duplex;
}

/** Crop marks sit this far outside the bleed and are this long. */
export const MARK_OFFSET = 0.5;
export const MARK_LENGTH = 3;
/** Crop marks stay at least this far from the paper edge. */
export const MARK_EDGE = 10;

const MARK_REACH = MARK_OFFSET + MARK_LENGTH;

/**
 * Cards along one side of the paper and the gap between them: as many whole cards as fit with their marks inside
 * the edge distance, the gap shrunk (down to none) before a card is ever dropped or shrunk.
 */
function axis(length: number, card: number, preferredGap: number, edge: number): { count: number; gap: number } {
  const room = length - 2 * (edge + MARK_REACH);
  const count = Math.max(1, Math.floor(room / card));
  const gap = count > 1 ? Math.max(0, Math.min(preferredGap, (room - count * card) / (count - 1))) : 0;
  return { count, gap };
}

export function sheetLayout(opts: SheetOptions): SheetLayout {
  const paper = PAPERS[opts.paper];
  const edge = opts.edge ?? MARK_EDGE;
  const { width: cw, height: ch } = CARD_BLEED_BOX;
  const { count: cols, gap: gapX } = axis(paper.width, cw, opts.gap ?? 8, edge);
  const { count: rows, gap: gapY } = axis(paper.height, ch, opts.gap ?? 8, edge);
  const gridW = cols * cw + (cols - 1) * gapX;
  const gridH = rows * ch + (rows - 1) * gapY;
  const x0 = (paper.width - gridW) / 2;
  const y0 = (paper.height - gridH) / 2;
  const duplex = opts.duplex ?? 'long-edge';
  const fronts: Slot[] = [];
  const backs: Slot[] = [];
  const at = (col: number, row: number): Slot => ({
    x: x0 + col * (cw + gapX),
    y: y0 + row * (ch + gapY),
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
  // Marks run from each trim line into the gap beside the card; where a gap is too narrow for two marks they are
  // left out and the marks at the grid's outer edge carry that trim line.
  const marks: Mark[] = [];
  const b = CARD.bleed;
  const roomX = gapX >= 2 * MARK_REACH;
  const roomY = gapY >= 2 * MARK_REACH;
  for (const s of fronts) {
    const left = s.x + b;
    const right = s.x + cw - b;
    const top = s.y + b;
    const bottom = s.y + ch - b;
    for (const x of [left, right]) {
      if (s.row === 0 || roomY) marks.push({ x1: x, y1: s.y - MARK_REACH, x2: x, y2: s.y - MARK_OFFSET });
      if (s.row === rows - 1 || roomY)
        marks.push({ x1: x, y1: s.y + ch + MARK_OFFSET, x2: x, y2: s.y + ch + MARK_REACH });
    }
    for (const y of [top, bottom]) {
      if (s.col === 0 || roomX) marks.push({ x1: s.x - MARK_REACH, y1: y, x2: s.x - MARK_OFFSET, y2: y });
      if (s.col === cols - 1 || roomX)
        marks.push({ x1: s.x + cw + MARK_OFFSET, y1: y, x2: s.x + cw + MARK_REACH, y2: y });
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
    backRotation: duplex === 'short-edge' ? 180 : 0,
    marks,
    trimBox: { x: x0 + b, y: y0 + b, w: gridW - 2 * b, h: gridH - 2 * b },
    bleedBox: { x: x0, y: y0, w: gridW, h: gridH },
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

/** TTS reads custom deck sheets of at most 10 columns by 7 rows, as one texture of at most 4096×4096 pixels. */
export const TTS_MAX = { cols: 10, rows: 7, side: 4096 };

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

/**
 * Splits cards over TTS sheets; every card keeps the trim-box proportions of a tarot card, `cardWidth` wide unless
 * the sheet would then exceed TTS's texture limit, in which case its cells shrink until it fits.
 */
export function ttsSheets(cardCount: number, cardWidth = 350): TtsSheet[] {
  const per = TTS_MAX.cols * TTS_MAX.rows;
  const sheets: TtsSheet[] = [];
  for (let start = 0, index = 0; start < cardCount; start += per, index++) {
    const n = Math.min(per, cardCount - start);
    const cols = Math.min(TTS_MAX.cols, n);
    const rows = Math.ceil(n / cols);
    const tallest = Math.floor(TTS_MAX.side / rows);
    const w = Math.min(cardWidth, Math.floor(TTS_MAX.side / cols), Math.floor((tallest * CARD.width) / CARD.height));
    const h = Math.min(tallest, Math.round((w * CARD.height) / CARD.width));
    sheets.push({
      index,
      cards: Array.from({ length: n }, (_, i) => start + i),
      cols,
      rows,
      cardWidth: w,
      cardHeight: h,
      width: cols * w,
      height: rows * h,
    });
  }
  return sheets;
}

/**
 * How a saved object names its sheet images. `plain`: the absolute path with forward slashes, as TTS's own import
 * dialog writes it ("C:/Users/…/faces-1.png"; spaces and accents as they are); `file-url`: a percent-encoded
 * file:/// URL. TTS also finds a bare file name in its Mods/Images folder.
 */
export type TtsPaths = 'plain' | 'file-url';

/** The address of a local image in a saved object, in the form asked for. */
export function ttsImageAddress(absolutePath: string, form: TtsPaths): string {
  const forward = absolutePath.replace(/\\/g, '/');
  if (form === 'plain') return forward;
  const rooted = forward.startsWith('/') ? forward : `/${forward}`;
  return `file://${rooted
    .split('/')
    .map((part, i) => (i === 1 && /^[A-Za-z]:$/.test(part) ? part : encodeURIComponent(part)))
    .join('/')}`;
}

/** Six hex digits per object, unique in the file and the same for the same deck (TTS keys objects by GUID). */
export function ttsGuids(seed: string, count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    let h = 2166136261;
    const text = `${seed}\u0000${i}`;
    for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 16777619) >>> 0;
    const guid = (h & 0xffffff).toString(16).padStart(6, '0');
    if (seen.has(guid)) continue;
    seen.add(guid);
    out.push(guid);
  }
  return out;
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
  /** Seeds the GUIDs (the deck's id): the same deck gets the same GUIDs every export. */
  guidSeed = title,
) {
  const total = sheets.reduce((n, s) => n + s.cards.length, 0);
  const guids = ttsGuids(guidSeed, total + 1);
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
        GUID: guids[ids.length - 1],
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
        GUID: guids[total],
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
