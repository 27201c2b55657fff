/**
 * The deck views draw a deck whose skeleton is there (locations, base, plan…); the finer rules are the problems
 * panel's business. A document without the skeleton (a new deck, a half-written file) gets a notice and one
 * command that adds exactly the missing parts, with placeholder text in the designer's language.
 */
import type { Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { PatchOp } from '../../../store/json-patch';
import { newText } from './deck-text';

type Part = 'run' | 'skills' | 'base' | 'plan' | 'locations' | 'hosts' | 'success' | 'failures';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isList = (v: unknown) => Array.isArray(v) && v.length > 0;

const CHECKS: Record<Part, (v: unknown) => boolean> = {
  run: (v) => isObject(v) && typeof v.tu === 'number' && typeof v.start === 'string',
  skills: isList,
  base: (v) => isObject(v) && isList(v.cards),
  plan: (v) => isObject(v) && Array.isArray(v.cards) && Array.isArray(v.hotspots),
  locations: (v) => isList(v) && (v as unknown[]).every((l) => isObject(l) && typeof l.id === 'string' && Array.isArray(l.cards)),
  hosts: (v) => Array.isArray(v) && (v as unknown[]).every((h) => isObject(h) && isObject(h.dice)),
  success: isObject,
  failures: Array.isArray,
};

/** The top-level parts the views need and the document lacks (all of them when it is not an object). */
export function missingParts(data: unknown): Part[] {
  const parts = Object.keys(CHECKS) as Part[];
  if (!isObject(data)) return parts;
  return parts.filter((p) => !CHECKS[p](data[p]));
}

/** Placeholder words in the designer's language, from the UI strings. */
export interface SkeletonWords {
  location: string;
  briefing: string;
  skill: string;
  host: string;
  success: string;
  failure: string;
  /** The panorama card whose test wins the mission, so the new deck is already playable. */
  goal: string;
}

/** Adds (or replaces, when malformed) exactly the missing parts: one undo step. */
export function completeDeckOps(data: unknown, words: SkeletonWords, language: Language): PatchOp[] {
  if (!isObject(data)) return [];
  const doc = data;
  const missing = missingParts(data);
  const has = (p: Part) => p in doc;
  const ops: PatchOp[] = [];
  const put = (p: Part, value: unknown) => ops.push({ op: has(p) ? 'replace' : 'add', path: `/${p}`, value });
  const skills = missing.includes('skills') ? [{ id: 'combat', name: newText(words.skill, language), icon: 'crossed-swords' }] : (doc.skills as { id: string }[]);
  const locations = missing.includes('locations')
    ? [
        {
          id: 'first-location',
          name: newText(words.location, language),
          cards: [
            { letter: 'A', title: newText(words.location, language), text: newText('', language) },
            { letter: 'B', title: newText(words.goal, language), text: newText('', language), test: { skill: skills[0].id, shields: [{ kind: 'blank', count: 2 }], onPass: ['success'] } },
          ],
        },
      ]
    : (doc.locations as { id: string }[]);
  if (missing.includes('run')) put('run', { tu: 20, start: locations[0].id });
  if (missing.includes('skills')) put('skills', skills);
  if (missing.includes('base')) put('base', { cards: [{ letter: 'A', title: newText(words.briefing, language), text: newText('', language) }] });
  if (missing.includes('plan')) put('plan', { cards: [{}, {}, {}, {}], hotspots: locations.map((l, i) => ({ location: l.id, card: (i % 4) + 1, x: 0.5, y: 0.5 })) });
  if (missing.includes('locations')) put('locations', locations);
  if (missing.includes('hosts')) put('hosts', [{ id: 'first-host', name: newText(words.host, language), dice: { [skills[0].id]: 2 }, resistance: 1, lp: 4 }]);
  if (missing.includes('success')) put('success', { text: newText(words.success, language) });
  if (missing.includes('failures')) put('failures', [{ id: 'out-of-time', type: 'time', text: newText(words.failure, language) }]);
  return ops;
}
