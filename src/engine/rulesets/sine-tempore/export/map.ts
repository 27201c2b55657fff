/**
 * Exports a mission's map with the same drawing as the editor (../print): a PNG at print resolution, the
 * print-and-play PDF over A4 or Letter sheets (vectors, through the one PDF writer) and a Universal VTT file. The
 * catalog is read from beside the mission, as `studio validate` reads it.
 */
import { unprintableMessage } from '../../../core/draw/unprintable';
import type { ExportHost, ExportOptions, KindExporter } from '../../../export';
import { missionCatalogPath } from '../../../format/index';
import type { Catalog } from '../../../generated/types/catalog';
import type { Mission } from '../../../generated/types/mission';
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
  printableDrawing,
  rasterSize,
  rasterise,
  universalVtt,
  withDpi,
  type MapDrawing,
  type MapLayer,
} from '../print';

/** What a print shows: the board and what stands on it for good, not the models (miniatures go there). */
const PRINT_LAYERS: ReadonlySet<MapLayer> = new Set(['board', 'terrain', 'zones', 'elements']);
const VTT_PIXELS_PER_SQUARE = 100;

function png(host: ExportHost, drawing: MapDrawing, scale: number): Promise<Uint8Array> {
  const { width, height, fits } = rasterSize(drawing, { scale });
  if (!fits) throw new Error(`the map would be ${width}×${height} pixels, too large for one picture: choose smaller squares (--square) or a lower --dpi`);
  return host.png(width, height, (ctx, env) => rasterise(ctx, drawing, env, { scale, layers: PRINT_LAYERS }));
}

export const missionMapExporter: KindExporter = {
  async run(document: unknown, req: ExportOptions, host: ExportHost) {
    const mission = document as Mission;
    let catalog: Catalog;
    let catalogFile = missionCatalogPath(mission) ?? '';
    try {
      catalogFile = host.file(catalogFile);
      catalog = JSON.parse(host.readText(catalogFile)) as Catalog;
    } catch (e) {
      throw new Error(`the map needs the mission's catalog, ${catalogFile}, which could not be read (${(e as Error).message})`);
    }
    const language = req.language ?? mission.language ?? 'en';
    const index = indexCatalog(catalog);
    const unprintable = new Set<string>();
    const drawn = drawMission(mission, index, { language, words: { deployment: MAP_WORDS[language].deployment } });
    const drawing = printableDrawing(drawn, host.covers, unprintable);
    const squareMm = req.squareMm ?? DEFAULT_PRINT.squareMm;
    const dpi = req.dpi ?? 300;
    const notes: string[] = [];
    if (req.formats.includes('png')) {
      host.write(`${mission.id}-map.png`, withDpi(await png(host, drawing, printScale(squareMm, dpi)), dpi));
      notes.push(`The map at ${dpi} dpi with ${squareMm} mm squares (${Math.round(drawing.width * squareMm)} × ${Math.round(drawing.height * squareMm)} mm).`);
    }
    if (req.formats.includes('pdf')) {
      const options = { ...DEFAULT_PRINT, squareMm, paper: req.paper };
      const content = mapContent(drawing).map((b) => ({ x0: b.x0 * squareMm, y0: b.y0 * squareMm, x1: b.x1 * squareMm, y1: b.y1 * squareMm }));
      const plan = planPages(drawing.width * squareMm, drawing.height * squareMm, options, content);
      const title = localText(mission.title, language) || mission.id;
      const pages = mapPdfPages({ plan, prims: flattenDrawing(drawing, PRINT_LAYERS), squareMm, marginMm: options.marginMm, title, words: MAP_WORDS[language].pdf, language, measure: host.measure });
      const result = await host.pdf(pages, { title, subject: MAP_PDF_SUBJECT, language });
      for (const ch of result.missing) unprintable.add(ch);
      host.write(`${mission.id}-map-${req.paper}.pdf`, result.bytes);
      notes.push(`${plan.pages.length} sheet${plan.pages.length > 1 ? 's' : ''} (${plan.cols} × ${plan.rows}); print at 100 % (no "fit to page"), then cut along the dashed lines and line up the crosses.`);
    }
    if (req.formats.includes('vtt')) {
      const image = base64(await png(host, drawing, VTT_PIXELS_PER_SQUARE));
      host.write(`${mission.id}.dd2vtt`, JSON.stringify(universalVtt(mission, index, drawing, image, VTT_PIXELS_PER_SQUARE)));
      notes.push('The Universal VTT file holds the picture, the grid, the walls and the doors: import it in Foundry, Owlbear Rodeo or another virtual tabletop.');
    }
    if (unprintable.size) notes.push(unprintableMessage(mission, unprintable));
    return { notes };
  },
};

/** Standard base64 (the engine has no Buffer); chunked so a large picture never overflows the call stack. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 0x8000)));
  return btoa(binary);
}
