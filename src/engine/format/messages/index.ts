/**
 * Diagnostic messages in the designer's language (en, de, fr). Checks never write sentences: they name a message id
 * and its arguments, `msg('schema-required', { where, missing })`, and the pipeline renders it in the language asked
 * for (`renderMessage(m, 'de')`) only when it turns a finding into a diagnostic — so a valid document builds no text
 * at all, and a problem's text is built once.
 *
 * - The templates are plain data, one file per language (en.ts is the source of the ids); no i18next here, so the
 *   engine stays pure and the same message reads the same in the CLI, the worker and the tests.
 * - Arguments are data (ids, property names, numbers, JSON values: printed as they are, in every language) or other
 *   messages (phrases, rendered in the same language), so no English word reaches a German or French sentence.
 * - `msg` is typed from the English template: a missing or unknown argument is a compile error.
 */
import { LANGUAGES, type Language } from '../../core/language';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

/** The one list and type (src/engine/core/language.ts) under the names the format layer's callers already use. */
export const MESSAGE_LANGUAGES = LANGUAGES;
export type MessageLanguage = Language;

export type MessageId = keyof typeof en;
/** One language's templates: every id, nothing else. */
export type MessageTemplates = { readonly [I in MessageId]: string };

export const MESSAGES: Readonly<Record<MessageLanguage, MessageTemplates>> = { en, de, fr };

/** A message not yet rendered: an id and its arguments. */
export interface Message {
  readonly id: MessageId;
  readonly args?: Readonly<Record<string, Arg>>;
}

/** A number with a fixed count of decimals, written with the language's decimal sign (`5.0` / `5,0`). */
export interface DecimalArg {
  readonly decimal: number;
  readonly digits: number;
}
/** Arguments rendered one after the other with a separator that is the same in every language (`, `, `; `). */
export interface ListArg {
  readonly list: readonly Arg[];
  readonly separator: string;
}
/** A phrase with its first letter in upper case, for the start of a sentence (`hero x` → `Hero x`). */
export interface CapitalArg {
  readonly capital: Arg;
}

/** An optional part of a sentence that is absent is the empty string. */
export type Arg = string | number | Message | DecimalArg | ListArg | CapitalArg;

/** The placeholder names of a template: `{{name}}` and the number of `{{n|one|other}}`. */
type Names<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? (P extends `${infer N}|${string}` ? N : P) | Names<Rest>
  : never;
type ArgsOf<I extends MessageId> = { readonly [K in Names<(typeof en)[I]>]: Arg };

/** A message: `msg('unknown-ref', { id, what, where, hint })`; ids without placeholders take no arguments. */
export function msg<I extends MessageId>(
  id: I,
  ...args: [Names<(typeof en)[I]>] extends [never] ? [] : [ArgsOf<I>]
): Message {
  return args.length ? { id, args: args[0] as Readonly<Record<string, Arg>> } : { id };
}

/** An id a message can be rendered from: the shared catalog's, or a registered ruleset's own (its kinds' names, …). */
export const isMessageId = (id: string): id is MessageId =>
  Object.prototype.hasOwnProperty.call(en, id) || extra.some((c) => c.en !== undefined && Object.prototype.hasOwnProperty.call(c.en, id));

/** The message language for a UI language or locale (`de-CH` → `de`); English for anything else. */
export function messageLanguage(tag: string | null | undefined): MessageLanguage {
  const code = (tag ?? '').slice(0, 2).toLowerCase();
  return (MESSAGE_LANGUAGES as readonly string[]).includes(code) ? (code as MessageLanguage) : 'en';
}

/** Singular forms: English and German for exactly 1, French for 0 and 1 ("0 erreur", "1,5 heure"). */
function singular(n: number, language: MessageLanguage): boolean {
  return language === 'fr' ? Math.abs(n) < 2 : n === 1;
}

const PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9]*)(?:\|([^|}]*)\|([^}]*))?\}\}/g;

/** A number with a fixed count of decimals and the language's decimal sign (`5.0` / `5,0`). */
export function decimalText(value: number, digits: number, language: MessageLanguage): string {
  const text = value.toFixed(digits);
  return language === 'en' ? text : text.replace('.', ',');
}

