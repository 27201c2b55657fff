import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { DocumentModel } from '../store/document-model';
import { PANE_LIMITS, paneSizes } from '../layout';
import { useDocument, useObservable, useProblemsVersion, useStudio, useWindowSize, useWorkspace } from './hooks';
import { ProblemsPanel } from './ProblemsPanel';
import { DocumentSummary } from './DocumentSummary';
import { Splitter } from './Splitter';
import { ViewBoundary, viewGuardState, ViewNeedsValid } from './ViewGuard';
import { TEXT_VIEW } from '../editors/monaco/register';

function ViewSwitcher({ doc, activeView }: { doc: DocumentModel; activeView: string | undefined }) {
  const studio = useStudio();
  const views = studio.editors.viewsFor(doc.getSnapshot().meta.kind);
  if (views.length < 2) return null;
  return (
    <div role="tablist" aria-label={studio.t('views.label')} className="view-switcher">
      {views.map((v) => (
        <button key={v.id} type="button" role="tab" aria-selected={v.id === activeView} onClick={() => studio.setActiveView(doc, v.id)}>
          {studio.t(v.label)}
        </button>
      ))}
    </div>
  );
}

function DocumentArea({ doc }: { doc: DocumentModel }) {
  const studio = useStudio();
  const snapshot = useDocument(doc);
  useObservable(studio.views);
  const { layout, problemsExpanded, problemsScope } = useObservable(studio.ui);
  const t = studio.t;
  // Panes nobody resized follow the window; any pane gives way so the centre keeps its minimum.
  const sizes = paneSizes(layout, useWindowSize());
  useProblemsVersion();
  const { documents } = useWorkspace();
  const guard = viewGuardState(doc, studio.problems.checked(doc.id), snapshot.syntaxErrors.length > 0);
  const invalid = guard === 'blocked';
  // Until its first check answers, a structural view waits (a moment) rather than draw what may be off its schema.
  const checking = guard === 'checking';
  // What the pane lists: the document in front (as the status bar counts), or every open one when asked.
  const problemCount = (problemsScope === 'all' ? documents : [doc]).reduce((n, d) => n + studio.problems.forDocument(d.id).length, 0);
  // With nothing to list, a problems pane the user never resized is a slim bar: it opens when problems
  // appear or when clicked. A height the user chose is kept, problems or not.
  const problemsCollapsed = layout.problemsHeight === null && problemCount === 0 && !problemsExpanded;
  const canCollapse = layout.problemsHeight === null && problemCount === 0 && problemsExpanded;
  const views = studio.editors.viewsFor(snapshot.meta.kind);
  const textView = views.find((v) => v.id === TEXT_VIEW);
  // A document that does not read or match its schema opens in the text view, unless the user picked a view.
  const viewId = invalid && textView && !studio.views.get()[doc.id] ? textView.id : studio.activeViewId(doc);
  const view = views.find((v) => v.id === viewId);
  const showText = textView && view !== textView ? () => studio.setActiveView(doc, textView.id) : undefined;
  const viewName = view ? t(view.label) : '';
  const guardKey = `${doc.id}:${viewId}:${snapshot.text.length}:${guard}`;
  const simulators = studio.editors.simulatorsFor(snapshot.meta.kind);
  const Inspector = view?.Inspector ?? DocumentSummary;

  return (
    <div className="workbench">
      <div className="centre-column">
        <section id="document-panel" role="tabpanel" aria-labelledby={`tab-${doc.id}`} className="centre">
          <ViewSwitcher doc={doc} activeView={viewId} />
          <div className="view-host">
            <ViewBoundary view={viewName} resetKey={guardKey} onShowText={showText}>
              <Suspense fallback={<p className="muted pad">…</p>}>
                {view &&
                  (view === textView || guard === 'open' ? (
                    <view.View key={`${doc.id}:${view.id}`} doc={doc} studio={studio} />
                  ) : checking ? (
                    <p className="muted pad" role="status">
                      {t('views.checking')}
                    </p>
                  ) : (
                    <ViewNeedsValid view={viewName} onShowText={showText} />
                  ))}
              </Suspense>
            </ViewBoundary>
          </div>
        </section>
        {layout.problems && problemsCollapsed && (
          <section className="pane problems-pane collapsed" aria-label={t('pane.problems')}>
            <ProblemsPanel collapsed onToggle={() => studio.ui.set({ problemsExpanded: true })} />
          </section>
        )}
        {layout.problems && !problemsCollapsed && (
          <>
            <Splitter
              label={t('pane.resize', { pane: t('pane.problems') })}
              orientation="horizontal"
              value={sizes.problemsHeight}
              min={PANE_LIMITS.problemsHeight[0]}
              max={PANE_LIMITS.problemsHeight[1]}
              direction={-1}
              onChange={(problemsHeight) => studio.setLayout({ problemsHeight })}
            />
            <section className="pane problems-pane" aria-label={t('pane.problems')} style={{ height: sizes.problemsHeight }}>
              <ProblemsPanel onToggle={canCollapse ? () => studio.ui.set({ problemsExpanded: false }) : undefined} />
            </section>
          </>
        )}
      </div>
      {layout.inspector && (
        <SidePane pane="inspector" width={sizes.inspectorWidth} folded={layout.inspectorFolded}>
          <ViewBoundary view={t('pane.inspector')} resetKey={guardKey} onShowText={showText}>
            <Suspense fallback={null}>{guard !== 'open' ? <DocumentSummary doc={doc} studio={studio} /> : <Inspector doc={doc} studio={studio} />}</Suspense>
          </ViewBoundary>
        </SidePane>
      )}
      {layout.simulator && (
        <SidePane pane="simulator" width={sizes.simulatorWidth} folded={layout.simulatorFolded}>
          {simulators.length === 0 && <p className="muted pad">{t('simulator.none')}</p>}
          <ViewBoundary view={t('pane.simulator')} resetKey={guardKey} onShowText={showText}>
            <Suspense fallback={null}>
              {simulators.map((s) => (
                <s.Pane key={s.id} doc={doc} studio={studio} />
              ))}
            </Suspense>
          </ViewBoundary>
        </SidePane>
      )}
    </div>
  );
}

