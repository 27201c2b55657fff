/** JSON Pointers (RFC 6901): the address every diagnostic carries, '' being the whole document. */

export function encodePointer(path: readonly (string | number)[]): string {
  let out = '';
  for (const p of path) {
    const s = String(p);
    // Most segments need no escaping; skipping the regular expressions makes big documents markedly faster to check.
    out += '/' + (s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s);
  }
  return out;
}

/** The segments of a pointer; undefined when it is not a pointer (it must be '' or start with '/'). */
export function decodePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or undefined when the path does not exist. */
export function valueAt(root: unknown, pointer: string): unknown {
  const path = decodePointer(pointer);
  if (!path) return undefined;
  let node = root;
  for (const key of path) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(key)) return undefined;
      node = node[Number(key)];
    } else if (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, key)) {
      node = (node as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return node;
}
