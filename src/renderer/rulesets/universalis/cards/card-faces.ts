/**
 * A unit card as printed (UN-2.4.1), poker size with bleed, as two display lists (src/engine/core/draw/display.ts)
 * that the live preview, the PNG and the PDF all paint. Front: name, type, size, movement and speed; the hit-point
 * circles, white then orange for the critical ones (UN-3.5); the six attributes with the derived perception range
 * and danger radius; the weapons and armour tables with their effects as pictures (and the unarmed profile the rules
 * give). Back: traits with their levels and single-use circles, equipment, disciplines, stealth and rules text.
 * Sizes are in mm (type sizes written in points, as typographers say them, times PT). Pure: the text width comes
 * from the host's `Measure`.
 */
import { PT, textBox, type Face, type Measure, type Prim } from '../../../../engine/core/draw/display';
import type { Armour, UnitCard, UnitCards, Weapon } from '../../../../engine/generated/types/units';
import {
  carryingCapacity,
  colossusZoneHp,
  dangerRadius,
  perceptionRange,
  SIZE_PROFILES,
  thrownRange,
  unarmedProfile,
} from '../../../../engine/rulesets/universalis/format/derived';
import { localText, roman } from '../shared/text';

/** Poker size (63.5 × 88.9 mm) with the 3 mm bleed print shops ask for. */
export const POKER = { width: 63.5, height: 88.9, bleed: 3 };
export const POKER_BLEED_BOX = {
  width: POKER.width + 2 * POKER.bleed,
  height: POKER.height + 2 * POKER.bleed,
};

const W = POKER_BLEED_BOX.width;
const H = POKER_BLEED_BOX.height;
const B = POKER.bleed;
const SAFE = 3;
const X0 = B + SAFE;
const X1 = W - B - SAFE;
const IW = X1 - X0;

const PAPER = '#f6f3ea';
const INK = '#1f1d1a';
const MUTED = '#615a50';
const ORANGE = '#f08a24';
const LINE = '#b9b1a3';

/** Effect pictures (game-icons.net) for weapon and armour effects (UN-10.3). */
export const EFFECT_ICONS: Record<string, string> = {
  incendiary: 'flame',
  concussion: 'sound-waves',
  explosive: 'explosion-rays',
  toxic: 'poison-bottle',
  'armour-piercing': 'arrowhead',
  shrapnel: 'fragmented-meteor',
  shred: 'claw-slashes',
  trauma: 'bleeding-wound',
  'structure-damaging': 'broken-wall',
  adaptive: 'chameleon-glyph',
  robust: 'shield-reflect',
  'structure-reinforced': 'brick-wall',
};

/** The words a card prints, in the card's language. */
export interface CardWords {
  type: Record<UnitCard['type'], string>;
  size: Record<UnitCard['size'], string>;
  movement: Record<UnitCard['movement'], string>;
  hp: string;
  weapon: string;
  armour: string;
  range: string;
  melee: string;
  thrown: string;
  strength: string;
  damage: string;
  protection: string;
  perception: string;
  danger: string;
  base: string;
  carry: string;
  unarmed: string;
  traits: string;
  equipment: string;
  disciplines: string;
  stealth: string;
  stealthKind: Record<'passive' | 'active', string>;
  operator: string;
  points: string;
  zones: string;
  back: string;
}

/** One colour per faction, stable across runs: the header band shows which faction a card is of. */
const FACTION_COLOURS = [
  '#2f5d8a',
  '#8e2d1f',
  '#3f6b34',
  '#6b4a8a',
  '#8a6a1f',
  '#1f6b6b',
  '#7a3355',
  '#4a4a4a',
];

export function factionColour(
  units: Pick<UnitCards, 'factions'> | null,
  factionId: string | undefined,
): string {
  const i = Math.max(0, units?.factions.findIndex((f) => f.id === factionId) ?? 0);
  return FACTION_COLOURS[i % FACTION_COLOURS.length];
}

interface Ctx {
  card: UnitCard;
  units: UnitCards | null;
  lang: string;
  words: CardWords;
  measure: Measure;
  ops: Prim[];
}

const text = (
  ops: Prim[],
  x: number,
  y: number,
  s: string,
  size: number,
  font: 'serif' | 'serif-bold' | 'sans-bold',
  colour = INK,
  align: 'left' | 'center' | 'right' = 'left',
) => ops.push({ t: 'text', x, y, text: s, runs: [{ text: s, font }], size: size * PT, fill: colour, align });

