/** Save the report (JSON, CSV) and the heat map on the mission map (PNG), through the host's export. */
import { useState } from 'react';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { drawMission, indexCatalog, rasterise, type MapLayer, type RasterCanvas } from '../../../../engine/rulesets/sine-tempore/print';
import { iconPath } from '../../../canvas/game-icons';
import { useObservable } from '../../../ui/hooks';
import { heatColour, heatGrid, heatOf, differenceColour, largest } from './heat';
import { reportCsv, reportJson } from './report-export';
import type { SimContext } from './sim-context';

const LAYERS: ReadonlySet<MapLayer> = new Set(['board', 'terrain', 'zones', 'elements']);
const PX = 48;

export function ReportExport({ ctx, stats }: { ctx: SimContext; stats: BatchStats }) {
  const { t, studio, doc, mission, source, language } = ctx;
  const heat = useObservable(heatOf(studio, doc.id));
  const [problem, setProblem] = useState<string | null>(null);
  const base = doc.getSnapshot().meta.name.replace(/(\.mission)?\.json$/i, '');
  const save = async (suggestedName: string, mime: string, data: () => Promise<string | Uint8Array>) => {
    setProblem(null);
    try {
      const r = await studio.host.export({ suggestedName, mime, data: await data() });
      if (!r.ok && r.error.code !== 'cancelled') setProblem(r.error.message);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  const png = async (): Promise<Uint8Array> => {
    if (!mission || source?.state !== 'ok') throw new Error(t('mission-sim:play.waiting'));
    const drawing = drawMission(mission, indexCatalog(source.catalog), { language, words: { deployment: t('mission-sim:board.deployment') } });
    const grid = heat.grid ?? heatGrid(stats, 'wounds');
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(drawing.width * PX);
    canvas.height = Math.round(drawing.height * PX);
    const g = canvas.getContext('2d')!;
    rasterise(g as unknown as RasterCanvas, drawing, { icon: (n: string) => iconPath(n), fontFamily: 'system-ui, sans-serif' }, { scale: PX, layers: LAYERS });
    if (grid) {
      const max = largest(grid.values) || 1;
      g.globalAlpha = heat.opacity;
      grid.values.forEach((v, c) => {
        if (v === 0) return;
        g.fillStyle = heat.difference ? differenceColour(v / max) : heatColour(v / max);
        g.fillRect((c % grid.width) * PX, Math.floor(c / grid.width) * PX, PX, PX);
      });
    }
    const blob = await new Promise<Blob | null>((ok) => canvas.toBlob(ok, 'image/png'));
    if (!blob) throw new Error('PNG');
    return new Uint8Array(await blob.arrayBuffer());
  };
  return (
    <span className="simf-field" role="group" aria-label={t('sim-frame:export.label')}>
      <button type="button" onClick={() => void save(`${base}-report.json`, 'application/json', async () => reportJson(stats))}>
        {t('sim-frame:export.json')}
      </button>
      <button type="button" onClick={() => void save(`${base}-report.csv`, 'text/csv', async () => reportCsv(stats))}>
        {t('sim-frame:export.csv')}
      </button>
      <button type="button" onClick={() => void save(`${base}-heat-${heat.kind ?? 'wounds'}.png`, 'image/png', png)}>
        {t('sim-frame:export.png')}
      </button>
      {problem && (
        <span className="msim-error" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
