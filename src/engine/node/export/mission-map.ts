/**
 * Exports a mission's map from the command line, with the same drawing as the editor (engine/rulesets/sine-tempore/print):
 * a PNG at print resolution and the Universal VTT picture painted by @napi-rs/canvas, and the print-and-play PDF
 * over A4 or Letter sheets written as vectors by the one PDF writer the studio uses too. The catalog is read from
 * beside the mission, as `studio validate` reads it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileInside } from '../inside-folder';
import { createCanvas } from '@napi-rs/canvas';
import { writePdf } from '../../core/draw/pdf';
import { printablePrims } from '../../core/draw/printable';
import {
  DEFAULT_PRINT,
  MAP_PDF_SUBJECT,
  MAP_WORDS,
  drawMission,
  flattenDrawing,
  indexCatalog,
  localText,
  mapContent,
  mapPdfPages,
  planPages,
  printScale,
  rasterSize,
  rasterise,
  universalVtt,
  withDpi,
  type MapDrawing,
  type MapLayer,
  type Prim,
  type RasterCanvas,
} from '../../rulesets/sine-tempore/print';
import { missionCatalogPath } from '../../format/index';
import type { Catalog } from '../../generated/types/catalog';
import type { Mission } from '../../generated/types/mission';
import { exportDate, iconSet, typefaces } from './assets';
import { nodePaintEnv } from './png';
import { unprintableNote } from './unprintable';
import type { Exporter, ExportRequest, ExportResult } from './types';

/** What a print shows: the board and what stands on it for good, not the models (miniatures go there). */
const PRINT_LAYERS: ReadonlySet<MapLayer> = new Set(['board', 'terrain', 'zones', 'elements']);
const VTT_PIXELS_PER_SQUARE = 100;

function png(drawing: MapDrawing, scale: number): Uint8Array {
  const { width, height, fits } = rasterSize(drawing, { scale });
  if (!fits) throw new Error(`the map would be ${width}×${height} pixels, too large for one picture: choose smaller squares (--square) or a lower --dpi`);
  const canvas = createCanvas(width, height);
  rasterise(canvas.getContext('2d') as unknown as RasterCanvas, drawing, nodePaintEnv(), { scale, layers: PRINT_LAYERS });
  return new Uint8Array(canvas.toBuffer('image/png'));
}

export const missionMapExporter: Exporter = {
  kind: 'mission',
  formats: ['pdf', 'png', 'vtt'],
  async run(req: ExportRequest): Promise<ExportResult> {
    const mission = req.document as Mission;
    let catalog: Catalog;
    let catalogFile = missionCatalogPath(mission) ?? '';
    try {
      catalogFile = fileInside(req.baseDir, catalogFile);
      catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as Catalog;
    } catch (e) {
      throw new Error(`the map needs the mission's catalog, ${catalogFile}, which could not be read (${(e as Error).message})`);
    }
    const language = req.language ?? mission.language ?? 'en';
    const index = indexCatalog(catalog);
    const unprintable = new Set<string>();
    const drawn = drawMission(mission, index, { language, words: { deployment: MAP_WORDS[language].deployment } });
    const drawing = printableDrawing(drawn, unprintable);
    const squareMm = req.squareMm ?? DEFAULT_PRINT.squareMm;
    const dpi = req.dpi ?? 300;
    mkdirSync(req.outDir, { recursive: true });
    const files: string[] = [];
    const notes: string[] = [];
    if (req.formats.includes('png')) {
      const file = join(req.outDir, `${mission.id}-map.png`);
      writeFileSync(file, withDpi(png(drawing, printScale(squareMm, dpi)), dpi));
      files.push(file);
      notes.push(`The map at ${dpi} dpi with ${squareMm} mm squares (${Math.round(drawing.width * squareMm)} × ${Math.round(drawing.height * squareMm)} mm).`);
    }
    if (req.formats.includes('pdf')) {
      const options = { ...DEFAULT_PRINT, squareMm, paper: req.paper };
      const content = mapContent(drawing).map((b) => ({ x0: b.x0 * squareMm, y0: b.y0 * squareMm, x1: b.x1 * squareMm, y1: b.y1 * squareMm }));
      const plan = planPages(drawing.width * squareMm, drawing.height * squareMm, options, content);
      const title = localText(mission.title, language) || mission.id;
      const pages = mapPdfPages({ plan, prims: flattenDrawing(drawing, PRINT_LAYERS), squareMm, marginMm: options.marginMm, title, words: MAP_WORDS[language].pdf, language, measure: typefaces().measure });
      const result = await writePdf(pages, { title, subject: MAP_PDF_SUBJECT, language, created: req.created ?? exportDate() }, { typefaces: typefaces(), icons: iconSet() });
      for (const ch of result.missing) unprintable.add(ch);
      const file = join(req.outDir, `${mission.id}-map-${req.paper}.pdf`);
      writeFileSync(file, result.bytes);
      files.push(file);
      notes.push(`${plan.pages.length} sheet${plan.pages.length > 1 ? 's' : ''} (${plan.cols} × ${plan.rows}); print at 100 % (no "fit to page"), then cut along the dashed lines and line up the crosses.`);
    }
    if (req.formats.includes('vtt')) {
      const image = Buffer.from(png(drawing, VTT_PIXELS_PER_SQUARE)).toString('base64');
      const file = join(req.outDir, `${mission.id}.dd2vtt`);
      writeFileSync(file, JSON.stringify(universalVtt(mission, index, drawing, image, VTT_PIXELS_PER_SQUARE)));
      files.push(file);
      notes.push('The Universal VTT file holds the picture, the grid, the walls and the doors: import it in Foundry, Owlbear Rodeo or another virtual tabletop.');
    }
    if (unprintable.size) notes.push(unprintableNote(mission, unprintable));
    return { files, notes };
  },
};

/** The drawing with every label printable by the shipped fonts (what none has is replaced and listed). */
function printableDrawing(d: MapDrawing, missing: Set<string>): MapDrawing {
  const fix = (prims: Prim[]) => printablePrims(prims, typefaces().covers, missing);
  return {
    ...d,
    board: fix(d.board),
    terrain: fix(d.terrain),
    coordinates: fix(d.coordinates),
    annotations: fix(d.annotations),
    pieces: d.pieces.map((p) => ({ ...p, prims: fix(p.prims) })),
  };
}