/** A text cut with an ellipsis to fit a width (table cells). */
function fit(
  c: Ctx,
  s: string,
  width: number,
  size: number,
  font: 'serif' | 'serif-bold' | 'sans-bold',
): string {
  if (c.measure(s, font, size * PT) <= width) return s;
  let t = s;
  while (t.length > 1 && c.measure(`${t}…`, font, size * PT) > width) t = t.slice(0, -1);
  return `${t}…`;
}

function header(c: Ctx, subtitle: string): number {
  const colour = factionColour(c.units, c.card.factions[0]);
  c.ops.push({ t: 'rect', x: 0, y: 0, w: W, h: B + 14, fill: colour });
  const name = localText(c.card.name, c.lang);
  text(c.ops, X0, B + 6.5, fit(c, name, IW - 12, 9.5, 'sans-bold'), 9.5, 'sans-bold', '#ffffff');
  text(c.ops, X1, B + 6.5, `${c.card.points} ${c.words.points}`, 7, 'sans-bold', '#ffffff', 'right');
  text(c.ops, X0, B + 11.2, fit(c, subtitle, IW, 6, 'serif'), 6, 'serif', '#ffffff');
  return B + 14;
}

function hpCircles(c: Ctx, y: number): number {
  const { normal, critical } = c.card.hp;
  const total = Math.min(20, normal + critical);
  const r = 1.45;
  const gap = 0.55;
  const perRow = total > 12 ? 10 : total;
  text(c.ops, X0, y + r + 1.1, c.words.hp, 6, 'sans-bold', INK);
  const x0 = X0 + 7;
  for (let i = 0; i < total; i++) {
    const row = Math.floor(i / Math.max(1, perRow));
    const col = i % Math.max(1, perRow);
    c.ops.push({
      t: 'circle',
      x: x0 + r + col * (2 * r + gap),
      y: y + r + row * (2 * r + gap),
      radius: r,
      fill: i < normal ? '#ffffff' : ORANGE,
      stroke: { color: INK, width: 0.25 },
    });
  }
  const rows = Math.max(1, Math.ceil(total / Math.max(1, perRow)));
  return y + rows * (2 * r + gap) + 1;
}

function attributes(c: Ctx, y: number): number {
  const a = c.card.attributes;
  const cells: [string, string][] = [
    ['AGI', a.AGI === undefined ? '–' : String(a.AGI)],
    ['NK', a.NK === undefined ? '–' : String(a.NK)],
    ['FK', a.FK === undefined ? '–' : String(a.FK)],
    ['KO', String(a.KO)],
    ['WN', String(a.WN)],
    ['EH', a.EH === undefined ? '–' : String(a.EH)],
    ['GK', String(c.card.speed)],
  ];
  const w = IW / cells.length;
  cells.forEach(([label, value], i) => {
    const x = X0 + i * w;
    c.ops.push({
      t: 'rect',
      x: x + 0.3,
      y,
      w: w - 0.6,
      h: 9,
      fill: '#ffffff',
      stroke: { color: LINE, width: 0.25 },
      radius: 0.8,
    });
    text(c.ops, x + w / 2, y + 3, label, 5, 'sans-bold', MUTED, 'center');
    text(c.ops, x + w / 2, y + 7.6, value, 9, 'sans-bold', INK, 'center');
  });
  y += 10.5;
  const profile = SIZE_PROFILES[c.card.size];
  const danger = dangerRadius(a.EH);
  const parts = [
    `${c.words.perception} ${perceptionRange(a.WN)} cm`,
    danger === null ? null : `${c.words.danger} ${danger} cm`,
    profile ? `${c.words.base} ${Math.round(profile.baseRadius * 20)} mm` : null,
    `${c.words.carry} ${carryingCapacity(c.card.type, a.KO)} kg`,
  ].filter((p): p is string => p !== null);
  const box = textBox(
    parts.join(' · '),
    { x: X0, y, w: IW, h: 6 },
    { size: 5.6 * PT, minSize: 4.6 * PT, colour: MUTED },
    c.measure,
  );
  for (const p of box.prims) c.ops.push(p);
  return y + box.height + 1.2;
}

function effectIcons(
  c: Ctx,
  effects: readonly string[] | undefined,
  x: number,
  y: number,
  size: number,
  max: number,
): void {
  (effects ?? []).slice(0, max).forEach((e, i) => {
    const icon = EFFECT_ICONS[e];
    if (icon) c.ops.push({ t: 'icon', name: icon, x: x + i * (size + 0.3), y, size, fill: INK });
  });
}

