/** A minimal observable value for UI state outside the document (layout, overlays, status). */
export interface Observable<T> {
  get(): T;
  set(next: Partial<T> | ((current: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
}

export function observable<T extends object>(initial: T): Observable<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const patch = typeof next === 'function' ? next(value) : next;
      value = { ...value, ...patch };
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
