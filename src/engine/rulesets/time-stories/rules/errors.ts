/**
 * What the T.I.M.E Stories engine says when it cannot go on, as data: a stable code of this catalog and its params,
 * in English, German and French, rendered in the reader's language by the pane and the command line (the error's
 * `message` is the English text). Keywords of the format are data and print as they are in every language.
 */
import { MessageError } from '../../../format/messages/error';
import { addMessageCatalog, rulesetMessage, type Arg, type Words } from '../../../format/messages/index';

const en = {
  'ts-error-shield': 'unknown shield kind "{{kind}}" (known: {{known}})',
} as const;

export type ErrorCode = keyof typeof en;

const de: Record<ErrorCode, string> = {
  'ts-error-shield': 'unbekannte Schildart „{{kind}}“ (bekannt: {{known}})',
};

const fr: Record<ErrorCode, string> = {
  'ts-error-shield': 'type de bouclier inconnu « {{kind}} » (connus : {{known}})',
};

export const ERROR_WORDS: Words<ErrorCode> = { en, de, fr };
// Registered where it is defined, so an error renders in any thread that can throw it; registering twice is a no-op.
addMessageCatalog(ERROR_WORDS);

type Names<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Names<Rest> : never;
export type ErrorParams<C extends ErrorCode> = { readonly [K in Names<(typeof en)[C]>]: Arg };

/** The engine cannot go on: a code of this catalog and its params, rendered in the reader's language. */
export function tsError<C extends ErrorCode>(code: C, params: ErrorParams<C>): MessageError {
  return new MessageError(rulesetMessage(code, params));
}
