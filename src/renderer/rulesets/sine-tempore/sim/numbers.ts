/**
 * Numbers in the UI language. Making an `Intl.NumberFormat` costs far more than using one, and a report
 * formats hundreds of figures several times a second while a batch runs, so each format is made once.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatter(language: string, opts: Intl.NumberFormatOptions): (n: number) => string {
  const key = `${language}|${JSON.stringify(opts)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(language, opts)));
  return (n) => f.format(n);
}

/**
 * `x` as a format with at most `digits` fraction digits shows it. A count given to a message with plural forms
 * must be the figure the reader sees: 0.996 wounds per game, shown as "1", reads "1 wound", not "1 wounds".
 */
export function shown(x: number, digits: number): number {
  return Number(x.toFixed(digits));
}

/**
 * Shares of one whole (the odds of 0, 1, 2… wounds) as whole percents that add up to 100, as a reader checks
 * them: each rounded down, the points left over going to the largest remainders (9.5 % and 90.5 % show as 10 %
 * and 90 %, not 10 % and 91 %). Shares that do not add up to one are scaled to their sum first.
 */
export function wholePercents(shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0) return shares.map(() => 0);
  const exact = shares.map((s) => (100 * Math.max(0, s)) / sum);
  const out = exact.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => i).sort((a, b) => exact[b] - out[b] - (exact[a] - out[a]) || a - b);
  for (let k = 0; left > 0 && k < order.length; k++, left--) out[order[k]]++;
  return out;
}
