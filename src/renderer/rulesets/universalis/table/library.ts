/**
 * Ready pieces for the table (building, ruin, forest, crater, road, wall): their outline around (0, 0) in cm, type,
 * kind and height. The piece tool puts one down centred where the designer clicks.
 */
import type { TerrainType } from '../../../../engine/generated/types/skirmish';
import { roundPt, translatePts, type Pt } from './geometry';

export interface LibraryPiece {
  id: string;
  type: TerrainType;
  kind: 'solid' | 'area';
  height: number;
  outline: Pt[];
  picture: string;
}

/** An irregular round outline: a blob of `n` corners whose radius wobbles deterministically. */
function blob(radius: number, n: number, wobble: readonly number[]): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const r = radius * wobble[i % wobble.length];
    return roundPt([r * Math.cos(a), r * Math.sin(a)]);
  });
}

const rect = (w: number, h: number): Pt[] => [
  [-w / 2, -h / 2],
  [w / 2, -h / 2],
  [w / 2, h / 2],
  [-w / 2, h / 2],
];

export const LIBRARY: readonly LibraryPiece[] = [
  { id: 'building', type: 'building', kind: 'solid', height: 8, outline: rect(12, 10), picture: 'house' },
  {
    id: 'ruin',
    type: 'ruin',
    kind: 'area',
    height: 3,
    outline: [
      [-6, -5],
      [3, -5],
      [3, -2],
      [6, -2],
      [6, 5],
      [-2, 5],
      [-2, 2],
      [-6, 2],
    ],
    picture: 'stone-tower',
  },
  {
    id: 'forest',
    type: 'forest',
    kind: 'area',
    height: 8,
    outline: blob(7, 12, [1, 0.85, 1.05, 0.9, 1, 0.8, 1.1, 0.95]),
    picture: 'pine-tree',
  },
  {
    id: 'crater',
    type: 'crater',
    kind: 'area',
    height: 0,
    outline: blob(4, 10, [1, 0.9, 1.05, 0.95]),
    picture: 'hole',
  },
  { id: 'road', type: 'road', kind: 'area', height: 0, outline: rect(40, 6), picture: 'path-distance' },
  {
    id: 'wall',
    type: 'fortified-position',
    kind: 'solid',
    height: 3,
    outline: rect(15, 1),
    picture: 'stone-wall',
  },
];

export const libraryPiece = (id: string): LibraryPiece => LIBRARY.find((p) => p.id === id) ?? LIBRARY[0];

export const pieceAt = (piece: LibraryPiece, at: Pt): Pt[] => translatePts(piece.outline, at[0], at[1]);
