/**
 * Saying in the UI language which fields hold characters no shipped font prints (emoji, CJK…): the export printed a
 * replacement mark there, and the designer can change the text. Fields are named by their JSON pointer, as the
 * problems panel names them.
 */
import { describeCharacter } from '../../engine/core/draw/printable';
import { fieldsWith } from '../../engine/core/draw/unprintable';

type T = (key: string, options?: Record<string, unknown>) => string;

/** `key` is the ruleset's message, with `{{chars}}` and `{{fields}}`. */
export function unprintableText(t: T, doc: unknown, missing: readonly string[], key: string, shown = 6): string {
  const fields = fieldsWith(doc, new Set(missing));
  const list = fields
    .slice(0, shown)
    .map((f) => `${f.pointer} (${f.characters.map(describeCharacter).join(', ')})`)
    .join('; ');
  return t(key, {
    chars: missing.map(describeCharacter).join(', '),
    fields: fields.length > shown ? `${list}; … (${fields.length})` : list || '—',
  });
}
