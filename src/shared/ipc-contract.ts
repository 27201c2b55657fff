/**
 * IPC channels between the preload and the main process, each with the JSON Schema of its one
 * argument. The main process validates every argument against these schemas (ajv) and checks the
 * sender before a handler runs; the preload maps `StudioApi` methods onto them one to one.
 */
import { DOCUMENT_KINDS } from './document-kind';

export const EVENT_CHANNEL = 'studio:event';

const empty = { type: 'object', additionalProperties: false, properties: {} } as const;
const fileId = { type: 'string', minLength: 1, maxLength: 100 } as const;
const name = { type: 'string', minLength: 1, maxLength: 255 } as const;
/** Document ids name backup files: letters, digits, `-` and `_` only. */
const docId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } as const;
/** 64 MiB of text: larger documents are refused before they cross the process boundary. */
const text = { type: 'string', maxLength: 64 * 1024 * 1024 } as const;
const version = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      required: ['mtimeMs', 'size'],
      properties: { mtimeMs: { type: 'number' }, size: { type: 'number', minimum: 0 } },
    },
  ],
} as const;
const object = (properties: Record<string, unknown>, required: string[] = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

const menuItem = object(
  {
    action: { type: 'string', maxLength: 100 },
    label: { type: 'string', maxLength: 200 },
    accelerator: { type: 'string', maxLength: 60 },
    enabled: { type: 'boolean' },
    separator: { type: 'boolean' },
  },
  [],
);

export const channels = {
  'studio:app.info': empty,
  'studio:file.open': object({ fileId }, []),
  /** Sent by the preload for a dropped file: the path comes from Electron's webUtils, never from page script. */
  'studio:file.openDropped': object({ path: { type: 'string', minLength: 1, maxLength: 4096 } }),
  /** Sent by the preload for every trusted drop: the only paths openDropped accepts (src/main/files/dropped-paths.ts). */
  'studio:file.dropped': object({ paths: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 4096 } } }),
  'studio:file.save': object({ fileId, text, expected: version, overwrite: { type: 'boolean' } }, ['fileId', 'text']),
  'studio:file.saveAs': object({ suggestedName: name, text }),
  'studio:file.revert': object({ fileId }),
  'studio:file.checkDisk': object({ fileId, known: version }),
  'studio:file.release': object({ fileId }),
  'studio:recent.list': empty,
  'studio:recent.clear': empty,
  'studio:backup.write': object({
    docId,
    name,
    kind: { enum: [...DOCUMENT_KINDS] },
    fileId: { anyOf: [fileId, { type: 'null' }] },
    text,
  }),
  'studio:backup.list': empty,
  'studio:backup.discard': object({ docId }),
  'studio:export': object({
    suggestedName: name,
    mime: { type: 'string', maxLength: 100 },
    data: { anyOf: [text, { type: 'object' }] },
  }),
  'studio:image.import': object({ relativeTo: { anyOf: [fileId, { type: 'null' }] } }),
  /** Relative paths only: no drive, no leading slash, no `..` step, no NUL. */
  'studio:image.read': object({ relativeTo: fileId, path: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$))[^\\u0000]+$' } }),
  /** The same relative paths, to a JSON file (a mission's catalog). */
  'studio:file.openReferenced': object({ relativeTo: fileId, path: { type: 'string', minLength: 1, maxLength: 1000, pattern: '^(?![/\\\\])(?![A-Za-z]:)(?!.*(^|[/\\\\])\\.\\.([/\\\\]|$))[^\\u0000]+\\.[Jj][Ss][Oo][Nn]$' } }),
  'studio:menu.set': object(
    {
      language: { enum: ['en', 'de', 'fr'] },
      menus: {
      type: 'array',
      maxItems: 10,
      items: object({
        id: { enum: ['file', 'edit', 'view', 'simulate', 'help'] },
        label: { type: 'string', maxLength: 100 },
        items: { type: 'array', maxItems: 200, items: menuItem },
      }),
    },
    },
    ['menus'],
  ),
  'studio:window.close': empty,
} as const;

export type Channel = keyof typeof channels;
export const CHANNELS = Object.keys(channels) as Channel[];
