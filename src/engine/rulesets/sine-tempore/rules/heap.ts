/** A small binary heap of numeric keys (a priority packed with its value), reused between searches. */
export class Heap {
  keys = new Float64Array(256);
  size = 0;
  push(key: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.keys.length * 2);
      k.set(this.keys);
      this.keys = k;
    }
    let i = this.size++;
    const keys = this.keys;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      keys[i] = keys[p];
      i = p;
    }
    keys[i] = key;
  }
  pop(): number {
    const keys = this.keys;
    const top = keys[0];
    const last = keys[--this.size];
    let i = 0;
    const n = this.size;
    while (true) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && keys[c + 1] < keys[c]) c++;
      if (keys[c] >= last) break;
      keys[i] = keys[c];
      i = c;
    }
    keys[i] = last;
    return top;
  }
}
