/**
 * Editors plug into the shell here, one contribution per view of a document kind (after VS Code's
 * custom editors and tldraw's one-util-per-shape): the mission editor registers its map and text
 * views for `mission`, the deck studio its outline, panorama and graph views for `deck`. The shell
 * shows the views of the active document as tabs in the centre pane, the active view's inspector
 * on the right and the kind's simulators in the side pane. No `switch (kind)` anywhere else.
 */
import type { ComponentType } from 'react';
import type { DocumentKind } from '../../shared/document-kind';
import type { DocumentModel } from '../store/document-model';
import type { Studio } from '../studio';

export interface EditorProps {
  doc: DocumentModel;
  studio: Studio;
}

export interface EditorContribution {
  /** Unique id; also the scope of the editor's keyboard shortcuts (see ActionManager). */
  id: string;
  /** i18n key of the view's name in the view switcher. */
  label: string;
  kinds: readonly DocumentKind[] | '*';
  /** Higher comes first; the first view is the one a document opens in. */
  priority: number;
  /** May be `React.lazy(...)`: heavy editors (Konva, Monaco) stay out of the initial bundle. */
  View: ComponentType<EditorProps>;
  /** Shown in the inspector pane while this view is active; the shell's document summary otherwise. */
  Inspector?: ComponentType<EditorProps>;
}

export interface SimulatorContribution {
  id: string;
  label: string;
  kinds: readonly DocumentKind[] | '*';
  Pane: ComponentType<EditorProps>;
}

const applies = (kinds: readonly DocumentKind[] | '*', kind: DocumentKind) => kinds === '*' || kinds.includes(kind);

export class EditorRegistry {
  private readonly editors = new Map<string, EditorContribution>();
  private readonly simulators = new Map<string, SimulatorContribution>();

  register(editor: EditorContribution): void {
    if (this.editors.has(editor.id)) throw new Error(`Two editors are named "${editor.id}".`);
    this.editors.set(editor.id, editor);
  }

  registerSimulator(simulator: SimulatorContribution): void {
    if (this.simulators.has(simulator.id)) throw new Error(`Two simulators are named "${simulator.id}".`);
    this.simulators.set(simulator.id, simulator);
  }

  get(id: string): EditorContribution | undefined {
    return this.editors.get(id);
  }

  viewsFor(kind: DocumentKind): EditorContribution[] {
    return [...this.editors.values()].filter((e) => applies(e.kinds, kind)).sort((a, b) => b.priority - a.priority);
  }

  simulatorsFor(kind: DocumentKind): SimulatorContribution[] {
    return [...this.simulators.values()].filter((s) => applies(s.kinds, kind));
  }
}
