/**
 * The mission map view: toolbar, palette and layers on the left, the canvas with its minimap and the event
 * timeline in the middle, the document's text beside it on demand. Loaded lazily (Konva stays out of the
 * initial bundle). Registers the map's actions while it is shown.
 */
import { Fragment, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useDocument, useObservable, useProblemsVersion } from '../../../ui/hooks';
import type { EditorProps } from '../../../editors/registry';
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
import { describeCursor } from './tools/keyboard';
import { mapLayersOf, useMapLayers } from './map-layers';
import { MapLegend } from './MapLegend';
import { RING_COLOURS } from './canvas/overlay-prims';
import './mission.css';

const JsonTextEditor = lazy(() => import('../../../editors/monaco/JsonTextEditor'));

export default function MissionMapView({ doc, studio }: EditorProps) {
  const editor = MissionEditor.of(doc, studio);
  const snapshot = useDocument(doc);
  const state = useObservable(editor.state);
  const { catalog, name: catalogName, loading } = useCatalog(doc, studio);
  editor.setCatalog(catalog);
  const { language, layout } = useObservable(studio.ui);
  const paletteFolded = layout.paletteFolded;
  useProblemsVersion();
  const scene = editor.scene;
  const t = studio.t;
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    editor.pruneSelection();
  }, [editor, snapshot.revision]);


  // A problem clicked in the problems panel: select what it is about and bring it into view.
  const reveal = useObservable(studio.revealRequest);
  useEffect(() => {
    if (reveal.docId !== doc.id || !reveal.diagnostic || !scene) return;
    const piece = pieceAt(scene, reveal.diagnostic.pointer);
    if (piece) {
      editor.select([piece.pointer]);
      if (piece.kind !== 'tile' && piece.kind !== 'deployment') editor.canvas?.centreOn(piece.squares[0]);
    }
    const square =
      piece?.kind === 'tile' || !piece ? squareAt(scene.mission, reveal.diagnostic.pointer) : undefined;
    if (square) editor.canvas?.centreOn(square);
    // Only a new request moves the view, not a later change of the scene.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal.seq]);

  const drawCtx = useMemo(
    () => (scene ? { mission: scene.mission, catalog: editor.catalog, language, words: { deployment: t('mission:layer.deploymentName') } } : null),
    [scene, editor.catalog, language, t],
  );
  const { prims: overlay, engineError } = useOverlay(editor, scene, state, studio.problems.forDocument(doc.id));
  // What others draw on the map (the simulator's game and heat maps), loaded with this view (register.ts).
  const layers = useMapLayers(mapLayersOf(studio.editors), {
    studio,
    docId: doc.id,
    mission: scene?.mission ?? null,
    catalog: editor.catalog?.catalog ?? null,
    overlay,
    drawCtx,
  });
  const playing = layers.takesOver;

  // The tools and their keys while the mission is edited; the view's (zoom, fit, pan) always.
  useEffect(() => (playing ? undefined : studio.actions.register(...toolActions(editor), ...editActions(editor))), [studio, editor, playing]);
  useEffect(() => studio.actions.register(...viewActions(editor, () => setExporting(true))), [studio, editor]);
  const entries = useMemo(() => paletteEntries(editor), [editor, catalog, scene?.mission, language]); // eslint-disable-line react-hooks/exhaustive-deps

  const onControl = useCallback((c: CanvasControl | null) => (editor.canvas = c), [editor]);
  const onViewport = useCallback(
    (viewport: Viewport, size: { width: number; height: number }) => editor.view.set({ viewport, size }),
    [editor],
  );
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
  const selectionSummary =
    state.selection.length === 0
      ? t('mission:status.nothingSelected')
      : t('mission:status.selected', { count: state.selection.length });

  return (
    <div className={`mission-view${state.showText ? ' with-text' : ''}${playing ? ' playing' : ''}`}>
      {layers.bar ?? <Toolbar editor={editor} studio={studio} state={state} mission={scene?.mission ?? null} />}
      <div className="mission-body">
        {playing ? null : paletteFolded ? (
          <aside className="mission-side folded" aria-label={t('mission:side.label')}>
            <button
              type="button"
              className="pane-unfold"
              aria-label={t('mission:side.unfold')}
              title={t('mission:side.unfold')}
              onClick={() => studio.setLayout({ paletteFolded: false })}
            >
              <span aria-hidden="true">›</span>
              <span className="pane-folded-title">{t('mission:side.label')}</span>
            </button>
          </aside>
        ) : (
          <aside className="mission-side" aria-label={t('mission:side.label')}>
            <button
              type="button"
              className="pane-fold mission-side-fold"
              aria-label={t('mission:side.fold')}
              title={t('mission:side.fold')}
              onClick={() => studio.setLayout({ paletteFolded: true })}
            >
              ‹
            </button>
            <Palette
              editor={editor}
              studio={studio}
              armed={state.tool === 'place' ? state.entry?.key : undefined}
              entries={entries}
            />
            {scene && (
              <LayersPanel
                editor={editor}
                studio={studio}
                scene={scene}
                hidden={state.hidden}
                locked={state.locked}
                selection={state.selection}
                language={language}
              />
            )}
          </aside>
        )}
        <div className="mission-centre">
          {broken && (
            <p className="notice" role="alert">
              {t('mission:notice.brokenText')}
            </p>
          )}
          {!loading && !catalog && (
            <p className="notice" role="status">
              {catalogName
                ? t('mission:notice.catalogInvalid', { name: catalogName })
                : t('mission:notice.noCatalog')}
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
                overlay={layers.overlay}
                liveGame={layers.hidesPieces}
                underlay={layers.underlay}
                onPlay={layers.onSquare}
                label={t('mission:canvas.label')}
                description={t('mission:canvas.description')}
                onControl={onControl}
                onViewport={onViewport}
                onDropEntry={onDropEntry}
                reportStatus={reportStatus}
              />
              <Minimap editor={editor} scene={scene} label={t('mission:minimap.label')} />
              {layers.legends.map((legend, i) => (
                <Fragment key={i}>{legend}</Fragment>
              ))}
              {state.overlays.rings && !layers.coversLegend && (
                <MapLegend
                  label={t('mission:legend.label')}
                  entries={[
                    {
                      key: 'control',
                      label: t('mission:legend.control'),
                      swatch: { stroke: RING_COLOURS.control, dash: '7 4' },
                    },
                    {
                      key: 'weapon',
                      label: t('mission:legend.weapon'),
                      swatch: { stroke: RING_COLOURS.weapon, dash: '2 3' },
                    },
                  ]}
                />
              )}
            </div>
          ) : (
            <p className="notice">{t('mission:notice.notAMission')}</p>
          )}
          {scene && !playing && (
            <Timeline
              editor={editor}
              studio={studio}
              mission={scene.mission}
              selection={state.selection}
              language={language}
            />
          )}
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
      <p className="visually-hidden" role="status" aria-label={t('mission:cursor.label')}>
        {describeCursor(editor)}
      </p>
      {state.message && (
        <p className="mission-message" role="status">
          {state.message}
        </p>
      )}
      {exporting && scene && (
        <ExportDialog editor={editor} studio={studio} scene={scene} onClose={() => setExporting(false)} />
      )}
    </div>
  );
}
