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
