import { useState } from 'react';
import type { Severity } from '../../engine/format/diagnostic';
import { useDocument, useObservable, useProblemsVersion, useStudio, useWorkspace } from './hooks';
import type { DocumentModel } from '../store/document-model';

const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

function DocumentProblems({ doc, shown }: { doc: DocumentModel; shown: Set<Severity> }) {
  const studio = useStudio();
  const t = studio.t;
  const s = useDocument(doc);
  const diagnostics = studio.problems.forDocument(doc.id).filter((d) => shown.has(d.severity));
  if (diagnostics.length === 0) return null;
  return (
    <li>
      <h3 className="problems-doc">
        {s.meta.name} <span className="muted">({t('problems.count', { count: diagnostics.length })})</span>
      </h3>
      <ul>
        {diagnostics.map((d, i) => (
          <li key={i}>
            <button type="button" className={`problem problem-${d.severity}`} onClick={() => studio.reveal(doc, d)}>
              <span className="severity">{t(`problems.${d.severity}`)}</span>
              <span className="problem-message">{d.code === 'json-syntax' ? t('problems.syntax', { message: d.message }) : d.message}</span>
              {d.range && <span className="muted">{t('problems.at', { ...d.range.start })}</span>}
              {d.pointer && <code className="muted">{d.pointer}</code>}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

interface ProblemsPanelProps {
  /** The slim bar of an empty pane: the title, "No problems found." and a button that opens it. */
  collapsed?: boolean;
  /** Opens the slim bar, or folds an empty pane back into it; absent when the pane cannot fold. */
  onToggle?: () => void;
}

/**
 * Problems of the document in front (the status bar counts the same), or of every open document on request;
 * clicking one reveals it in the active view.
 */
export function ProblemsPanel({ collapsed = false, onToggle }: ProblemsPanelProps) {
  const studio = useStudio();
  const t = studio.t;
  useProblemsVersion();
  const { documents, activeId } = useWorkspace();
  const { problemsScope } = useObservable(studio.ui);
  const [shown, setShown] = useState<Set<Severity>>(new Set(SEVERITIES));
  const listed = problemsScope === 'all' ? documents : documents.filter((d) => d.id === activeId);
  const total = listed.reduce((n, d) => n + studio.problems.forDocument(d.id).filter((x) => shown.has(x.severity)).length, 0);
  const scope = (
    <button
      type="button"
      className="toggle"
      aria-pressed={problemsScope === 'all'}
      title={t('problems.allHint')}
      onClick={(e) => {
        e.stopPropagation();
        studio.ui.set({ problemsScope: problemsScope === 'all' ? 'document' : 'all' });
      }}
    >
      {t('problems.all')}
    </button>
  );
  const toggle = onToggle && (
    <button
      type="button"
      className="pane-fold"
      aria-expanded={!collapsed}
      aria-label={t(collapsed ? 'problems.expand' : 'problems.collapse')}
      title={t(collapsed ? 'problems.expand' : 'problems.collapse')}
      onClick={(e) => {
        e.stopPropagation();
        onToggle();
      }}
    >
      {collapsed ? '▴' : '▾'}
    </button>
  );
  if (collapsed) {
    return (
      // The whole bar opens the pane on a click; the button is the keyboard's way.
      <div className="problems-bar" onClick={onToggle}>
        <h2 className="pane-title">{t('pane.problems')}</h2>
        <span className="muted">{t(problemsScope === 'all' ? 'problems.noneAll' : 'problems.none')}</span>
        <span className="problems-bar-end">
          {scope}
          {toggle}
        </span>
      </div>
    );
  }
  return (
    <div className="problems">
      <div className="pane-toolbar">
        <h2 className="pane-title">{t('pane.problems')}</h2>
        {SEVERITIES.map((sev) => (
          <button
            key={sev}
            type="button"
            aria-pressed={shown.has(sev)}
            className="toggle"
            onClick={() => {
              const next = new Set(shown);
              if (next.has(sev)) next.delete(sev);
              else next.add(sev);
              setShown(next);
            }}
          >
            {t(`problems.${sev}`)}
          </button>
        ))}
        {scope}
        {toggle}
      </div>
      {total === 0 ? (
        <p className="muted pad">{t(problemsScope === 'all' ? 'problems.noneAll' : 'problems.none')}</p>
      ) : (
        <ul className="problems-list">
          {listed.map((d) => (
            <DocumentProblems key={d.id} doc={d} shown={shown} />
          ))}
        </ul>
      )}
    </div>
  );
}
