/**
 * What keeps one document from blanking the studio (issue 17.2). A document that does not read or does not match its
 * schema when it arrives is not drawn by its structural views (map, outline, graph, details): it opens in the text
 * view with its problems. And an error
 * boundary around each view and pane keeps whatever still goes wrong inside that view, with "Show as text".
 */
import { Component, type ReactNode } from 'react';
import type { Diagnostic } from '../../engine/format/diagnostic';
// Only the shared codes: the rulesets' (codes.ts) would bring every ruleset's engine into the start-up bundle.
import { SHARED_CODES } from '../../engine/format/shared-codes';
import { useStudio } from './hooks';

/** Reading, kind, version and schema problems: shared codes (no ruleset adds codes to these groups). */
const STRUCTURAL = new Set(['Reading', 'Kind and version', 'Schema']);

/** Whether the document failed to read or to match its schema: only the text view can show it then. */
export function structurallyInvalid(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error' && STRUCTURAL.has(SHARED_CODES[d.code]?.group ?? ''));
}

/** Where a document's structural views stand: drawn, waiting for the first check, or replaced by the text view. */
export type ViewGuardState = 'open' | 'checking' | 'blocked';

/**
 * The documents accepted once in this session. Kept beside the views, not in a component, so a document whose tab is
 * opened again is not judged afresh by its current (perhaps half-edited) text.
 */
const acceptedDocuments = new WeakSet<object>();

/**
 * Whether a document's structural views must wait for valid text: only until the document has once been accepted in
 * this session (a document that arrives broken or off its schema opens as text with its problems). Until the first
 * check of a document has answered its views wait ("checking"): an empty problem list then means "not checked yet",
 * not "valid" (the UI fuzz drew documents off their schema in that moment). After acceptance the views keep drawing
 * while the designer edits — a half-typed comma draws the last text that parsed (DocumentSnapshot.data), and a value
 * the schema refuses (an id with spaces) stays on screen in the details and the inspector, where its problem is
 * revealed and fixed; whatever a view cannot draw is caught by its ViewBoundary. Blocking on every schema error hid
 * the very field that fixes it (shell.e2e "problems … revealed").
 */
export function viewGuardState(
  doc: object,
  diagnostics: readonly Diagnostic[] | undefined,
  textBroken: boolean,
): ViewGuardState {
  if (acceptedDocuments.has(doc)) return 'open';
  if (textBroken) return 'blocked';
  if (!diagnostics) return 'checking';
  if (structurallyInvalid(diagnostics.filter((d) => d.code !== 'json-syntax'))) return 'blocked';
  acceptedDocuments.add(doc);
  return 'open';
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
