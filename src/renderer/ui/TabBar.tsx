import { useStudio, useWorkspace, useDocument, useObservable } from './hooks';
import type { DocumentModel } from '../store/document-model';
import { KindIcon } from './KindIcon';

function Tab({ doc, selected }: { doc: DocumentModel; selected: boolean }) {
  const studio = useStudio();
  const t = studio.t;
  const s = useDocument(doc);
  const activate = () => {
    studio.workspace.activate(doc.id);
    studio.showStartScreen(false);
  };
  return (
    <div className={`tab ${selected ? 'selected' : ''}`}>
      <button
        type="button"
        role="tab"
        id={`tab-${doc.id}`}
        aria-selected={selected}
        aria-controls="document-panel"
        tabIndex={selected ? 0 : -1}
        title={s.meta.name}
        onClick={activate}
        onAuxClick={(e) => e.button === 1 && void studio.close(doc)}
      >
        <KindIcon kind={s.meta.kind} size={16} />
        <span className="tab-name">{s.meta.name}</span>
        {s.dirty && (
          <span className="dirty-marker" aria-label={t('tabs.unsaved')} role="img">
            ●
          </span>
        )}
      </button>
      <button type="button" className="tab-close" aria-label={t('tabs.close', { name: s.meta.name })} title={t('tabs.close', { name: s.meta.name })} onClick={() => void studio.close(doc)}>
        ×
      </button>
    </div>
  );
}

/** Open documents as tabs (arrow keys move between them, as in any tab list). */
export function TabBar() {
  const studio = useStudio();
  const t = studio.t;
  const { documents, activeId } = useWorkspace();
  const { showStart } = useObservable(studio.ui);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    if (!(e.target as HTMLElement).matches('[role=tab]')) return;
    e.preventDefault();
    studio.workspace.cycle(e.key === 'ArrowRight' ? 1 : -1);
    studio.showStartScreen(false);
    requestAnimationFrame(() => document.getElementById(`tab-${studio.workspace.getSnapshot().activeId}`)?.focus());
  };
  return (
    <div className="tabbar">
      <button
        type="button"
        className={`home-button ${showStart ? 'selected' : ''}`}
        aria-pressed={showStart}
        onClick={() => studio.showStartScreen(true)}
      >
        {t('action.startScreen')}
      </button>
      <div role="tablist" aria-label={t('tabs.label')} className="tabs" onKeyDown={onKeyDown}>
        {documents.map((d) => (
          <Tab key={d.id} doc={d} selected={!showStart && d.id === activeId} />
        ))}
      </div>
    </div>
  );
}
