/**
 * Action symbols, die faces and status tokens (ST-5, ST-41…ST-45).
 * A face is a bit mask of symbols: a face never shows a symbol twice (D-1), so counting symbol
 * occurrences is counting bits (D-4), and comparing faces for the Penalty Die is `===` (D-32).
 */
import { stError } from './errors';
export const SYMBOLS = ['push', 'bullet', 'mind', 'fist', 'equipment', 'blood', 'explosion', 'defense'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
/** Index of a symbol in SYMBOLS. */
export type Sym = number;
export type Face = number;

export const SYM: Record<SymbolName, Sym> = {
  push: 0,
  bullet: 1,
  mind: 2,
  fist: 3,
  equipment: 4,
  blood: 5,
  explosion: 6,
  defense: 7,
};

export function isSymbolName(s: unknown): s is SymbolName {
  return typeof s === 'string' && (SYMBOLS as readonly string[]).includes(s);
}

export function symOf(name: string): Sym {
  const s = SYM[name as SymbolName];
  if (s === undefined) throw stError('st-error-die-symbol', { name, known: SYMBOLS.join(', ') });
  return s;
}

export function faceOf(names: readonly string[]): Face {
  let f = 0;
  for (const n of names) f |= 1 << symOf(n);
  return f;
}

export function faceNames(face: Face): SymbolName[] {
  const out: SymbolName[] = [];
  for (let s = 0; s < SYMBOLS.length; s++) if (face & (1 << s)) out.push(SYMBOLS[s]);
  return out;
}

export function hasSym(face: Face, s: Sym): boolean {
  return (face & (1 << s)) !== 0;
}

/** Occurrences on one face of any symbol of `mask` (a set of symbols as a bit mask). */
export function countMask(face: Face, mask: number): number {
  let v = face & mask;
  let n = 0;
  while (v) {
    v &= v - 1;
    n++;
  }
  return n;
}

export function maskOf(syms: readonly Sym[]): number {
  let m = 0;
  for (const s of syms) m |= 1 << s;
  return m;
}

/** Placeholder Action Die of D-1 (the real per-face combinations are not in any edition of the book). */
export const PLACEHOLDER_FACES: readonly string[][] = [
  ['push', 'fist', 'blood'],
  ['push', 'bullet', 'mind'],
  ['push', 'equipment', 'explosion'],
  ['fist', 'bullet'],
  ['mind', 'equipment', 'blood'],
  ['defense'],
];

/** How many faces of the Action Die carry each symbol (ST-5.2): a face table is valid only if it matches. */
export const FACE_COUNTS: Record<SymbolName, number> = {
  push: 3,
  bullet: 2,
  mind: 2,
  fist: 2,
  equipment: 2,
  blood: 2,
  explosion: 1,
  defense: 1,
};

/** Checks a face table against ST-5.2; returns the problems found (none when valid). */
export function checkFaceTable(faces: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  if (faces.length !== 6) problems.push(`the Action Die has 6 faces, not ${faces.length}`);
  const counts = new Map<string, number>();
  faces.forEach((face, i) => {
    const seen = new Set<string>();
    for (const s of face) {
      if (!isSymbolName(s)) problems.push(`face ${i + 1}: unknown symbol "${s}"`);
      if (seen.has(s)) problems.push(`face ${i + 1} shows ${s} twice`);
      seen.add(s);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
  });
  for (const s of SYMBOLS) {
    const n = counts.get(s) ?? 0;
    if (n !== FACE_COUNTS[s]) problems.push(`${s} is on ${n} faces; the rulebook says ${FACE_COUNTS[s]}`);
  }
  return problems;
}

/** Status and other tokens, named as in FORMAT.md (kebab-case). */
export const STATUSES = [
  'fire',
  'bleed',
  'hemorrhage',
  'hindered',
  'nail-down',
  'poison',
  'slow-down',
  'stunned',
  'contagion',
  'brain-damage',
  'soul-breaker',
  'engaged',
  'acted',
  'oblivion',
  're-roll',
  'speed-up',
  'strength',
  'endurance',
  'improved-endurance',
  'psionic-shell',
  'concentration',
  'select-the-point',
  'resilience',
  '1-ap',
  '2-ap',
] as const;
export type StatusName = (typeof STATUSES)[number];
export type St = number;

export const ST: Record<StatusName, St> = Object.fromEntries(STATUSES.map((s, i) => [s, i])) as Record<StatusName, St>;

export function isStatusName(s: unknown): s is StatusName {
  return typeof s === 'string' && (STATUSES as readonly string[]).includes(s);
}

/** Negative statuses a KO hero loses (ST-34.5: all of them except Oblivion and Serious Wounds). */
export const NEGATIVE: ReadonlySet<St> = new Set(
  (['fire', 'bleed', 'hemorrhage', 'hindered', 'nail-down', 'poison', 'slow-down', 'stunned', 'contagion', 'brain-damage', 'soul-breaker'] as StatusName[]).map(
    (s) => ST[s],
  ),
);

/** Tokens whose text says "discard at the end of the activation" (D-42 treats them alike). */
export const END_DISCARD: readonly St[] = (['hindered', 'slow-down', 'nail-down', 'speed-up', '1-ap', '2-ap'] as StatusName[]).map((s) => ST[s]);

/** How many of one token a model may hold (ST-41.3; re-roll ST-44.6; oblivion is counted). */
export function tokenLimit(s: St): number {
  if (s === ST['re-roll']) return 3;
  if (s === ST.oblivion) return 1000;
  return 1;
}

/** Other spellings of status tokens (read by `statusOf`). */
const STATUS_ALIAS: Readonly<Record<string, StatusName>> = {
  bleeding: 'bleed',
  bloody: 'bleed',
  reroll: 're-roll',
  'nail-down': 'nail-down',
  naildown: 'nail-down',
  'slow': 'slow-down',
  'slowdown': 'slow-down',
  stun: 'stunned',
  poisoned: 'poison',
  'soulbreaker': 'soul-breaker',
  'one-ap': '1-ap',
  'two-ap': '2-ap',
  speedup: 'speed-up',
};

/** Accepts the spellings case and catalog authors use for the same token. */
export function statusOf(name: string): St {
  const n = name.toLowerCase().replace(/[\s_]+/g, '-');
  const key = Object.prototype.hasOwnProperty.call(STATUS_ALIAS, n) ? STATUS_ALIAS[n] : n;
  if (!isStatusName(key)) throw stError('st-error-status', { name, known: STATUSES.join(', ') });
  return ST[key];
}