function renderArg(arg: Arg, language: MessageLanguage): string {
  // Checks of a schema-valid document pass strings and numbers; anything else (a caller's odd value) prints as JS would.
  if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) return String(arg);
  if ('id' in arg) return renderMessage(arg, language);
  if ('decimal' in arg) return decimalText(arg.decimal, arg.digits, language);
  if ('list' in arg) return arg.list.map((a) => renderArg(a, language)).join(arg.separator);
  if ('capital' in arg) {
    const text = renderArg(arg.capital, language);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return String(arg);
}

/**
 * Catalogs of the rulesets' own words (their `messages`: report words, and the diagnostics of a ruleset added at run
 * time), looked up after the shared catalog. The rulesets list (rulesets/index.ts) adds them as it registers rulesets.
 */
const extra: Readonly<Record<string, Readonly<Record<string, string>>>>[] = [];

export function addMessageCatalog(catalog: Readonly<Record<MessageLanguage, Readonly<Record<string, string>>>>): void {
  if (!extra.includes(catalog)) extra.push(catalog);
}

/** A message of a ruleset's own catalog (its ids are not the shared catalog's, so `msg` cannot type them). */
export function rulesetMessage(id: string, args?: Readonly<Record<string, Arg>>): Message {
  return args ? { id: id as MessageId, args } : { id: id as MessageId };
}

function templateOf(id: string, language: MessageLanguage): string {
  const shared = ((MESSAGES[language] ?? en) as Record<string, string>)[id] ?? (en as Record<string, string>)[id];
  if (shared !== undefined) return shared;
  for (const c of extra) {
    const t = c[language]?.[id] ?? c.en?.[id];
    if (t !== undefined) return t;
  }
  return id;
}

/** The text of a message in a language (English for a language the studio has no messages in). */
export function renderMessage(message: Message, language: MessageLanguage = 'en'): string {
  return renderTemplate(templateOf(message.id, language), message.args, language);
}

/** A ruleset's own words (`Ruleset.messages`): English holds every id, German and French may leave one to English. */
export type Words<Id extends string> = { readonly en: Readonly<Record<Id, string>> } & Readonly<Record<MessageLanguage, Readonly<Partial<Record<Id, string>>>>>;

/** `say(id, args)` in one language, from a ruleset's own words. */
export function wordsIn<Id extends string>(catalog: Words<Id>, language: MessageLanguage): (id: Id, args?: Readonly<Record<string, Arg>>) => string {
  return (id, args) => renderTemplate(catalog[language][id] ?? catalog.en[id], args, language);
}

/** A template of this syntax filled in (a ruleset's report words use it with their own catalogs). */
export function renderTemplate(template: string, args: Readonly<Record<string, Arg>> | undefined, language: MessageLanguage = 'en'): string {
  return template.replace(PLACEHOLDER, (_, name: string, one: string | undefined, other: string | undefined) => {
    const value = args?.[name];
    if (one === undefined) return renderArg(value as Arg, language);
    return typeof value === 'number' && singular(value, language) ? one : (other ?? '');
  });
}

/** Placeholder names of a template, for the test that keeps the languages in step. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
}

// Small phrase builders the checks share.

/** `a or b or c`, in the language (`a oder b oder c`). */
export function orList(items: readonly Arg[]): Arg {
  return items.length === 0
    ? ''
    : items.slice(1).reduce<Arg>((first, second) => msg('join-or', { first, second }), items[0]);
}

/** `a, or b, or c`: alternatives that are phrases themselves. */
export function commaOrList(items: readonly Arg[]): Arg {
  return items.length === 0
    ? ''
    : items.slice(1).reduce<Arg>((first, second) => msg('join-comma-or', { first, second }), items[0]);
}

export const list = (items: readonly Arg[], separator = ', '): ListArg => ({ list: items, separator });
export const capital = (arg: Arg): CapitalArg => ({ capital: arg });
export const decimal = (value: number, digits: number): DecimalArg => ({ decimal: value, digits });
