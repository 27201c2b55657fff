/**
 * The mission map for screens and paper, pure and host-free:
 *
 *   const drawing = drawMission(mission, indexCatalog(catalog), { language: 'de', words });
 *   rasterise(canvas2d, drawing, { icon }, { scale: printScale(25, 300), layers });   // PNG at 300 dpi
 *   const plan = planPages(widthMm, heightMm, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 });
 *   const pdf = await printPdf({ plan, images, … });                                   // print and play
 *   const vtt = universalVtt(mission, catalog, drawing, base64Png, pixelsPerGrid);     // .dd2vtt
 *
 * The editor's canvas paints the same display lists, and `PIECE_KINDS` is the one place that knows how each
 * kind of placed thing looks and which squares it covers.
 */
export { indexCatalog, localText, tileSize, type CatalogIndex, type Language } from './catalog-index';
export {
  drawMission,
  drawPiece,
  mapContent,
  flattenDrawing,
  patrolRoutes,
  printableDrawing,
  type DrawnPiece,
  type MapDrawing,
  type DrawOptions,
} from './drawing';
export { paint, paintPrim, type Canvas2D, type PaintEnv } from '../../../core/draw/paint';
export {
  PIECE_KINDS,
  MAP_LAYERS,
  FALLBACK_PICTURES,
  OBJECT_PICTURES,
  listPieces,
  pieceKind,
  type MapLayer,
  type Piece,
  type PieceKind,
  type PieceKindId,
  type DrawContext,
  type EnemyModel,
} from './pieces';
export { boxOf, grow, primBox, overlaps, union, type Box, type Prim } from '../../../core/draw/display';
export {
  DEFAULT_PRINT,
  PAPER_MM,
  planPages,
  marksOn,
  SLIVER_SHARE,
  mmToPx,
  type Paper,
  type PrintOptions,
  type PagePlan,
  type PageTile,
  type MapBox,
} from '../../../core/draw/sheets';
export { mapPdfPages, sheetCaptions, scaleCaption, MAP_PDF_SUBJECT, type MapPdfInput, type PdfWords } from '../../../core/draw/sheet-pdf';
export { MAP_WORDS, type MapWords } from './words';
export { withDpi, pngDpi, isPng } from '../../../core/draw/png';
export {
  rasterise,
  rasterSize,
  printScale,
  MAX_RASTER_SIDE,
  type RasterCanvas,
  type RasterOptions,
} from './raster';
export { universalVtt, type UniversalVtt } from './vtt';
export { outlineSegments, type Square } from './tokens';
export {
  drawTiles,
  drawTerrain,
  mergeSegments,
  unitWalls,
  type TilePictures,
  type TerrainPictures,
  type WallSegment,
} from './board';
