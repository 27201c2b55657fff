import type { Position, Range } from './diagnostic';

/**
 * Line and column arithmetic over one text. Lines and columns are 1-based; columns count UTF-16 code units, which is
 * what Monaco and most editors show. Line starts are found once, on first use.
 */
export class TextLines {
  private starts: number[] | undefined;

  constructor(readonly text: string) {}

  private lineStarts(): number[] {
    if (!this.starts) {
      const starts = [0];
      const t = this.text;
      for (let i = t.indexOf('\n'); i !== -1; i = t.indexOf('\n', i + 1)) starts.push(i + 1);
      this.starts = starts;
    }
    return this.starts;
  }

  positionAt(offset: number): Position {
    const starts = this.lineStarts();
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - starts[lo] + 1 };
  }

  offsetAt(position: Position): number {
    const starts = this.lineStarts();
    const line = Math.max(1, Math.min(position.line, starts.length));
    const lineEnd = line < starts.length ? starts[line] - 1 : this.text.length;
    return Math.min(starts[line - 1] + Math.max(0, position.column - 1), lineEnd);
  }

  rangeOf(offset: number, length: number): Range {
    return { start: this.positionAt(offset), end: this.positionAt(offset + length) };
  }
}
