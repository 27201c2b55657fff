/**
 * Names in the designer's language for what the engine logs by id: heroes, enemy types, groups, weapons,
 * statuses, cards, events, objects, scenic elements — read from the catalog and the mission themselves (every
 * `{ id, name }` object, filed under the array that holds it), so a new kind of entry needs no code here.
 */
import type { Language } from '../../../i18n';

type Text = string | { en?: string; de?: string; fr?: string };

export interface NameBook {
  /** A named thing of one collection (`heroes`, `enemies`, `attacks`, `statusTokens`, `enemyGroups`, …). */
  of(collection: string, id: string): string | null;
  /** A model on the board: heroes by their name, enemies by their id (the designer's, or the engine's for spawns). */
  model(id: string, type?: string, hero?: boolean): string;
  weapon(id: string): string;
  status(id: string): string;
  group(id: string): string;
  card(id: string): string;
  event(id: string): string;
  /** The mission's own sentence (a `message` effect), in the UI language, from the engine's English text. */
  message(text: string): string;
  /** The interactive object on a square, by its name. */
  objectAt(at: readonly number[]): string | null;
}

function localText(t: Text | undefined, lang: Language): string | null {
  if (t === undefined) return null;
  if (typeof t === 'string') return t;
  return t[lang] ?? t.en ?? t.de ?? t.fr ?? null;
}

const isText = (v: unknown): v is Text =>
  typeof v === 'string' || (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((k) => k === 'en' || k === 'de' || k === 'fr'));

function collect(root: unknown, lang: Language, names: Map<string, string>, messages: Map<string, string>): void {
  const walk = (v: unknown, collection: string) => {
    if (Array.isArray(v)) {
      for (const x of v) walk(x, collection);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.id === 'string' && isText(o.name)) {
      const name = localText(o.name, lang);
      const key = `${collection}:${o.id}`;
      if (name && !names.has(key)) names.set(key, name);
    }
    if (isText(o.message) && typeof o.message === 'object') {
      const en = o.message.en ?? localText(o.message, 'en');
      const here = localText(o.message, lang);
      if (en && here) messages.set(en, here);
    }
    for (const [k, x] of Object.entries(o)) if (typeof x === 'object' && x !== null) walk(x, Array.isArray(x) ? k : collection);
  };
  walk(root, '');
}

const JOIN = ' + ';

export function nameBook(mission: unknown, catalog: unknown, lang: Language, words: { bareHands: string }): NameBook {
  const names = new Map<string, string>();
  const messages = new Map<string, string>();
  collect(catalog, lang, names, messages);
  collect(mission, lang, names, messages);
  const of = (collection: string, id: string) => names.get(`${collection}:${id}`) ?? null;
  const objects = new Map<string, string>();
  const listed = (mission as { objects?: unknown } | null)?.objects;
  if (Array.isArray(listed)) {
    for (const o of listed as { id?: unknown; at?: unknown }[]) {
      if (typeof o?.id === 'string' && Array.isArray(o.at)) objects.set(String(o.at), of('objects', o.id) ?? o.id);
    }
  }
  const book: NameBook = {
    of,
    model: (id, type, hero) => (hero ? (of('heroes', type ?? id) ?? of('heroes', id) ?? id) : id),
    weapon: (id) => (id === 'bare-hands' ? words.bareHands : id.split('+').map((part) => of('attacks', part) ?? of('psionicPowers', part) ?? part).join(JOIN)),
    status: (id) => of('statusTokens', id) ?? id,
    group: (id) => of('enemyGroups', id) ?? id,
    card: (id) => of('resources', id) ?? of('seriousWounds', id) ?? of('oblivionCards', id) ?? of('eventCards', id) ?? id,
    event: (id) => of('events', id) ?? id,
    message: (text) => messages.get(text) ?? text,
    objectAt: (at) => objects.get(String(at)) ?? null,
  };
  return book;
}
