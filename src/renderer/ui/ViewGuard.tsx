/**
 * What keeps one document from blanking the studio (issue 17.2). A view reads only what validation accepted: while a
 * document does not read or does not match its schema, its structural views (map, outline, graph, details) are not
 * drawn at all, and a document that arrives like that opens in the text view with its problems. And an error
 * boundary around each view and pane keeps whatever still goes wrong inside that view, with "Show as text".
 */
import { Component, useRef, type ReactNode } from 'react';
import type { Diagnostic } from '../../engine/format/diagnostic';
import { DIAGNOSTIC_CODES } from '../../engine/format/codes';
import { useStudio } from './hooks';

const STRUCTURAL = new Set(['Reading', 'Kind and version', 'Schema']);

/** Whether the document failed to read or to match its schema: only the text view can show it then. */
export function structurallyInvalid(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error' && STRUCTURAL.has(DIAGNOSTIC_CODES[d.code]?.group ?? ''));
}

/**
 * Whether a document's structural views must wait for valid text. While the text parses, its problems decide (a
 * syntax error still listed is from before the last edit). While the text is broken, the views draw the last text
 * that parsed (DocumentSnapshot.data) — "the map keeps the last good document" — so they wait only if that text was
 * not accepted either (a document that arrived broken).
 */
export function useViewsBlocked(diagnostics: readonly Diagnostic[], textBroken: boolean): boolean {
  const accepted = useRef(false);
  if (textBroken) return !accepted.current;
  const invalid = structurallyInvalid(diagnostics.filter((d) => d.code !== 'json-syntax'));
  accepted.current = !invalid;
  return invalid;
}

interface BoundaryProps {
  /** The view's name, in the UI language. */
  view: string;
  /** A new key (another document, view or version) tries the view again. */
  resetKey: string;
  onShowText?: () => void;
  children: ReactNode;
}

export class ViewBoundary extends Component<BoundaryProps, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ViewFailed view={this.props.view} reason={this.state.error.message} onShowText={this.props.onShowText} />;
  }
}

function ViewFailed({ view, reason, onShowText }: { view: string; reason: string; onShowText?: () => void }) {
  const { t } = useStudio();
  return (
    <div role="alert" className="view-failed pad">
      <p>{t('views.failed', { view })}</p>
      <p className="muted">{reason}</p>
      {onShowText && (
        <button type="button" onClick={onShowText}>
          {t('views.showText')}
        </button>
      )}
    </div>
  );
}

/** In place of a structural view while the document does not match its schema. */
export function ViewNeedsValid({ view, onShowText }: { view: string; onShowText?: () => void }) {
  const { t } = useStudio();
  return (
    <div role="status" className="view-failed pad">
      <p>{t('views.invalid', { view })}</p>
      {onShowText && (
        <button type="button" onClick={onShowText}>
          {t('views.showText')}
        </button>
      )}
    </div>
  );
}
