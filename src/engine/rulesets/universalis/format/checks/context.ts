/**
 * What the skirmish checks share: the scenario, its units file (when it could be loaded), and the table's outlines
 * built once as geometry polygons. Outlines that are not simple polygons are reported once and left out of every
 * other geometric check, so one bad outline gives one problem, not a cascade.
 */
import type {
  Polygon as Outline,
  SkirmishScenario,
  TerrainPiece,
  Zone,
} from '../../../../generated/types/skirmish';
import type { UnitCards as Units, UnitCard } from '../../../../generated/types/units';
import { error, type Finding } from '../../../../format/findings';
import { decimal, type DecimalArg, type Message } from '../../../../format/messages/index';
import { msg } from '../messages/index';
import { polygon, simplicity, type Polygon } from '../../geometry';
import { SIZE_PROFILES } from '../derived';

export type SideId = 'a' | 'b';
export const SIDES: readonly SideId[] = ['a', 'b'];

export interface PreparedPiece {
  readonly piece: TerrainPiece;
  readonly index: number;
  /** Undefined when the outline is not a simple polygon. */
  readonly poly: Polygon | undefined;
}

export interface PreparedZone {
  readonly zone: Zone;
  readonly index: number;
  readonly poly?: Polygon;
  readonly circle?: { readonly x: number; readonly y: number; readonly r: number };
}

export interface SkirmishCheck {
  readonly s: SkirmishScenario;
  readonly units: Units | undefined;
  readonly cards: ReadonlyMap<string, UnitCard>;
  readonly pieces: readonly PreparedPiece[];
  readonly zones: ReadonlyMap<string, PreparedZone>;
  readonly out: Finding[];
}

/** Base radius of a model: its card's size, or the smallest base when the card is unknown (so a clash found with
 * it is a clash with any card). */
export function baseRadius(c: SkirmishCheck, card: string): number {
  const size = c.cards.get(card)?.size;
  return SIZE_PROFILES[size ?? 'small'].baseRadius;
}

export function profileHeight(c: SkirmishCheck, card: string): number {
  return SIZE_PROFILES[c.cards.get(card)?.size ?? 'small'].height;
}

/** Builds an outline as a polygon, or reports why it is not a simple one. */
export function outline(
  points: Outline,
  pointer: string,
  what: Message,
  out: Finding[],
): Polygon | undefined {
  const s = simplicity(points);
  if (s.ok) return polygon(points);
  const subject = msg('polygon-of', { what });
  if (s.problem === 'self-intersection') {
    out.push(
      error(
        'polygon-self-intersecting',
        pointer,
        msg('polygon-self-intersecting', {
          what: subject,
          x: round(s.at[0]),
          y: round(s.at[1]),
          first: s.edges[0] + 1,
          second: s.edges[1] + 1,
        }),
      ),
    );
  } else if (s.problem === 'repeated-point') {
    const [i, j] = s.points;
    out.push(
      error(
        'polygon-degenerate',
        `${pointer}/${j}`,
        msg('polygon-repeated-point', {
          what: subject,
          x: points[j][0],
          y: points[j][1],
          first: i + 1,
          second: j + 1,
        }),
      ),
    );
  } else {
    out.push(error('polygon-degenerate', pointer, msg('polygon-zero-area', { what: subject })));
  }
  return undefined;
}

/** A coordinate for a message: at most one decimal, as JSON writes numbers (`12`, `3.5`). */
export const round = (v: number): number => Math.round(v * 10) / 10;

/** A length in prose: one decimal, with the language's decimal sign (`3.5` / `3,5`). */
export const cm = (v: number): DecimalArg => decimal(v, 1);
