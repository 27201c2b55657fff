/** Calls `flush` once in the next animation frame however often `request` is called before it (batch progress). */
export function frameThrottle(flush: () => void, schedule: (f: () => void) => void = (f) => requestAnimationFrame(f)): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      flush();
    });
  };
}
