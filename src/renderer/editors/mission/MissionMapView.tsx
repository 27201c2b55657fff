/**
 * The mission map view: toolbar, palette and layers on the left, the canvas with its minimap and the event
 * timeline in the middle, the document's text beside it on demand. Loaded lazily (Konva stays out of the
 * initial bundle). Registers the map's actions while it is shown.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useDocument, useObservable, useProblemsVersion } from '../../ui/hooks';
import type { EditorProps } from '../registry';
import { MapCanvas, type CanvasControl } from './canvas/MapCanvas';
import type { Viewport } from './canvas/viewport';
import { useCatalog } from './catalog';
import { MissionEditor } from './editor';
import { LayersPanel } from './LayersPanel';
import { Minimap } from './Minimap';
import { Palette, paletteEntries } from './Palette';
import { Timeline } from './timeline/Timeline';
import { Toolbar } from './Toolbar';
import { useOverlay } from './overlays/use-overlay';
import { pieceAt, squareAt } from './overlays/problems';
import { toolActions } from './actions/tool-actions';
import { editActions } from './actions/edit-actions';
import { viewActions } from './actions/view-actions';
import { ExportDialog } from './export/ExportDialog';
import './mission.css';

const JsonTextEditor = lazy(() => import('../monaco/JsonTextEditor'));

/** The minimap only helps when part of the board is out of view. */
function fitsInView(scene: { drawing: { width: number; height: number } }, view: { v: Viewport; size: { width: number; height: number } }): boolean {
  const { v, size } = view;
  return v.x >= 0 && v.y >= 0 && v.x + scene.drawing.width * v.scale <= size.width && v.y + scene.drawing.height * v.scale <= size.height;
}

export default function MissionMapView({ doc, studio }: EditorProps) {
  const editor = MissionEditor.of(doc, studio);
  const snapshot = useDocument(doc);
  const state = useObservable(editor.state);
  const { catalog, name: catalogName, loading } = useCatalog(doc, studio);
  editor.setCatalog(catalog);
  useObservable(studio.ui);
  useProblemsVersion();
  const scene = editor.scene;
  const t = studio.t;
  const [exporting, setExporting] = useState(false);
  const [view, setView] = useState<{ v: Viewport; size: { width: number; height: number } } | null>(null);

  useEffect(() => {
    editor.pruneSelection();
  }, [editor, snapshot.revision]);

  useEffect(
    () => studio.actions.register(...toolActions(editor), ...editActions(editor), ...viewActions(editor, () => setExporting(true))),
    [studio, editor],
  );

  // A problem clicked in the problems panel: select what it is about and bring it into view.
  const reveal = useObservable(studio.revealRequest);
  useEffect(() => {
    if (reveal.docId !== doc.id || !reveal.diagnostic || !scene) return;
    const piece = pieceAt(scene, reveal.diagnostic.pointer);
    if (piece) {
      editor.select([piece.pointer]);
      if (piece.kind !== 'tile' && piece.kind !== 'deployment') editor.canvas?.centreOn(piece.squares[0]);
    }
    const square = piece?.kind === 'tile' || !piece ? squareAt(scene.mission, reveal.diagnostic.pointer) : undefined;
    if (square) editor.canvas?.centreOn(square);
    // Only a new request moves the view, not a later change of the scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal.seq]);

  const { prims: overlay, engineError } = useOverlay(editor, scene, state, studio.problems.forDocument(doc.id));
  const entries = useMemo(() => paletteEntries(editor), [editor, catalog, scene?.mission, studio.ui.get().language]); // eslint-disable-line react-hooks/exhaustive-deps

  const onControl = useCallback((c: CanvasControl | null) => (editor.canvas = c), [editor]);
  const onViewport = useCallback((v: Viewport, size: { width: number; height: number }) => setView({ v, size }), []);
  const reportStatus = useCallback(
    (zoom: number | null, square: readonly number[] | null) => {
      if (zoom !== null) studio.reportStatus(doc.id, { zoom });
      else studio.reportStatus(doc.id, { square: square ? `${square[0]}, ${square[1]}` : null });
    },
    [studio, doc.id],
  );
  const onDropEntry = useCallback(
    (key: string, square: readonly [number, number]) => {
      const entry = paletteEntries(editor).find((e) => e.key === key);
      if (entry) editor.place(entry, square);
    },
    [editor],
  );

  const broken = snapshot.syntaxErrors.length > 0;
  const selectionSummary = state.selection.length === 0 ? t('mission:status.nothingSelected') : t('mission:status.selected', { count: state.selection.length });

  return (
    <div className={`mission-view${state.showText ? ' with-text' : ''}`}>
      <Toolbar editor={editor} studio={studio} state={state} mission={scene?.mission ?? null} />
      <div className="mission-body">
        <aside className="mission-side">
          <Palette editor={editor} studio={studio} state={state} entries={entries} />
          {scene && <LayersPanel editor={editor} studio={studio} state={state} scene={scene} />}
        </aside>
        <div className="mission-centre">
          {broken && (
            <p className="notice" role="alert">
              {t('mission:notice.brokenText')}
            </p>
          )}
          {!loading && !catalog && (
            <p className="notice" role="status">
              {catalogName ? t('mission:notice.catalogInvalid', { name: catalogName }) : t('mission:notice.noCatalog')}
            </p>
          )}
          {engineError && (
            <p className="notice" role="status">
              {t('mission:notice.engine', { message: engineError })}
            </p>
          )}
          {scene ? (
            <div className="mission-canvas-wrap">
              <MapCanvas
                editor={editor}
                scene={scene}
                overlay={overlay}
                label={t('mission:canvas.label')}
                description={t('mission:canvas.description')}
                onControl={onControl}
                onViewport={onViewport}
                onDropEntry={onDropEntry}
                reportStatus={reportStatus}
              />
              {view && !fitsInView(scene, view) && <Minimap scene={scene} viewport={view.v} size={view.size} onPan={(v) => editor.canvas?.setViewport(v)} label={t('mission:minimap.label')} />}
            </div>
          ) : (
            <p className="notice">{t('mission:notice.notAMission')}</p>
          )}
          {scene && <Timeline editor={editor} studio={studio} mission={scene.mission} state={state} />}
        </div>
        {state.showText && (
          <section className="mission-text" aria-label={t('mission:text.label')}>
            <Suspense fallback={<p className="muted pad">…</p>}>
              <JsonTextEditor doc={doc} studio={studio} />
            </Suspense>
          </section>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {state.message ?? selectionSummary}
      </p>
      {state.message && (
        <p className="mission-message" role="status">
          {state.message}
        </p>
      )}
      {exporting && scene && <ExportDialog editor={editor} studio={studio} scene={scene} onClose={() => setExporting(false)} />}
    </div>
  );
}
