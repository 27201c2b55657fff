/**
 * The display list the table is drawn with. The table is measured in centimetres, so one unit of a primitive is
 * 1 cm; the same primitives, painter and cached Konva shape serve the mission map (in squares). They still live
 * with Sine Tempore's print code: when the shared display list lands in src/engine/core/draw, only this file
 * changes.
 */
export {
  paint,
  boxOf,
  grow,
  overlaps,
  primBox,
  union,
  type Box,
  type Prim,
  type PaintEnv,
} from '../../../../engine/rulesets/sine-tempore/print';
export { PaintedShape } from '../../sine-tempore/mission/canvas/konva-paint';
