/**
 * Where each token sits on the Momentum drawing: tokens sharing a sector stack inwards in up to three rows,
 * then side by side; knocked-out heroes' markers share the outer edge of their sector side by side.
 */
export interface ClockToken {
  id: string;
  sector: number;
  hero: boolean;
  ko: boolean;
  active: boolean;
  colour: string;
  short: string;
  title: string;
}

export interface PlacedToken extends ClockToken {
  /** 0 = outermost row of the sector. */
  row: number;
  /** Degrees from the sector's middle. */
  offset: number;
}

const ROWS = 3;

export function clockLayout(tokens: readonly ClockToken[]): PlacedToken[] {
  const seen = new Map<string, number>();
  const counts = new Map<string, number>();
  const key = (t: ClockToken) => `${t.sector}:${t.ko ? 'ko' : 'in'}`;
  for (const t of tokens) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return tokens.map((t) => {
    const k = key(t);
    const i = seen.get(k) ?? 0;
    seen.set(k, i + 1);
    const n = counts.get(k)!;
    if (t.ko) return { ...t, row: 0, offset: (i - (n - 1) / 2) * 8 };
    const columns = Math.ceil(n / ROWS);
    const column = Math.floor(i / ROWS);
    return { ...t, row: i % ROWS, offset: (column - (columns - 1) / 2) * 9 };
  });
}
