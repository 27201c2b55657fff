/**
 * Exporting the map: a print-resolution PNG, a print-and-play PDF over A4 or Letter sheets, or a Universal VTT
 * file. The designer picks the square size, the paper and which layers to print; the dialog says how big the
 * result is before making it.
 */
import { useMemo, useState } from 'react';
import { localText, MAP_LAYERS, MAP_WORDS, rasterSize, printScale, type MapLayer, type Paper } from '../../../../../engine/rulesets/sine-tempore/print';
import { Modal } from '../../../../ui/Modal';
import type { Studio } from '../../../../studio';
import type { MissionEditor } from '../editor';
import type { Scene } from '../scene';
import { mapPdf, mapPng, mapVtt, pdfPlan, PRINT_DPI, type MapExport } from './render-map';
import { unprintableText } from '../../../../print/unprintable-text';

type Format = 'png' | 'pdf' | 'vtt';
const DEFAULT_LAYERS: MapLayer[] = ['board', 'terrain', 'zones', 'elements'];

export function ExportDialog({ editor, studio, scene, onClose }: { editor: MissionEditor; studio: Studio; scene: Scene; onClose(): void }) {
  const t = studio.t;
  const [format, setFormat] = useState<Format>('pdf');
  const [squareMm, setSquareMm] = useState(25);
  const [paper, setPaper] = useState<Paper>('a4');
  const [marginMm, setMarginMm] = useState(10);
  const [overlapMm, setOverlapMm] = useState(12);
  const [pixelsPerGrid, setPixelsPerGrid] = useState(100);
  const [layers, setLayers] = useState<Set<MapLayer>>(new Set(DEFAULT_LAYERS));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const d = scene.drawing;
  const options = { squareMm, paper, marginMm, overlapMm };
  const plan = useMemo(() => {
    try {
      return pdfPlan(d, { squareMm, paper, marginMm, overlapMm });
    } catch {
      return null;
    }
  }, [d, squareMm, paper, marginMm, overlapMm]);
  const size = rasterSize(d, { scale: format === 'vtt' ? pixelsPerGrid : printScale(squareMm, PRINT_DPI) });
  const base = editor.doc.getSnapshot().meta.name.replace(/(\.mission)?\.json$/i, '');
  const title = localText(scene.mission.title, editor.language) || base;

  const run = async () => {
    setError(null);
    try {
      let out: MapExport<Uint8Array | string>;
      let name: string;
      let mime: string;
      if (format === 'png') {
        setBusy(t('mission:export.working'));
        out = await mapPng(d, layers, squareMm);
        [name, mime] = [`${base}-map.png`, 'image/png'];
      } else if (format === 'pdf') {
        setBusy(t('mission:export.working'));
        const words = MAP_WORDS[editor.language].pdf;
        out = await mapPdf({ drawing: d, layers, options, title, words, language: editor.language, progress: (done, total) => setBusy(t('mission:export.pages', { done, total })) });
        [name, mime] = [`${base}-print-and-play.pdf`, 'application/pdf'];
      } else {
        if (!scene.catalog) throw new Error(t('mission:refused.noCatalog'));
        setBusy(t('mission:export.working'));
        out = await mapVtt(scene.mission, scene.catalog, d, layers, pixelsPerGrid);
        [name, mime] = [`${base}.dd2vtt`, 'application/json'];
      }
      const result = await studio.host.export({ suggestedName: name, mime, data: out.data });
      if (!result.ok && result.error.code !== 'cancelled') throw new Error(result.error.message);
      if (result.ok) {
        const saved = t('mission:export.saved', { name: result.value.name });
        editor.say(out.missing.length ? `${saved} ${unprintableText(t, scene.mission, out.missing, 'mission:export.unprintable')}` : saved);
        onClose();
      }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message.startsWith('too-large') ? t('mission:export.tooLarge') : t('mission:export.failed', { reason: message }));
    } finally {
      setBusy(null);
    }
  };

  const number = (id: string, value: number, set: (v: number) => void, min: number, max: number, step = 1) => (
    <div className="field" key={id}>
      <label htmlFor={`export-${id}`}>{t(`mission:export.${id}`)}</label>
      <input id={`export-${id}`} type="number" min={min} max={max} step={step} value={value} onChange={(e) => set(Math.min(max, Math.max(min, Number(e.target.value) || min)))} />
    </div>
  );

  return (
    <Modal title={t('mission:export.title')} onClose={onClose}>
      <div className="mission-export">
        <fieldset>
          <legend>{t('mission:export.format')}</legend>
          {(['pdf', 'png', 'vtt'] as Format[]).map((f) => (
            <label key={f} className="radio">
              <input type="radio" name="export-format" checked={format === f} onChange={() => setFormat(f)} />
              {t(`mission:export.formats.${f}`)}
            </label>
          ))}
        </fieldset>
        {format !== 'vtt' && number('squareMm', squareMm, setSquareMm, 10, 60, 0.5)}
        {format === 'pdf' && (
          <>
            <div className="field">
              <label htmlFor="export-paper">{t('mission:export.paper')}</label>
              <select id="export-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
                <option value="a4">A4</option>
                <option value="letter">Letter</option>
              </select>
            </div>
            {number('marginMm', marginMm, setMarginMm, 3, 25)}
            {number('overlapMm', overlapMm, setOverlapMm, 0, 40)}
          </>
        )}
        {format === 'vtt' && number('pixelsPerGrid', pixelsPerGrid, setPixelsPerGrid, 50, 300, 10)}
        <fieldset>
          <legend>{t('mission:export.layers')}</legend>
          {MAP_LAYERS.map((l) => (
            <label key={l} className="checkbox">
              <input
                type="checkbox"
                checked={layers.has(l)}
                onChange={() => {
                  const next = new Set(layers);
                  if (next.has(l)) next.delete(l);
                  else next.add(l);
                  setLayers(next);
                }}
              />
              {t(`mission:layer.${l}`)}
            </label>
          ))}
        </fieldset>
        <p className="muted" role="status">
          {format === 'pdf'
            ? plan
              ? t('mission:export.pdfSummary', { count: plan.pages.length, cols: plan.cols, rows: plan.rows, orientation: t(plan.landscape ? 'mission:export.landscape' : 'mission:export.portrait') })
              : t('mission:export.noRoom')
            : t('mission:export.pngSummary', { width: size.width, height: size.height, mmW: Math.round(d.width * squareMm), mmH: Math.round(d.height * squareMm) })}
        </p>
        {error && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
        <div className="modal-buttons">
          <button type="button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="primary" disabled={!!busy || (format === 'pdf' && !plan)} onClick={() => void run()}>
            {busy ?? t('mission:export.run')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