/**
 * A side pane (inspector, simulator): resizable by its splitter, and foldable to a slim bar with its title that
 * unfolds it again; the studio remembers both. A folded pane keeps its content mounted elsewhere in nothing: it
 * is out of the way, not closed (a game or a batch in the simulator goes on).
 */
function SidePane({ pane, width, folded, children }: { pane: 'inspector' | 'simulator'; width: number; folded: boolean; children: ReactNode }) {
  const studio = useStudio();
  const t = studio.t;
  const title = t(`pane.${pane}`);
  const fold = (value: boolean) => studio.setLayout(pane === 'inspector' ? { inspectorFolded: value } : { simulatorFolded: value });
  if (folded) {
    return (
      <aside className="pane side-pane folded" aria-label={title}>
        <button type="button" className="pane-unfold" aria-label={t('pane.unfold', { pane: title })} title={t('pane.unfold', { pane: title })} onClick={() => fold(false)}>
          <span aria-hidden="true">‹</span>
          <span className="pane-folded-title">{title}</span>
        </button>
      </aside>
    );
  }
  const key = pane === 'inspector' ? 'inspectorWidth' : 'simulatorWidth';
  return (
    <>
      <Splitter
        label={t('pane.resize', { pane: title })}
        orientation="vertical"
        value={width}
        min={PANE_LIMITS[key][0]}
        max={PANE_LIMITS[key][1]}
        direction={-1}
        onChange={(value) => studio.setLayout({ [key]: value })}
      />
      <aside className="pane side-pane" aria-label={title} style={{ width }}>
        <div className="pane-head">
          <h2 className="pane-title">{title}</h2>
          <button type="button" className="pane-fold" aria-label={t('pane.fold', { pane: title })} title={t('pane.fold', { pane: title })} onClick={() => fold(true)}>
            ›
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}

export function Workbench() {
  const studio = useStudio();
  const snapshot = useSyncExternalStore(studio.workspace.subscribe, studio.workspace.getSnapshot);
  const doc = snapshot.documents.find((d) => d.id === snapshot.activeId);
  if (!doc) return null;
  return <DocumentArea key={doc.id} doc={doc} />;
}
