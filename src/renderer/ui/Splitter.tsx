import { useRef } from 'react';

interface SplitterProps {
  label: string;
  orientation: 'vertical' | 'horizontal';
  value: number;
  min: number;
  max: number;
  /** +1 when dragging right/down makes the pane bigger, -1 when it makes it smaller. */
  direction: 1 | -1;
  onChange: (value: number) => void;
}

/** A pane divider that works with the mouse and with the arrow keys (WAI-ARIA window splitter). */
export function Splitter({ label, orientation, value, min, max, direction, onChange }: SplitterProps) {
  const start = useRef<{ pos: number; value: number } | null>(null);
  const clamp = (v: number) => Math.min(max, Math.max(min, Math.round(v)));
  const coord = (e: React.PointerEvent) => (orientation === 'vertical' ? e.clientX : e.clientY);

  return (
    <div
      role="separator"
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      className={`splitter splitter-${orientation}`}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = { pos: coord(e), value };
      }}
      onPointerMove={(e) => {
        if (!start.current) return;
        onChange(clamp(start.current.value + direction * (coord(e) - start.current.pos)));
      }}
      onPointerUp={() => (start.current = null)}
      onKeyDown={(e) => {
        const step = e.shiftKey ? 50 : 10;
        const grow: Record<string, number> = orientation === 'vertical' ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
        const d = grow[e.key];
        if (d !== undefined) onChange(clamp(value + direction * d * step));
        else if (e.key === 'Home') onChange(min);
        else if (e.key === 'End') onChange(max);
        else return;
        e.preventDefault();
      }}
    />
  );
}