function rangeText(c: Ctx, w: Weapon): string {
  if (w.range === 'melee') return c.words.melee;
  if (w.range === 'thrown') {
    const t = thrownRange(c.card.attributes.KO, w.unwieldy === true);
    return `${t.band}/${t.bands}`;
  }
  return `${w.range.band}/${w.range.bands}`;
}

const strengthText = (s: Weapon['strength']) =>
  typeof s === 'number' ? String(s) : `KO${s.additive >= 0 ? '+' : ''}${s.additive}`;
const protectionText = (p: Armour['protection']) =>
  typeof p === 'number' ? String(p) : `KO${p.additive >= 0 ? '+' : ''}${p.additive}`;

/** A table with a header row; columns are widths in mm, the last column holds effect pictures. */
function table(
  c: Ctx,
  y: number,
  heads: string[],
  widths: number[],
  rows: { cells: string[]; effects?: readonly string[] }[],
): number {
  const rowH = 4.3;
  let x = X0;
  c.ops.push({ t: 'rect', x: X0, y, w: IW, h: rowH, fill: '#e7e1d4' });
  heads.forEach((h, i) => {
    text(
      c.ops,
      i === 0 ? x + 0.6 : x + widths[i] / 2,
      y + 3.1,
      h,
      5,
      'sans-bold',
      INK,
      i === 0 ? 'left' : 'center',
    );
    x += widths[i];
  });
  y += rowH;
  for (const row of rows) {
    x = X0;
    row.cells.forEach((cell, i) => {
      if (i === 0)
        text(c.ops, x + 0.6, y + 3.1, fit(c, cell, widths[0] - 1, 6, 'serif-bold'), 6, 'serif-bold');
      else text(c.ops, x + widths[i] / 2, y + 3.1, cell, 6, 'serif', INK, 'center');
      x += widths[i];
    });
    effectIcons(c, row.effects, x + 0.3, y + 0.6, 3, Math.floor((X1 - x) / 3.3));
    c.ops.push({
      t: 'poly',
      points: [X0, y + rowH, X1, y + rowH],
      closed: false,
      stroke: { color: LINE, width: 0.2 },
    });
    y += rowH;
  }
  return y + 1.5;
}

function weapons(c: Ctx, y: number): number {
  const list = c.card.weapons ?? [];
  const rows = list.map((w) => ({
    cells: [
      `${localText(w.name, c.lang)}${w.unwieldy ? ' ◆' : ''}${w.uses ? ` ${'○'.repeat(Math.min(6, w.uses))}` : ''}`,
      roman(w.wk),
      rangeText(c, w),
      strengthText(w.strength),
      String(w.damage),
      w.df ? String(w.df) : '–',
    ],
    effects: [...(w.effects ?? []), ...(w.area ? [] : [])],
  }));
  const unarmed = unarmedProfile(c.card.type, c.card.size, c.card.attributes.KO);
  if (unarmed)
    rows.push({
      cells: [
        c.words.unarmed,
        roman(unarmed.wk),
        c.words.melee,
        String(unarmed.strength),
        String(unarmed.damage),
        '–',
      ],
      effects: [],
    });
  return table(
    c,
    y,
    [c.words.weapon, 'WK', c.words.range, c.words.strength, c.words.damage, 'DF'],
    [20, 5, 9, 4.5, 4.5, 4.5],
    rows,
  );
}

function armour(c: Ctx, y: number): number {
  const list = c.card.armour ?? [];
  if (list.length === 0) return y;
  return table(
    c,
    y,
    [c.words.armour, c.words.protection, 'DR'],
    [29, 9, 6],
    list.map((a) => ({
      cells: [localText(a.name, c.lang), protectionText(a.protection), String(a.dr)],
      effects: a.effects,
    })),
  );
}

function colossusZones(c: Ctx, y: number): number {
  if (c.card.type !== 'colossus') return y;
  const z = colossusZoneHp(c.card.hp);
  const line = (['left', 'right', 'movement'] as const)
    .map((k) => `${k} ${z[k].normal}+${z[k].critical}`)
    .join(' · ');
  const box = textBox(
    `**${c.words.zones}:** ${line}`,
    { x: X0, y, w: IW, h: 5 },
    { size: 5.5 * PT, colour: INK },
    c.measure,
  );
  for (const p of box.prims) c.ops.push(p);
  return y + box.height + 1;
}

