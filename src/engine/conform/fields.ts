/**
 * Which fields of a case a runner read (FORMAT.md "Format 2": a field the runner does not implement fails the
 * case naming it, it is never ignored). The envelope hands every runner the case wrapped by `trackFields`, so
 * each read is recorded as it happens; whatever was never read is listed by `unreadFields`. A runner therefore
 * declares nothing: reading a field is what implementing it means. Its one duty is not to read fields it does
 * not apply (copying a whole object with a spread or `Object.entries` reads every key of it).
 */
import { toPointer } from './pointer';

/** What one tracked case has had read: for each object or list of the case, its keys (indices) read so far. */
export interface FieldLog {
  readonly root: unknown;
  readonly read: WeakMap<object, Set<string>>;
  readonly proxies: WeakMap<object, object>;
  /** Values read whole (an expected value, compared as it stands): nothing inside them is a field. */
  readonly whole: WeakSet<object>;
}

const logs = new WeakMap<object, FieldLog>();
const targets = new WeakMap<object, object>();

function isContainer(v: unknown): v is object {
  return v !== null && typeof v === 'object';
}

function wrap(log: FieldLog, target: object): object {
  const known = log.proxies.get(target);
  if (known) return known;
  const mark = (key: string | symbol): void => {
    if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(target, key)) return;
    let keys = log.read.get(target);
    if (!keys) log.read.set(target, (keys = new Set()));
    keys.add(key);
  };
  const proxy = new Proxy(target, {
    get(t, key, receiver) {
      mark(key);
      const v = Reflect.get(t, key, receiver);
      return isContainer(v) && typeof key === 'string' && Object.prototype.hasOwnProperty.call(t, key) ? wrap(log, v) : v;
    },
    has(t, key) {
      mark(key);
      return Reflect.has(t, key);
    },
  });
  log.proxies.set(target, proxy);
  logs.set(proxy, log);
  targets.set(proxy, target);
  return proxy;
}

/** The case as a runner sees it: the same data, every field read recorded. */
export function trackFields<T>(json: T): T {
  if (!isContainer(json)) return json;
  const log: FieldLog = { root: json, read: new WeakMap(), proxies: new WeakMap(), whole: new WeakSet() };
  return wrap(log, json) as T;
}

/**
 * JSON pointers of the fields no one read, topmost only: an unread object is one entry, not one per field
 * inside it. An object or list inside a list counts as a field of its list; a number or string in a list read
 * is read with it (a square's coordinates, a face's symbols). `skip` leaves out top-level fields (the runner may
 * check the case before its expectations are read). Empty for a value `trackFields` did not wrap.
 */
export function unreadFields(tracked: unknown, skip: readonly string[] = []): string[] {
  const log = isContainer(tracked) ? logs.get(tracked) : undefined;
  if (!log) return [];
  const out: string[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isContainer(node) || log.whole.has(node)) return;
    const read = log.read.get(node);
    const list = Array.isArray(node);
    const keys = list ? node.map((_, i) => String(i)) : Object.keys(node);
    for (const k of keys) {
      if (path.length === 0 && skip.includes(k)) continue;
      const value = (node as Record<string, unknown>)[k];
      const next = path.concat(list ? Number(k) : k);
      if (read?.has(k)) walk(value, next);
      else if (!list || isContainer(value)) out.push(toPointer(next));
    }
  };
  walk(log.root, []);
  return out;
}

/**
 * The plain data behind a tracked value, for looking at it without reading it as a field (printing a value in a
 * message, comparing an expected value with what happened: the comparison reads the value whole).
 */
export function untracked<T>(v: T): T {
  return isContainer(v) ? ((targets.get(v) as T | undefined) ?? v) : v;
}

/** A value read whole, as data (an expected value): returns the plain data, and nothing inside it is a field. */
export function wholeValue<T>(v: T): T {
  const raw = untracked(v);
  if (isContainer(v) && isContainer(raw)) logs.get(v)?.whole.add(raw);
  return raw;
}

/** Marks fields as read that carry no rules (a comment for people, say), so a runner can accept them on purpose. */
export function readFields(tracked: unknown, keys: readonly string[]): void {
  if (!isContainer(tracked)) return;
  for (const k of keys) void (tracked as Record<string, unknown>)[k];
}

/** The sentence a FAIL gives for fields the runner did not read. */
export function unreadMessage(ruleset: string, pointers: readonly string[]): string {
  const shown = pointers.slice(0, 5).join(', ');
  const more = pointers.length > 5 ? ` and ${pointers.length - 5} more` : '';
  return `the ${ruleset} runner does not implement ${pointers.length === 1 ? 'the field' : 'the fields'} ${shown}${more} (FORMAT.md: a field a runner does not implement fails the case)`;
}
