/** The deck document (typed from schemas/deck.schema.json) and small helpers every part of the deck studio needs. */
export type {
  Deck,
  Effect,
  Condition,
  LockCondition,
  Location,
  LocationCard,
  Test,
  ShieldStack,
  Item,
  Host,
  StatusToken,
  FailureCard,
  Text,
  Modifier,
  SimulatorSettings,
  BaseCard,
} from '../../../generated/types/deck';
import type { Deck, Text } from '../../../generated/types/deck';

export const DECK_SCHEMA_ID = 'https://scenario-studio.org/schemas/deck.schema.json';
export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
import type { Language } from '../../../core/language';

export type { Language };
export const RESOURCE_COLOURS = ['yellow', 'brown', 'blue', 'green'] as const;

/** The text in one language, falling back to English, then to any language given. */
export function textOf(text: Text | undefined, language: Language = 'en'): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? text.de ?? text.fr ?? '';
}

/** The language a deck prints in. */
export function deckLanguage(deck: Deck): Language {
  return deck.style?.language ?? deck.language ?? 'en';
}

export function isDeckDocument(value: unknown): value is Deck {
  return (
    value !== null && typeof value === 'object' && (value as { ruleset?: unknown }).ruleset === 'time-stories'
  );
}