function footer(c: Ctx): void {
  const names = c.card.factions
    .map((id) => localText(c.units?.factions.find((f) => f.id === id)?.name, c.lang) || id)
    .join(', ');
  c.ops.push({
    t: 'poly',
    points: [X0, H - B - 5.5, X1, H - B - 5.5],
    closed: false,
    stroke: { color: LINE, width: 0.2 },
  });
  text(c.ops, X0, H - B - 2.5, fit(c, names, IW - 14, 5, 'serif'), 5, 'serif', MUTED);
  text(c.ops, X1, H - B - 2.5, c.card.id, 4.5, 'serif', MUTED, 'right');
}

export function cardFront(
  card: UnitCard,
  units: UnitCards | null,
  lang: string,
  words: CardWords,
  measure: Measure,
): Face {
  const c: Ctx = {
    card,
    units,
    lang,
    words,
    measure,
    ops: [{ t: 'rect', x: 0, y: 0, w: W, h: H, fill: PAPER }],
  };
  let y = header(c, `${words.type[card.type]} · ${words.size[card.size]} · ${words.movement[card.movement]}`);
  y = hpCircles(c, y + 2);
  y = attributes(c, y + 0.5);
  y = weapons(c, y);
  y = armour(c, y);
  colossusZones(c, y);
  footer(c);
  return { width: W, height: H, prims: c.ops };
}

export function cardBack(
  card: UnitCard,
  units: UnitCards | null,
  lang: string,
  words: CardWords,
  measure: Measure,
): Face {
  const c: Ctx = {
    card,
    units,
    lang,
    words,
    measure,
    ops: [{ t: 'rect', x: 0, y: 0, w: W, h: H, fill: PAPER }],
  };
  let y = header(c, words.back) + 2.5;
  const paragraphs: string[] = [];
  const circles = (n: number | undefined) => (n ? ` ${'○'.repeat(Math.min(8, n))}` : '');
  if (card.traits?.length) {
    paragraphs.push(`**${words.traits}**`);
    for (const tr of card.traits)
      paragraphs.push(
        `**${localText(tr.name, lang)}${tr.level ? ` ${roman(tr.level)}` : ''}**${tr.ap !== undefined ? ` (${tr.ap} AP)` : ''}${circles(tr.uses)}${tr.text ? ` — ${localText(tr.text, lang)}` : ''}`,
      );
  }
  if (card.equipment?.length) {
    paragraphs.push(`**${words.equipment}**`);
    for (const e of card.equipment)
      paragraphs.push(
        `**${localText(e.name, lang)}${e.unwieldy ? ' ◆' : ''}**${e.ap !== undefined ? ` (${e.ap} AP)` : ''}${circles(e.uses)}${e.text ? ` — ${localText(e.text, lang)}` : ''}`,
      );
  }
  if (card.disciplines?.length) {
    const names = card.disciplines.map(
      (d) =>
        `${localText(units?.disciplines?.find((x) => x.id === d.discipline)?.name, lang) || d.discipline} ${roman(d.level)}`,
    );
    paragraphs.push(`**${words.disciplines}:** ${names.join(', ')}`);
  }
  if (card.stealth)
    paragraphs.push(`**${words.stealth}:** ${words.stealthKind[card.stealth.type]} ${card.stealth.level}`);
  if (card.operatorCapacity) paragraphs.push(`**${words.operator}:** ${card.operatorCapacity}`);
  if (card.rules) paragraphs.push(localText(card.rules, lang));
  if (card.description) paragraphs.push(localText(card.description, lang));
  const box = textBox(
    paragraphs.join('\n'),
    { x: X0, y, w: IW, h: H - B - 7 - y },
    { size: 7 * PT, minSize: 4.8 * PT, colour: INK },
    measure,
  );
  for (const p of box.prims) c.ops.push(p);
  y += box.height;
  // The weapons' and armour's effects, named, so a player can read what the front's pictures mean.
  const effects = [
    ...new Set([
      ...(card.weapons ?? []).flatMap((w) => w.effects ?? []),
      ...(card.armour ?? []).flatMap((a) => a.effects ?? []),
    ]),
  ];
  if (effects.length) effectIcons(c, effects, X0, H - B - 10.5, 3.6, 12);
  footer(c);
  return { width: W, height: H, prims: c.ops };
}
