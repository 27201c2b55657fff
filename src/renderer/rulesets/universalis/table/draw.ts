/**
 * The display list the table is drawn with. The table is measured in centimetres, so one unit of a primitive is
 * 1 cm; the same primitives, painter and cached Konva shape serve the mission map (in squares).
 */
export { paint, type PaintEnv } from '../../../../engine/core/draw/paint';
export { boxOf, grow, overlaps, primBox, union, type Box, type Prim } from '../../../../engine/core/draw/display';
export { PaintedShape } from '../../../canvas/konva-paint';
