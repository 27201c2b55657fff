/**
 * A document's JSON in Monaco, in two-way sync with the document store, for every JSON kind (the text view,
 * and the text beside the mission map).
 *
 * - Monaco keeps no history of its own: its changes go to `doc.editText` (typing merges into one step), and
 *   Ctrl+Z / Ctrl+Y run the document's undo and redo, shared with the canvas and the inspector.
 * - The document's other changes (canvas edits, undo, redo, reload) arrive as splices and are applied as
 *   model edits, so the cursor and the scroll position stay where they were.
 * - Text that does not parse stays as typed; the document keeps its last good data, the map keeps drawing it.
 * - Hover and completion help come from the schemas in the UI language (English where not translated).
 * - Markers are the studio's diagnostics (the same as `studio validate`); a problem clicked in the problems
 *   panel is revealed here; Ctrl+click on an id goes to its definition, on anything else asks the kind's
 *   editor to select it (the mission map selects the piece). That runs once the click is over: it may close this
 *   editor, and the view that opens (the catalog's) shows the entry even when created after the request.
 * - Each document's text keeps its scroll position and selection when its view is closed and opened again.
 */
import { useEffect, useRef } from 'react';
import type { Diagnostic } from '../../../engine/format/diagnostic';
import { useObservable } from '../../ui/hooks';
import type { DocumentModel } from '../../store/document-model';
import type { Studio } from '../../studio';
import { followUiLanguage, modelUri, setupMonaco, type Monaco } from './setup';
import { changesToSplices, definitionOf, pointerAt, stringAt } from './sync';
import { textNavigationFor } from './pointer-select';

let instances = 0;
const bindings = new Map<string, { doc: DocumentModel; studio: Studio }>();
let definitionsRegistered = false;
/**
 * The last reveal request each document's text has shown. A request can come before its text view exists: Ctrl+click
 * on a catalog id activates the catalog and asks it to reveal the entry in one go, so the catalog's text view is
 * created after the request and shows it then.
 */
const revealed = new Map<string, number>();
/** The key of a document's text view state (scroll, selection) in the workspace's view state. */
const VIEW_STATE = 'text.viewState';

function registerDefinitions(monaco: Monaco): void {
  if (definitionsRegistered) return;
  definitionsRegistered = true;
  monaco.languages.registerDefinitionProvider('json', {
    provideDefinition(model, position) {
      if (!bindings.has(model.uri.toString())) return null;
      const text = model.getValue();
      const at = stringAt(text, model.getOffsetAt(position));
      const def = at && definitionOf(text, at);
      if (!def) return null;
      const start = model.getPositionAt(def.offset);
      const end = model.getPositionAt(def.offset + def.length);
      return { uri: model.uri, range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column) };
    },
  });
}

const SEVERITY = (monaco: Monaco, s: Diagnostic['severity']) =>
  s === 'error' ? monaco.MarkerSeverity.Error : s === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info;

