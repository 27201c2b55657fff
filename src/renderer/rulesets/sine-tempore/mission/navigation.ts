/**
 * Ctrl+click in a mission's text: a catalog id (a tile, an enemy, a hero…) opens the catalog at its entry; any
 * other part selects the piece it belongs to on the map and shows the map.
 */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { Diagnostic } from '../../../../engine/format/diagnostic';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import type { TextNavigation } from '../../../editors/monaco/pointer-select';
import { MISSION_SCOPE } from './actions/scope';

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where an entry with this id sits in a catalog's text. */
function findId(text: string, id: string): { offset: number; length: number; path: (string | number)[] } | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  let found: { offset: number; length: number; path: (string | number)[] } | undefined;
  const visit = (n: Node, path: (string | number)[]) => {
    if (found) return;
    if (n.type === 'object') {
      const idNode = findNodeAtLocation(n, ['id']);
      if (idNode?.value === id) {
        found = { offset: idNode.offset, length: idNode.length, path: [...path, 'id'] };
        return;
      }
      for (const p of n.children ?? []) if (p.children?.[1]) visit(p.children[1], [...path, p.children[0].value as string]);
    } else if (n.type === 'array') n.children?.forEach((c, i) => visit(c, [...path, i]));
  };
  visit(root, []);
  return found;
}

async function catalogDocument(doc: DocumentModel, studio: Studio): Promise<DocumentModel | null> {
  const catalog = (doc.getSnapshot().data as { catalog?: unknown } | undefined)?.catalog;
  if (typeof catalog !== 'string') return null;
  const name = catalog.slice(catalog.lastIndexOf('/') + 1);
  const open = studio.workspace.all.find((d) => d.getSnapshot().meta.name === name);
  if (open) return open;
  return studio.samples.some((s) => s.name === name) ? studio.openSample(name) : null;
}

export const missionTextNavigation: TextNavigation = {
  async definition(doc, studio, value) {
    const found = await studio.referenceFor(doc.getSnapshot(), 'catalog');
    if (!found || !findId(found.text, value)) return false;
    const catalog = await catalogDocument(doc, studio);
    const text = catalog?.getSnapshot().text;
    const at = text ? findId(text, value) : undefined;
    if (!catalog || !text || !at) return false;
    const diagnostic: Diagnostic = {
      severity: 'info',
      code: 'definition',
      message: value,
      pointer: `/${at.path.join('/')}`,
      range: { start: position(text, at.offset), end: position(text, at.offset + at.length) },
    };
    studio.reveal(catalog, diagnostic);
    return true;
  },
  async select(doc, studio, pointer) {
    const { MissionEditor } = await import('./editor');
    const { pieceAt } = await import('./overlays/problems');
    const editor = MissionEditor.of(doc, studio);
    const scene = editor.scene;
    const piece = scene ? pieceAt(scene, pointer) : undefined;
    if (!piece) return false;
    editor.select([piece.pointer]);
    if (studio.activeViewId(doc) !== MISSION_SCOPE) studio.setActiveView(doc, MISSION_SCOPE);
    else editor.canvas?.centreOn(piece.squares[0]);
    return true;
  },
};
