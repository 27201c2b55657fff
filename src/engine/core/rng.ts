import { xoroshiro128plus } from 'pure-rand/generator/XoroShiro';
import { unsafeUniformIntDistribution } from 'pure-rand/distribution/UnsafeUniformIntDistribution';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The one source of randomness of the engine. Its state is plain numbers so it can live inside a
 * game state, be copied with it and be restored from a replay: a game is a seed plus decisions.
 */
export class Rng {
  private gen: RandomGenerator;

  private constructor(gen: RandomGenerator) {
    this.gen = gen;
  }

  static fromSeed(seed: number): Rng {
    return new Rng(xoroshiro128plus(seed | 0));
  }

  static fromState(state: readonly number[]): Rng {
    return new Rng(xoroshiro128plus.fromState(state));
  }

  state(): number[] {
    return [...this.gen.getState()];
  }

  clone(): Rng {
    return new Rng(this.gen.clone());
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.gen);
  }

  /** Index in [0, n). */
  index(n: number): number {
    return unsafeUniformIntDistribution(0, n - 1, this.gen);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.index(items.length)];
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}
