/**
 * The skirmish table view: toolbar on top, the unit cards and everything on the table on the left, the canvas with
 * the legend and the tools' numbers in the middle, the document's text beside it on demand. Loaded lazily (Konva
 * and the rules engine stay out of the initial bundle). Registers the table's actions while it is shown.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useDocument, useObservable, useProblemsVersion } from '../../../ui/hooks';
import type { EditorProps } from '../../../editors/registry';
import { useUnits } from '../shared/units-source';
import { TableCanvas } from './canvas/TableCanvas';
import { TableEditor, type CanvasControl } from './editor';
import { toolActions } from './actions/tool-actions';
import { editActions } from './actions/edit-actions';
import { viewActions } from './actions/view-actions';
import { overlayPrims, itemOfPointer } from './overlays/draw-overlay';
import { readout } from './overlays/readout';
import { Toolbar } from './Toolbar';
import { SidePanel } from './SidePanel';
import { ReadoutPanel } from './Readout';
import { Legend } from './Legend';
import { utilOf } from './kinds';
import type { Pt } from './geometry';
import { TableExportDialog } from './export/TableExportDialog';
import { useLiveGame } from '../sim/live-table';
import '../universalis.css';

const JsonTextEditor = lazy(() => import('../../../editors/monaco/JsonTextEditor'));

export default function TableView({ doc, studio }: EditorProps) {
  const editor = TableEditor.of(doc, studio);
  const snapshot = useDocument(doc);
  const state = useObservable(editor.state);
  const { language } = useObservable(studio.ui);
  useProblemsVersion();
  const units = useUnits(doc, studio);
  editor.setUnits(units.state === 'ok' ? units.units : null);
  const scene = editor.scene;
  const t = studio.t;
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    editor.pruneSelection();
  }, [editor, snapshot.revision]);

  useEffect(
    () =>
      studio.actions.register(
        ...toolActions(editor),
        ...editActions(editor),
        ...viewActions(editor, () => setExporting(true)),
      ),
    [studio, editor],
  );

  // A problem clicked in the problems panel: select what it is about and bring it into view.
  const reveal = useObservable(studio.revealRequest);
  useEffect(() => {
    if (reveal.docId !== doc.id || !reveal.diagnostic || !scene) return;
    const item = itemOfPointer(scene, reveal.diagnostic.pointer);
    if (!item) return;
    editor.select([item.pointer]);
    const o = utilOf(item.kind).outline(item, scene.ctx);
    editor.canvas?.centreOn(o.type === 'circle' ? o.at : o.points[0]);
    // Only a new request moves the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal.seq]);

  const diagnostics = studio.problems.forDocument(doc.id);
  const found = scene ? readout(editor, state) : null;
  const live = useLiveGame(studio, doc.id);
  const overlay = useMemo(
    () =>
      scene && found ? [...live.prims, ...overlayPrims(editor, scene, state, found, diagnostics, true)] : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor, scene, state, found, diagnostics, live.prims, language],
  );

  const onControl = useCallback((c: CanvasControl | null) => (editor.canvas = c), [editor]);
  const reportStatus = useCallback(
    (zoom: number | null, at: Pt | null) => {
      if (zoom !== null) studio.reportStatus(doc.id, { zoom });
      else
        studio.reportStatus(doc.id, {
          place: at ? t('universalis:status.at', { x: at[0].toFixed(1), y: at[1].toFixed(1) }) : null,
        });
    },
    [studio, doc.id, t],
  );

  const broken = snapshot.syntaxErrors.length > 0;
  const summary =
    state.selection.length === 0
      ? t('universalis:status.nothingSelected')
      : t('universalis:status.selected', { count: state.selection.length });

  return (
    <div className={`un-view${state.showText ? ' with-text' : ''}`}>
      <Toolbar editor={editor} studio={studio} state={state} />
      <div className="un-body">
        {scene && <SidePanel editor={editor} studio={studio} scene={scene} state={state} />}
        <div className="un-centre">
          {broken && (
            <p className="notice" role="alert">
              {t('universalis:notice.brokenText')}
            </p>
          )}
          {units.state === 'unnamed' && <p className="notice">{t('universalis:notice.noUnits')}</p>}
          {units.state === 'missing' && (
            <p className="notice">{t('universalis:notice.unitsMissing', { name: units.name })}</p>
          )}
          {units.state === 'invalid' && (
            <p className="notice">{t('universalis:notice.unitsInvalid', { name: units.name })}</p>
          )}
          {live.on && (
            <p className="notice" role="status">
              {t('universalis:sim.liveOnTable')}{' '}
              <button type="button" onClick={live.hide}>
                {t('universalis:sim.hideLive')}
              </button>
            </p>
          )}
          {scene ? (
            <div className="un-canvas-wrap">
              <TableCanvas
                editor={editor}
                scene={scene}
                overlay={overlay}
                label={t('universalis:canvas.label')}
                description={t('universalis:canvas.description')}
                onControl={onControl}
                reportStatus={reportStatus}
                hideModels={live.on}
                onPick={live.pick}
              />
              <Legend studio={studio} />
              {found && (
                <ReadoutPanel editor={editor} studio={studio} scene={scene} state={state} readout={found} />
              )}
            </div>
          ) : (
            <p className="notice">{t('universalis:notice.notASkirmish')}</p>
          )}
        </div>
        {state.showText && (
          <section className="un-text" aria-label={t('universalis:text.label')}>
            <Suspense fallback={<p className="muted pad">…</p>}>
              <JsonTextEditor doc={doc} studio={studio} />
            </Suspense>
          </section>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {state.message ?? summary}
      </p>
      {state.message && (
        <p className="un-message" role="status">
          {state.message}
        </p>
      )}
      {exporting && scene && (
        <TableExportDialog
          editor={editor}
          studio={studio}
          scene={scene}
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}
