import type { EditorProps } from '../editors/registry';
import { formatNumber } from '../i18n';
import { useDocument, useObservable } from './hooks';
import { savedToFile } from './save-state';

/** The inspector's content for views that bring no inspector of their own. */
export function DocumentSummary({ doc, studio }: EditorProps) {
  const s = useDocument(doc);
  const { language } = useObservable(studio.ui);
  const t = studio.t;
  const data = s.data as Record<string, unknown> | undefined;
  const lines = s.text.split('\n').length;
  const formatVersion = data && typeof data === 'object' && 'formatVersion' in data ? String(data.formatVersion) : null;
  return (
    <dl className="summary pad">
      <dt>{t('inspector.kind')}</dt>
      <dd>{studio.kindName(s.meta.kind)}</dd>
      <dt>{t('inspector.file')}</dt>
      <dd>{s.meta.file ? s.meta.file.name : t('inspector.notSaved')}</dd>
      <dt>{t('inspector.size')}</dt>
      <dd>{t('inspector.sizeValue', { lines: formatNumber(language, lines), chars: formatNumber(language, s.text.length) })}</dd>
      {formatVersion && (
        <>
          <dt>{t('inspector.formatVersion')}</dt>
          <dd>{formatVersion}</dd>
        </>
      )}
      <dt>{t('inspector.state')}</dt>
      <dd>{s.meta.readOnly ? t('inspector.readOnly') : s.dirty ? t('inspector.unsaved') : savedToFile(s.meta) ? t('inspector.saved') : t('inspector.notSavedToFile')}</dd>
    </dl>
  );
}
