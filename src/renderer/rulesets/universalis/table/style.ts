/**
 * How the table looks: a fill per terrain type (with the legend beside the table), the two sides' colours, zone
 * hatching as in the upstream mission drawings (Regeln/Grafiken/Missionen: the own deployment zone green, the
 * other maroon, diagonal stripes, sizes written along the edges). One place, so the canvas, the legend and the
 * printed table agree.
 */
import type { TerrainType } from '../../../../engine/generated/types/skirmish';

export const TERRAIN_TYPES: readonly TerrainType[] = [
  'building',
  'fortified-position',
  'ruin',
  'forest',
  'thicket',
  'crater',
  'water',
  'swamp',
  'road',
];

export interface TerrainLook {
  fill: string;
  stroke: string;
  /** Texture drawn inside: dots for vegetation, waves for water, rubble for ruins and craters. */
  texture: 'none' | 'dots' | 'waves' | 'rubble' | 'bricks';
}

export const TERRAIN_LOOK: Record<TerrainType, TerrainLook> = {
  building: { fill: '#8d929b', stroke: '#3d4249', texture: 'bricks' },
  'fortified-position': { fill: '#7c7558', stroke: '#3f3a26', texture: 'bricks' },
  ruin: { fill: '#b89f80', stroke: '#6b5640', texture: 'rubble' },
  forest: { fill: '#3f7f3c', stroke: '#1f4d1e', texture: 'dots' },
  thicket: { fill: '#86a95e', stroke: '#4f6d30', texture: 'dots' },
  crater: { fill: '#9c7a57', stroke: '#5e4328', texture: 'rubble' },
  water: { fill: '#5f9fd8', stroke: '#2d6aa3', texture: 'waves' },
  swamp: { fill: '#6d8b73', stroke: '#3b5642', texture: 'waves' },
  road: { fill: '#d9cfb6', stroke: '#9d927a', texture: 'none' },
};

export const TABLE_FILL = '#e9e4d4';
export const TABLE_EDGE = '#222222';
/** Grid lines: a grey drawn see-through (the PDF writer takes colours as #rrggbb, transparency as `alpha`). */
export const GRID_LINE = { color: '#3c3c3c', alpha: 0.16 };
export const GRID_LINE_10 = { color: '#3c3c3c', alpha: 0.32 };

export type SideId = 'a' | 'b';
export const SIDES: readonly SideId[] = ['a', 'b'];

/** Side a green and side b maroon, as the upstream drawings colour the own and the other deployment zone. */
export const SIDE_COLOUR: Record<SideId, string> = { a: '#2e7d32', b: '#8e1b1b' };
export const SIDE_LIGHT: Record<SideId, string> = { a: '#cfe8cf', b: '#f1cccc' };
/** Zones no side deploys in (objectives, extraction zones). */
export const ZONE_COLOUR = '#c77d00';

export const SELECTION = '#1d70d6';
export const PROBLEM = '#d92d20';
export const WARNING_COLOUR = '#b07800';
export const MEASURE = '#6a1b9a';
export const SIGHT_CLEAR = '#1b8a3a';
export const SIGHT_BLOCKED = '#d92d20';
