import type { Severity } from './diagnostic';
import type { Message } from './messages/index';

/**
 * A problem before it is placed in the text: checks work on the document value and name a JSON Pointer; the
 * pipeline turns the pointer into a line and column. `at: 'key'` puts the range on the property name rather than on
 * the whole value (for a missing property, its parent; for a large object, its name).
 * The message is not text yet: the pipeline renders it in the language validation was asked for (messages/).
 */
export interface Finding {
  severity: Severity;
  code: string;
  message: Message;
  pointer: string;
  at?: 'key' | 'value' | 'none';
}

export const error = (code: string, pointer: string, message: Message, at?: Finding['at']): Finding => ({ severity: 'error', code, message, pointer, at });
export const warning = (code: string, pointer: string, message: Message, at?: Finding['at']): Finding => ({ severity: 'warning', code, message, pointer, at });
export const info = (code: string, pointer: string, message: Message, at?: Finding['at']): Finding => ({ severity: 'info', code, message, pointer, at });

/**
 * How a pointer reads in a message: `/heroes/2/start` → `heroes[2].start` (data, the same in every language). The
 * whole document has no path: callers say "the document" with a message (`path-root`, `document-start`).
 */
export function pathName(pointer: string): string {
  if (pointer === '') return '';
  let out = '';
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out += /^\d+$/.test(seg) ? `[${seg}]` : (out ? '.' : '') + seg;
  }
  return out;
}

/** The closest candidate within a small edit distance, for "did you mean …?". */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