export default function JsonTextEditor({ doc, studio }: { doc: DocumentModel; studio: Studio }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<ReturnType<Monaco['editor']['create']> | null>(null);
  const { theme } = useObservable(studio.ui);

  useEffect(() => {
    const monaco = setupMonaco();
    registerDefinitions(monaco);
    const host = hostRef.current!;
    const source = `monaco:${++instances}`;
    const snapshot = doc.getSnapshot();
    const uri = modelUri(`${doc.id}-${instances}`, snapshot.meta.kind);
    const model = monaco.editor.createModel(snapshot.text, 'json', uri);
    bindings.set(uri.toString(), { doc, studio });
    const editor = monaco.editor.create(host, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 13,
      tabSize: 2,
      wordWrap: 'on',
      ariaLabel: studio.t('text:label', { name: snapshot.meta.name }),
      theme: studio.ui.get().theme === 'dark' ? 'vs-dark' : 'vs',
    });
    editorRef.current = editor;
    // Where the text was scrolled and what was selected, kept for the document when its text view goes: a view
    // created again (another tab and back; React creating it twice in development) picks up there, a reveal too.
    const views = studio.workspace.viewState(doc.id);
    const saved = views.get(VIEW_STATE) as ReturnType<typeof editor.saveViewState> | undefined;
    if (saved) editor.restoreViewState(saved);

    // ---- the document → the model (canvas edits, undo, redo, reload) ----
    let applying = false;
    const unsubscribeDoc = doc.subscribe((change) => {
      if (change.origin === 'meta' || change.source === source) return;
      applying = true;
      try {
        for (const s of change.splices) {
          const start = model.getPositionAt(s.offset);
          const end = model.getPositionAt(s.offset + s.removed.length);
          model.applyEdits([{ range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: s.inserted }]);
        }
        // Line-end differences Monaco normalised away would shift every offset: start over from the text then.
        if (model.getValue() !== doc.getSnapshot().text) model.setValue(doc.getSnapshot().text);
      } finally {
        applying = false;
      }
    });

    // ---- the model → the document (typing, paste, format) ----
    const contentListener = model.onDidChangeContent((e) => {
      if (applying) return;
      const before = doc.getSnapshot().text;
      doc.editText(changesToSplices(e.changes, before), { mergeKey: `monaco:${doc.id}`, source, label: studio.t('text:typing') });
    });

    // One history: Monaco's undo keys run the document's.
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyZ, () => void doc.undo());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyZ, () => void doc.redo());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyY, () => void doc.redo());

    // ---- markers from the studio's validation ----
    const showMarkers = () => {
      const markers = studio.problems
        .forDocument(doc.id)
        .filter((d) => d.range)
        .map((d) => ({
          severity: SEVERITY(monaco, d.severity),
          message: d.message,
          code: d.code,
          source: 'Scenario Studio',
          startLineNumber: d.range!.start.line,
          startColumn: d.range!.start.column,
          endLineNumber: d.range!.end.line,
          endColumn: Math.max(d.range!.end.column, d.range!.start.line === d.range!.end.line ? d.range!.start.column + 1 : 1),
        }));
      monaco.editor.setModelMarkers(model, 'studio', markers);
    };
    showMarkers();
    const unsubscribeProblems = studio.problems.subscribe(showMarkers);

    // ---- a problem clicked in the problems panel ----
    const reveal = () => {
      const r = studio.revealRequest.get();
      const range = r.docId === doc.id ? r.diagnostic?.range : undefined;
      if (!range) return;
      revealed.set(doc.id, r.seq);
      const selection = new monaco.Range(range.start.line, range.start.column, range.end.line, range.end.column);
      editor.setSelection(selection);
      editor.revealRangeInCenter(selection);
    };
    let lastSeq = studio.revealRequest.get().seq;
    const pending = studio.revealRequest.get();
    if (pending.docId === doc.id && pending.seq > (revealed.get(doc.id) ?? 0)) reveal();
    const unsubscribeReveal = studio.revealRequest.subscribe(() => {
      const seq = studio.revealRequest.get().seq;
      if (seq !== lastSeq) {
        lastSeq = seq;
        reveal();
      }
    });

    // ---- Ctrl+click: a definition in this file is Monaco's (the provider above); else the kind's editor decides ----
    let disposed = false;
    const navigate = async (offset: number) => {
      if (disposed) return;
      const text = model.getValue();
      const at = stringAt(text, offset);
      if (at && definitionOf(text, at)) return;
      const navigation = textNavigationFor(doc.getSnapshot().meta.kind);
      if (at && at.key !== 'id' && (await navigation?.definition?.(doc, studio, at.value, at.pointer))) return;
      const pointer = at?.pointer ?? pointerAt(text, offset);
      if (pointer !== undefined) await navigation?.select?.(doc, studio, pointer);
    };
    // Once the click is over and Monaco has handled it: the navigation may close this editor (the catalog's view
    // takes its place), which must not happen while the click is still going to it.
    const mouse = editor.onMouseUp((e) => {
      if (!(e.event.ctrlKey || e.event.metaKey) || !e.target.position) return;
      const offset = model.getOffsetAt(e.target.position);
      setTimeout(() => void navigate(offset), 0);
    });

    return () => {
      disposed = true;
      mouse.dispose();
      unsubscribeReveal();
      unsubscribeProblems();
      contentListener.dispose();
      unsubscribeDoc();
      bindings.delete(uri.toString());
      views.set(VIEW_STATE, editor.saveViewState());
      editor.dispose();
      model.dispose();
      editorRef.current = null;
    };
  }, [doc, studio]);

  useEffect(() => {
    setupMonaco().editor.setTheme(theme === 'dark' ? 'vs-dark' : 'vs');
  }, [theme]);

  // Hover and completion help in the UI language, switched with it.
  useEffect(() => followUiLanguage(studio.i18n), [studio]);

  return <div ref={hostRef} className="json-text-editor" />;
}
