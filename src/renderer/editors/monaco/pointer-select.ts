/**
 * Extension point of the text view: what Ctrl+click does beyond going to an id defined in the same file.
 * An editor registers, for its kind, `definition` (the string names something defined elsewhere, e.g. in the
 * mission's catalog: open it there) and `select` (select what lies at a JSON Pointer, e.g. the piece on the
 * mission map). Each returns true when it did something. Kept out of the Monaco chunk so editors can register
 * at start-up.
 */
import type { DocumentKind } from '../../../shared/document-kind';
import type { DocumentModel } from '../../store/document-model';
import type { Studio } from '../../studio';

export interface TextNavigation {
  definition?(doc: DocumentModel, studio: Studio, value: string, pointer: string): boolean | Promise<boolean>;
  select?(doc: DocumentModel, studio: Studio, pointer: string): boolean | Promise<boolean>;
}

const handlers = new Map<DocumentKind, TextNavigation>();

export function registerTextNavigation(kind: DocumentKind, navigation: TextNavigation): void {
  handlers.set(kind, navigation);
}

export function textNavigationFor(kind: DocumentKind): TextNavigation | undefined {
  return handlers.get(kind);
}
