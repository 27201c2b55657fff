import type { Diagnostic } from './diagnostic';
import { renderMessage, type Message, type MessageLanguage } from './messages/index';

/**
 * The message each diagnostic was rendered from, so that one read in one language can be shown in another: a
 * document parsed with `parseDocument(text)` and validated with `{ language: 'de' }` reads German throughout. Kept
 * beside the diagnostics rather than in them, so a Diagnostic stays the plain data the CLI prints and workers send.
 */
const sources = new WeakMap<Diagnostic, Message>();

/** Renders `message` into the diagnostic's `message` and remembers where the text came from. */
export function withMessage(diagnostic: Diagnostic, message: Message, language: MessageLanguage): Diagnostic {
  diagnostic.message = renderMessage(message, language);
  sources.set(diagnostic, message);
  return diagnostic;
}

/** The diagnostic in another language (itself when it already reads so, or was not built from a message). */
export function inLanguage(diagnostic: Diagnostic, language: MessageLanguage): Diagnostic {
  const message = sources.get(diagnostic);
  if (!message) return diagnostic;
  const text = renderMessage(message, language);
  if (text === diagnostic.message) return diagnostic;
  const copy = { ...diagnostic, message: text };
  sources.set(copy, message);
  return copy;
}
