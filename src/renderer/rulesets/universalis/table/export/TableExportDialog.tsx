/**
 * Printing the table: a to-scale PDF over A4 or Letter sheets with overlap and alignment marks, or a top-down PNG.
 * The designer picks paper, margins, overlap, the layers and the grid; the dialog says how many sheets it takes.
 */
import { useMemo, useState } from 'react';
import type { Paper } from '../../../../../engine/core/draw/sheets';
import { Modal } from '../../../../ui/Modal';
import type { Studio } from '../../../../studio';
import type { TableEditor } from '../editor';
import { TABLE_LAYERS, type TableLayer } from '../kinds';
import type { TableScene } from '../scene';
import { unprintableText } from '../../../../print/unprintable-text';
import { localText } from '../../shared/text';
import { tablePdf, tablePlan, tablePng } from './render-table';

type Format = 'pdf' | 'png';

export function TableExportDialog({
  editor,
  studio,
  scene,
  onClose,
}: {
  editor: TableEditor;
  studio: Studio;
  scene: TableScene;
  onClose(): void;
}) {
  const t = studio.t;
  const [format, setFormat] = useState<Format>('pdf');
  const [paper, setPaper] = useState<Paper>('a4');
  const [marginMm, setMarginMm] = useState(10);
  const [overlapMm, setOverlapMm] = useState(12);
  const [pxPerCm, setPxPerCm] = useState(40);
  const [grid, setGrid] = useState(false);
  const [layers, setLayers] = useState<Set<TableLayer>>(new Set(TABLE_LAYERS));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const plan = useMemo(() => {
    try {
      return tablePlan({ paper, marginMm, overlapMm });
    } catch {
      return null;
    }
  }, [paper, marginMm, overlapMm]);
  const base = editor.doc.getSnapshot().meta.name.replace(/(\.skirmish)?\.json$/i, '');
  const title = localText(scene.skirmish.title, editor.language) || base;

  const run = async () => {
    setError(null);
    try {
      let data: Uint8Array;
      let name: string;
      let mime: string;
      let missing: string[] = [];
      if (format === 'pdf') {
        const scale = t('universalis:export.pdfScale');
        const words = {
          page: t('universalis:export.pdfPage'),
          scale: { one: scale, other: scale },
          howTo: t('universalis:export.pdfHowTo'),
        };
        const pdf = await tablePdf(
          scene,
          { paper, marginMm, overlapMm, layers, grid },
          { title, words, language: editor.language },
          (done, total) => setBusy(t('universalis:export.pages', { done, total })),
        );
        [data, missing] = [pdf.data, pdf.missing];
        [name, mime] = [`${base}-table.pdf`, 'application/pdf'];
      } else {
        setBusy(t('universalis:export.working'));
        const png = await tablePng(scene, layers, grid, pxPerCm);
        [data, missing] = [png.data, png.missing];
        [name, mime] = [`${base}-table.png`, 'image/png'];
      }
      const result = await studio.host.export({ suggestedName: name, mime, data });
      if (!result.ok && result.error.code !== 'cancelled') throw new Error(result.error.message);
      if (result.ok) {
        const saved = t('universalis:export.saved', { name: result.value.name });
        editor.say(
          missing.length
            ? `${saved} ${unprintableText(t, scene.skirmish, missing, 'universalis:export.unprintable')}`
            : saved,
        );
        onClose();
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const number = (id: string, value: number, set: (v: number) => void, min: number, max: number) => (
    <div className="field">
      <label htmlFor={`un-export-${id}`}>{t(`universalis:export.${id}`)}</label>
      <input
        id={`un-export-${id}`}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(e) => set(Math.min(max, Math.max(min, Number(e.target.value) || min)))}
      />
    </div>
  );

  return (
    <Modal title={t('universalis:export.title')} onClose={onClose}>
      <div className="un-export">
        <fieldset>
          <legend>{t('universalis:export.format')}</legend>
          {(['pdf', 'png'] as Format[]).map((f) => (
            <label key={f} className="radio">
              <input
                type="radio"
                name="un-export-format"
                checked={format === f}
                onChange={() => setFormat(f)}
              />
              {t(`universalis:export.formats.${f}`)}
            </label>
          ))}
        </fieldset>
        {format === 'pdf' ? (
          <>
            <div className="field">
              <label htmlFor="un-export-paper">{t('universalis:export.paper')}</label>
              <select id="un-export-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
                <option value="a4">A4</option>
                <option value="letter">Letter</option>
              </select>
            </div>
            {number('marginMm', marginMm, setMarginMm, 3, 25)}
            {number('overlapMm', overlapMm, setOverlapMm, 0, 40)}
          </>
        ) : (
          number('pxPerCm', pxPerCm, setPxPerCm, 5, 100)
        )}
        <fieldset>
          <legend>{t('universalis:export.layers')}</legend>
          {TABLE_LAYERS.map((l) => (
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
              {t(`universalis:layer.${l}`)}
            </label>
          ))}
          <label className="checkbox">
            <input type="checkbox" checked={grid} onChange={(e) => setGrid(e.target.checked)} />
            {t('universalis:toolbar.grid')}
          </label>
        </fieldset>
        <p className="muted" role="status">
          {format === 'pdf'
            ? plan
              ? t('universalis:export.pdfSummary', {
                  count: plan.pages.length,
                  cols: plan.cols,
                  rows: plan.rows,
                })
              : t('universalis:export.noRoom')
            : t('universalis:export.pngSummary', { px: Math.round(90 * pxPerCm) })}
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
          <button
            type="button"
            className="primary"
            disabled={!!busy || (format === 'pdf' && !plan)}
            onClick={() => void run()}
          >
            {busy ?? t('universalis:export.run')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
