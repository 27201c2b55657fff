/**
 * Exports a mission's map from the command line, with the same drawing as the editor (engine/rulesets/sine-tempore/print) painted
 * by @napi-rs/canvas: a PNG at print resolution, a print-and-play PDF over A4 or Letter sheets, and a Universal
 * VTT file. The catalog is read from beside the mission, as `studio validate` reads it.
 */
import { fileInside } from '../inside-folder';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import {
  DEFAULT_PRINT,
  MAP_WORDS,
  drawMission,
  indexCatalog,
  localText,
  planPages,
  printPdf,
  printScale,
  rasterSize,
  rasterise,
  universalVtt,
  withDpi,
  type MapDrawing,
  type MapLayer,
  type RasterCanvas,
} from '../../rulesets/sine-tempore/print';
import { missionCatalogPath } from '../../format/index';
import type { Catalog } from '../../generated/types/catalog';
import type { Mission } from '../../generated/types/mission';
import { iconSet } from './assets';
import type { Exporter, ExportRequest, ExportResult } from './types';

/** What a print shows: the board and what stands on it for good, not the models (miniatures go there). */
const PRINT_LAYERS: ReadonlySet<MapLayer> = new Set(['board', 'terrain', 'zones', 'elements']);
const VTT_PIXELS_PER_SQUARE = 100;

const paths = new Map<string, Path2D | undefined>();
const env = {
  icon(name: string) {
    if (!paths.has(name)) {
      const d = iconSet().paths(name);
      paths.set(name, d ? new Path2D(d.join(' ')) : undefined);
    }
    return paths.get(name);
  },
  fontFamily: 'DejaVu Sans, sans-serif',
};

function png(drawing: MapDrawing, scale: number, region?: { x: number; y: number; w: number; h: number }): Uint8Array {
  const { width, height, fits } = rasterSize(drawing, { scale, region });
  if (!fits) throw new Error(`the map would be ${width}×${height} pixels, too large for one picture: choose smaller squares (--square) or a lower --dpi`);
  const canvas = createCanvas(width, height);
  rasterise(canvas.getContext('2d') as unknown as RasterCanvas, drawing, env, { scale, layers: PRINT_LAYERS, region });
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
    const drawing = drawMission(mission, index, { language, words: { deployment: MAP_WORDS[language].deployment } });
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
      const plan = planPages(drawing.width * squareMm, drawing.height * squareMm, options);
      const scale = printScale(squareMm, dpi);
      const images = plan.pages.map((p) => png(drawing, scale, { x: p.x / squareMm, y: p.y / squareMm, w: p.w / squareMm, h: p.h / squareMm }));
      const bytes = await printPdf({ plan, images, marginMm: options.marginMm, squareMm, title: localText(mission.title, language) || mission.id, words: MAP_WORDS[language].pdf });
      const file = join(req.outDir, `${mission.id}-map-${req.paper}.pdf`);
      writeFileSync(file, bytes);
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
    return { files, notes };
  },
};
