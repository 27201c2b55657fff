/** A game-icons.net picture from the deck studio's subset, in the text colour; decorative unless it has a label. */
import { DECK_ICONS } from './deck-icons';

export function DeckIcon({ name, label, className }: { name: string; label?: string; className?: string }) {
  const d = DECK_ICONS[name];
  if (!d) return null;
  return (
    <svg className={`deck-icon${className ? ` ${className}` : ''}`} viewBox="0 0 512 512" width="1em" height="1em" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <path d={d} fill="currentColor" />
    </svg>
  );
}
