/**
 * Naming what could not be printed: the characters no shipped face has (emoji, CJK…) are replaced in every export,
 * and the person exporting is told which fields of the document hold them, by JSON pointer, so they can change the
 * text or accept the substitute.
 */
import { describeCharacter } from './printable';

export interface UnprintableField {
  /** JSON pointer of the string in the document. */
  pointer: string;
  /** The characters of that string no shipped face prints, each once. */
  characters: string[];
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every string of a document that holds one of `characters` (at most `limit` fields, in document order). */
export function fieldsWith(doc: unknown, characters: ReadonlySet<string>, limit = 1000): UnprintableField[] {
  const out: UnprintableField[] = [];
  if (characters.size === 0) return out;
  const stack: { value: unknown; pointer: string }[] = [{ value: doc, pointer: '' }];
  while (stack.length && out.length < limit) {
    const { value, pointer } = stack.pop()!;
    if (typeof value === 'string') {
      const found = new Set<string>();
      for (const ch of value) if (characters.has(ch)) found.add(ch);
      if (found.size) out.push({ pointer: pointer || '/', characters: [...found] });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], pointer: `${pointer}/${i}` });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i][1], pointer: `${pointer}/${escape(entries[i][0])}` });
    }
  }
  return out;
}

/** One sentence for a report: which fields, which characters, what was printed instead. */
export function unprintableMessage(doc: unknown, characters: ReadonlySet<string>, shown = 8): string {
  const fields = fieldsWith(doc, characters);
  const list = fields
    .slice(0, shown)
    .map((f) => `${f.pointer} (${f.characters.map(describeCharacter).join(', ')})`)
    .join('; ');
  const more = fields.length > shown ? `; and ${fields.length - shown} more` : '';
  const chars = [...characters].map(describeCharacter).join(', ');
  return fields.length
    ? `No shipped font has ${chars}: printed as a replacement mark in ${list}${more}.`
    : `No shipped font has ${chars}: printed as a replacement mark.`;
}
