export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target: number | null;
  better: 'higher' | 'lower';
}

/** Peak resident memory of this process so far, in MB (Linux reports ru_maxrss in KB). */
export function peakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
