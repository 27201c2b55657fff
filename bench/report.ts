import type { BenchResult } from './types';

/** Each bench file ends by calling this; the runner reads the last line. */
export function report(results: BenchResult[]) {
  console.log('BENCH_RESULTS ' + JSON.stringify(results));
}
