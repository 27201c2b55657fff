/**
 * Errors for people as data: a `MessageError` carries a message (an id of a catalog and its arguments), so the pane
 * and the command line say it in the user's language; its `message` is the English text, for logs and tests. Across a
 * worker an error loses its class, so the worker throws `errorData(e)` (a plain object) and the page reads it back
 * with `errorText`.
 */
import { renderMessage, type Message, type MessageLanguage } from './index';

export class MessageError extends Error {
  constructor(readonly detail: Message) {
    super(renderMessage(detail, 'en'));
  }
}

const isMessage = (v: unknown): v is Message => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

/** The message a thrown value carries (a MessageError's, or the same shape after a structured clone), if any. */
export function messageOf(e: unknown): Message | null {
  const detail = typeof e === 'object' && e !== null ? (e as { detail?: unknown }).detail : undefined;
  return isMessage(detail) ? detail : null;
}

/** What a thrown value says, in a language: its message when it carries one, its English text otherwise. */
export function errorText(e: unknown, language: MessageLanguage): string {
  const detail = messageOf(e);
  if (detail) return renderMessage(detail, language);
  if (typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string') return (e as { message: string }).message;
  try {
    return String(e);
  } catch {
    return typeof e;
  }
}

/** A thrown value as plain data: what survives a worker's structured clone, with its message. */
export interface ErrorData {
  message: string;
  detail?: Message;
}

export function errorData(e: unknown): ErrorData {
  const detail = messageOf(e);
  const message = errorText(e, 'en');
  return detail ? { message, detail } : { message };
}
