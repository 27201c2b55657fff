import { formatNumber } from '../i18n';
import { useDocument, useObservable, useProblemsVersion, useStudio, useWorkspace } from './hooks';
import type { DocumentModel } from '../store/document-model';
import { savedToFile } from './save-state';

function DocumentStatus({ doc }: { doc: DocumentModel }) {
  const studio = useStudio();
  const t = studio.t;
  const s = useDocument(doc);
  useProblemsVersion();
  const { language } = useObservable(studio.ui);
  const status = useObservable(studio.status)[doc.id] ?? {};
  const problems = studio.problems.forDocument(doc.id).length;
  return (
    <>
      <button type="button" className="status-item" onClick={() => studio.setLayout({ problems: true })}>
        {t('status.problems', { count: problems, formattedCount: formatNumber(language, problems) })}
      </button>
      {status.simulation != null && <span className="status-item status-simulation">{status.simulation}</span>}
      {status.zoom != null && (
        <span className="status-item">{t('status.zoom', { value: formatNumber(language, status.zoom, { style: 'percent' }) })}</span>
      )}
      {status.square != null && <span className="status-item">{t('status.square', { square: status.square })}</span>}
      {status.place != null && <span className="status-item">{status.place}</span>}
      {/* A document not in a file (new, a sample, dropped in the web build) was never saved, whatever its history: it says so. */}
      <span className="status-item status-saved">{s.dirty ? t('status.unsaved') : savedToFile(s.meta) ? t('status.saved') : t('status.neverSaved')}</span>
    </>
  );
}

/**
 * Problems count, zoom, square under the cursor and saved state of the active document. Canvas
 * editors feed zoom and square through `studio.reportStatus(docId, { zoom, square })`.
 */
export function StatusBar() {
  const studio = useStudio();
  const { documents, activeId } = useWorkspace();
  const { showStart } = useObservable(studio.ui);
  const doc = showStart ? undefined : documents.find((d) => d.id === activeId);
  return (
    <footer className="statusbar" aria-label={studio.t('status.label')}>
      {doc ? <DocumentStatus doc={doc} /> : <span className="status-item">{studio.t('status.noDocument')}</span>}
    </footer>
  );
}
