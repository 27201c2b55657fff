/**
 * The Universalis checks' own message catalog (en.ts is the source of its ids, de.ts and fr.ts have the same ones),
 * registered with the ruleset's `messages` and looked up after the shared catalog. `msg` here is the shared `msg`
 * typed over both catalogs, so a check may name a shared phrase or one of its own, with its placeholders checked.
 */
import type { en as sharedEn } from '../../../../format/messages/en';
import type { Arg, Message, MessageId } from '../../../../format/messages/index';
import { universalisDe } from './de';
import { universalisEn } from './en';
import { universalisFr } from './fr';

type Templates = typeof sharedEn & typeof universalisEn;
type Id = keyof Templates;
type Names<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}`
  ? (P extends `${infer N}|${string}` ? N : P) | Names<Rest>
  : never;
type ArgsOf<I extends Id> = { readonly [K in Names<Templates[I]>]: Arg };

export function msg<I extends Id>(id: I, ...args: [Names<Templates[I]>] extends [never] ? [] : [ArgsOf<I>]): Message {
  // The id may be the ruleset's own: the renderer looks it up in the catalogs the ruleset registered.
  return args.length ? { id: id as MessageId, args: args[0] as Readonly<Record<string, Arg>> } : { id: id as MessageId };
}

export const CHECK_MESSAGES = { en: universalisEn, de: universalisDe, fr: universalisFr } as const;
