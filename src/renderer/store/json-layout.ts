/**
 * How the studio writes a JSON value into a designer's file: the way the samples are written (and Prettier
 * writes JSON) — a value that fits on its line stays on one line (`"start": [0, 8]`, `{ "id": "loot-1", "at":
 * [4, 5] }`), a longer one breaks with one member or item per line. So a canvas edit changes one line of the
 * file, and its diff stays one line.
 */

export interface JsonLayout {
  /** One level of indentation: spaces or a tab. */
  indent: string;
  eol: string;
  /** The longest line a value is kept on, counted from the start of its line. */
  width: number;
}

export const DEFAULT_WIDTH = 110;

/**
 * The value on one line (`[0, 8]`, `{ "a": 1 }`), or null when that would be longer than `budget` characters
 * (checked as it goes, so a large value is never written out only to be thrown away).
 */
export function oneLine(value: unknown, budget = Number.POSITIVE_INFINITY): string | null {
  const out: string[] = [];
  let length = 0;
  const put = (s: string): boolean => {
    out.push(s);
    length += s.length;
    return length <= budget;
  };
  const walk = (v: unknown): boolean => {
    if (Array.isArray(v)) {
      if (v.length === 0) return put('[]');
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i++) if ((i > 0 && !put(', ')) || !walk(v[i])) return false;
      return put(']');
    }
    if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined);
      if (keys.length === 0) return put('{}');
      if (!put('{ ')) return false;
      for (let i = 0; i < keys.length; i++) {
        if ((i > 0 && !put(', ')) || !put(`${JSON.stringify(keys[i])}: `) || !walk((v as Record<string, unknown>)[keys[i]])) return false;
      }
      return put(' }');
    }
    return put(JSON.stringify(v) ?? 'null');
  };
  return walk(value) ? out.join('') : null;
}

/**
 * The value as it is written starting at `column` of a line indented by `base`: on one line when it fits in the
 * layout's width (unless `expand` asks for its top level broken, as the author had it), else one item or member
 * per line, each laid out the same way.
 */
export function layoutJson(value: unknown, layout: JsonLayout, base = '', column = base.length, expand = false): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries: [string | null, unknown][] = Array.isArray(value)
    ? value.map((v) => [null, v])
    : Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, (value as Record<string, unknown>)[k]]);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return open + close;
  if (!expand) {
    const flat = oneLine(value, layout.width - column);
    if (flat !== null) return flat;
  }
  const inner = base + layout.indent;
  const lines = entries.map(([key, v]) => {
    const head = key === null ? '' : `${JSON.stringify(key)}: `;
    return inner + head + layoutJson(v, layout, inner, inner.length + head.length);
  });
  return `${open}${layout.eol}${lines.join(`,${layout.eol}`)}${layout.eol}${base}${close}`;
}

/** The whitespace that starts the line holding `offset`, and how far into that line `offset` is. */
export function lineAt(text: string, offset: number): { indent: string; column: number } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(start, offset))![0];
  return { indent, column: offset - start };
}
