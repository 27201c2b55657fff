import { iconData, useIconsVersion } from './game-icons';

/** A game-icons.net picture as inline SVG; decorative (hidden from assistive technology) unless given a title. */
export function GameIcon({ name, size = 20, fallback, className }: { name: string; size?: number; fallback?: string; className?: string }) {
  useIconsVersion();
  const d = iconData(name) ?? (fallback ? iconData(fallback) : undefined);
  return (
    <svg className={className ?? 'game-icon'} width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      {d && <path fill="currentColor" d={d} />}
    </svg>
  );
}
