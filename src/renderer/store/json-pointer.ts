/** JSON Pointers (RFC 6901): the one way every part of the studio names a place in a document. */
export type JsonPath = (string | number)[];

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`A JSON Pointer starts with "/": "${pointer}"`);
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function formatPointer(path: readonly (string | number)[]): string {
  return path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function getAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of parsePointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (node && typeof node === 'object') node = (node as Record<string, unknown>)[segment];
    else return undefined;
  }
  return node;
}
