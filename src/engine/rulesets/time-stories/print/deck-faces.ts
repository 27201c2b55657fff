/**
 * The front and back of every card of a deck, as display lists (see display.ts), in reset order. Card backs carry
 * the computed back number in the lower-left corner (TS-6.4), location backs the location name at the top left, the
 * letter, and the lock and slot symbols (TS-10.4, TS-10.5); panorama backs together show one picture (TS-10.1.2).
 */
import { deckOrder, type PhysicalCard } from '../rules/numbering';
import {
  RESOURCE_COLOURS,
  textOf,
  type Condition,
  type Deck,
  type Effect,
  type Language,
  type LocationCard,
  type Modifier,
} from '../rules/deck';
import {
  PT,
  append,
  runsText,
  textBox,
  type Face,
  type FontId,
  type Measure,
  type Prim,
  type Run,
  type TextStyle,
} from '../../../core/draw/display';
import { cardWords, ICONS, skillIcon, type CardWords } from '../../../core/draw/icons';
import { CARD, CARD_BLEED_BOX } from './sheets';

export interface CardFaces {
  card: PhysicalCard;
  front: Face;
  back: Face;
}

export interface FaceOptions {
  language?: Language;
}

const W = CARD_BLEED_BOX.width;
const H = CARD_BLEED_BOX.height;
const B = CARD.bleed;
/** The frame sits this far inside the trim line; text stays inside it (the safe area). */
const INSET = 2.5;
const FX = B + INSET;
const FY = B + INSET;
const FW = CARD.width - 2 * INSET;
const FH = CARD.height - 2 * INSET;
const PAD = 2.5;

const PAPER = '#f4ecda';
const INK = '#2a2118';
const MUTED = '#6b5d4f';
const RED = '#a11d21';
const GREEN = '#2e7d32';
const GOLD = '#b8892b';
const SHIELD_COLOURS: Record<string, string> = {
  blank: '#8a7f6d',
  skull: '#3b3330',
  time: '#2f6f8f',
  heart: '#b3261e',
  special: '#6a3d9a',
};
const RESOURCE_PAINT: Record<string, string> = {
  yellow: '#c9a227',
  brown: '#7a4e2d',
  blue: '#2d5f9a',
  green: '#3e7d3a',
};

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two colours: t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hex(a);
  const [r2, g2, b2] = hex(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Card text is sized in points, as printers think; the face's display list is in millimetres. */
type PointMeasure = (text: string, font: FontId, sizePt: number) => number;

interface Ctx {
  doc: Deck;
  lang: Language;
  words: CardWords;
  /** Width in mm of a text at a size in points. */
  measure: PointMeasure;
  /** The unit-free measure (mm at a size in mm). */
  mm: Measure;
  accent: string;
  dark: string;
  light: string;
  title: string;
}

const text = (ctx: Ctx, t: Parameters<typeof textOf>[0]) => textOf(t, ctx.lang);

function line(
  x: number,
  y: number,
  runs: Run[],
  size: number,
  colour: string,
  align: 'left' | 'center' | 'right' = 'left',
): Prim {
  return runsText(x, y, runs, size * PT, colour, align);
}

/** `textBox` with sizes in points. */
function para(
  ctx: Ctx,
  t: string,
  box: { x: number; y: number; w: number; h: number },
  style: TextStyle,
): { prims: Prim[]; height: number } {
  const minSize = style.minSize === undefined ? undefined : style.minSize * PT;
  return textBox(t, box, { ...style, size: style.size * PT, minSize, shrinkStep: 0.25 * PT }, ctx.mm);
}

function sans(t: string): Run[] {
  return [{ text: t, font: 'sans-bold' }];
}

/** Height of a text laid out at its full size in a column `width` wide. */
function naturalHeight(ctx: Ctx, t: string, width: number, size: number): number {
  return para(ctx, t, { x: 0, y: 0, w: width, h: 400 }, { size, colour: INK }).height;
}

/** Shrinks a one-line label until it fits `width`. */
function fitLine(ctx: Ctx, t: string, font: FontId, size: number, width: number): number {
  let s = size;
  while (s > 4 && ctx.measure(t, font, s) > width) s -= 0.25;
  return s;
}

// ------------------------------------------------------------------------------------------------------------
// Shared frames

function frontFrame(ctx: Ctx, heading: string, badge: string | null, headingColour = PAPER): Prim[] {
  const prims: Prim[] = [
    { t: 'rect', x: 0, y: 0, w: W, h: H, fill: PAPER },
    { t: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: { color: ctx.accent, width: 0.6 }, radius: 2 },
    { t: 'rect', x: FX, y: FY, w: FW, h: 8.5, fill: ctx.accent, radius: 2 },
    { t: 'rect', x: FX, y: FY + 4, w: FW, h: 4.5, fill: ctx.accent },
  ];
  const room = FW - PAD * 2 - (badge ? 8 : 0);
  const size = fitLine(ctx, heading, 'sans-bold', 8, room);
  prims.push(line(FX + PAD, FY + 5.9, sans(heading), size, headingColour));
  if (badge) {
    prims.push({ t: 'circle', x: FX + FW - 5, y: FY + 4.25, radius: 3.3, fill: PAPER });
    prims.push(line(FX + FW - 5, FY + 5.6, sans(badge), 9, ctx.accent, 'center'));
  }
  return prims;
}

function backNumber(n: number, colour: string): Prim {
  return line(FX + 1, H - B - 3, sans(String(n)), 6, colour);
}

function darkBack(ctx: Ctx): Prim[] {
  return [
    { t: 'rect', x: 0, y: 0, w: W, h: H, fill: ctx.dark },
    {
      t: 'rect',
      x: FX,
      y: FY,
      w: FW,
      h: FH,
      stroke: { color: mix(ctx.accent, PAPER, 0.35), width: 0.5 },
      radius: 2,
    },
  ];
}

function namePlate(ctx: Ctx, name: string, colour: string): Prim[] {
  const size = fitLine(ctx, name, 'sans-bold', 8.5, FW - 16);
  const w = ctx.measure(name, 'sans-bold', size) + 5;
  return [
    { t: 'rect', x: FX + 1.5, y: FY + 1.5, w, h: 7, fill: PAPER, radius: 1.2 },
    line(FX + 4, FY + 6.4, sans(name), size, colour),
  ];
}

function letterBadge(ctx: Ctx, letter: string): Prim[] {
  return [
    {
      t: 'circle',
      x: FX + FW - 5.5,
      y: FY + 5.5,
      radius: 4,
      fill: PAPER,
      stroke: { color: ctx.accent, width: 0.5 },
    },
    line(FX + FW - 5.5, FY + 7.2, sans(letter), 11, ctx.accent, 'center'),
  ];
}

/** A picture area: the card's image, or its icon on a tinted panel. */
function art(
  ctx: Ctx,
  box: { x: number; y: number; w: number; h: number },
  image: string | undefined,
  icon: string,
): Prim[] {
  if (image)
    return [
      { t: 'image', path: image, ...box },
      { t: 'rect', ...box, stroke: { color: ctx.accent, width: 0.3 } },
    ];
  const size = Math.min(box.w, box.h) * 0.78;
  return [
    { t: 'rect', ...box, fill: ctx.light, radius: 1.5 },
    {
      t: 'icon',
      name: icon,
      x: box.x + (box.w - size) / 2,
      y: box.y + (box.h - size) / 2,
      size,
      fill: mix(ctx.accent, INK, 0.2),
    },
  ];
}

// ------------------------------------------------------------------------------------------------------------
// Effects, conditions, tests as chips

interface Chip {
  icon: string;
  label: string;
  colour: string;
}

function tokenIcon(ctx: Ctx, id: string): string {
  return ctx.doc.statusTokens?.find((t) => t.id === id)?.icon ?? ICONS.effect.status;
}

function tokenName(ctx: Ctx, id: string): string {
  return text(ctx, ctx.doc.statusTokens?.find((t) => t.id === id)?.name) || id;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

function conditionText(ctx: Ctx, c: Condition): string {
  const w = ctx.words;
  if (c['has-status'] !== undefined) return tokenName(ctx, c['has-status']);
  if (c['has-all-status']) return c['has-all-status'].map((t) => tokenName(ctx, t)).join(` ${w.and} `);
  if (c['has-item'] !== undefined) return `${w.item} ${c['has-item']}`;
  if (c['host-present'])
    return c['host-present']
      .map((h) => text(ctx, ctx.doc.hosts.find((x) => x.id === h)?.name) || h)
      .join(` ${w.or} `);
  if (c['resource-at-least'])
    return `${c['resource-at-least'].count} ${text(ctx, ctx.doc.resources?.find((r) => r.colour === c['resource-at-least']!.colour)?.name) || c['resource-at-least'].colour}`;
  if (c['run-at-least'] !== undefined) return `${w.run} ${c['run-at-least']}+`;
  if (c.all) return c.all.map((x) => conditionText(ctx, x)).join(` ${w.and} `);
  if (c.any) return c.any.map((x) => conditionText(ctx, x)).join(` ${w.or} `);
  if (c.not) return `${w.not} ${conditionText(ctx, c.not)}`;
  return '';
}

function effectChips(ctx: Ctx, effects: readonly Effect[] | undefined): Chip[] {
  const w = ctx.words;
  const out: Chip[] = [];
  for (const e of effects ?? []) {
    if (e === 'success') {
      out.push({ icon: ICONS.effect.success, label: w.success, colour: GOLD });
      continue;
    }
    if (e['gain-item'] !== undefined)
      out.push({
        icon: ctx.doc.items?.find((i) => i.number === e['gain-item'])?.icon ?? ICONS.effect.item,
        label: String(e['gain-item']),
        colour: GREEN,
      });
    if (e['lose-item'] !== undefined)
      out.push({ icon: ICONS.effect.item, label: `−${e['lose-item']}`, colour: GREEN });
    if (e['gain-status'] !== undefined)
      out.push({
        icon: tokenIcon(ctx, e['gain-status']),
        label: tokenName(ctx, e['gain-status']),
        colour: ctx.accent,
      });
    if (e['lose-status'] !== undefined)
      out.push({
        icon: tokenIcon(ctx, e['lose-status']),
        label: `− ${tokenName(ctx, e['lose-status'])}`,
        colour: MUTED,
      });
    if (e.tu !== undefined)
      out.push({ icon: ICONS.effect.tu, label: `${signed(e.tu)} ${w.tu}`, colour: SHIELD_COLOURS.time });
    if (e.lp)
      out.push({
        icon: ICONS.effect.lp,
        label: `${signed(e.lp.delta)} ${w.lp}${e.lp.who === 'team' ? ` (${w.team})` : ''}`,
        colour: SHIELD_COLOURS.heart,
      });
    if (e.resource)
      out.push({
        icon: ICONS.effect.resource,
        label: `${signed(e.resource.delta)} ${text(ctx, ctx.doc.resources?.find((r) => r.colour === e.resource!.colour)?.name) || e.resource.colour}`,
        colour: RESOURCE_PAINT[e.resource.colour] ?? INK,
      });
    if (e.reveal !== undefined) out.push({ icon: ICONS.effect.reveal, label: e.reveal, colour: ctx.accent });
    if (e.permit !== undefined) out.push({ icon: ICONS.effect.permit, label: e.permit, colour: ctx.accent });
    if (e['go-to'] !== undefined) {
      const l = ctx.doc.locations.find((x) => x.id === e['go-to']);
      out.push({
        icon: ICONS.effect.goTo,
        label: text(ctx, l?.name) || e['go-to'],
        colour: l?.red ? RED : ctx.accent,
      });
    }
    if (e.failure !== undefined) out.push({ icon: ICONS.effect.failure, label: w.failed, colour: INK });
    if (e.if) {
      out.push({ icon: '', label: `${w.if} ${conditionText(ctx, e.if.condition)}:`, colour: MUTED });
      append(out, effectChips(ctx, e.if.then));
      if (e.if.else?.length) {
        out.push({ icon: '', label: `${w.else}:`, colour: MUTED });
        append(out, effectChips(ctx, e.if.else));
      }
    }
  }
  return out;
}

const CHIP_ICON = 4.2;
const CHIP_SIZE = 6.5;
const CHIP_ROW = 5.4;

/** Lays chips out in rows from (x, y) within `width`; returns the prims and the height used. */
function chipRows(
  ctx: Ctx,
  chips: Chip[],
  x: number,
  y: number,
  width: number,
  lead?: Prim[],
): { prims: Prim[]; height: number } {
  const prims: Prim[] = append([], lead ?? []);
  let cx = x;
  let cy = y;
  for (const c of chips) {
    const labelW = ctx.measure(c.label, 'sans-bold', CHIP_SIZE);
    const w = (c.icon ? CHIP_ICON + 0.8 : 0) + labelW + 2.2;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += CHIP_ROW;
    }
    if (c.icon) prims.push({ t: 'icon', name: c.icon, x: cx, y: cy, size: CHIP_ICON, fill: c.colour });
    prims.push(
      line(
        cx + (c.icon ? CHIP_ICON + 0.8 : 0),
        cy + 3.3,
        sans(c.label),
        Math.min(CHIP_SIZE, fitLine(ctx, c.label, 'sans-bold', CHIP_SIZE, width - CHIP_ICON - 1)),
        c.colour,
      ),
    );
    cx += w;
  }
  return { prims, height: chips.length ? cy - y + CHIP_ROW : 0 };
}

function chipsHeight(ctx: Ctx, chips: Chip[], width: number): number {
  return chipRows(ctx, chips, 0, 0, width).height;
}

function testPanel(
  ctx: Ctx,
  test: NonNullable<LocationCard['test']>,
  y: number,
  width: number,
): { prims: Prim[]; height: number } {
  const x = FX + PAD;
  const skill = ctx.doc.skills.find((s) => s.id === test.skill);
  const prims: Prim[] = [];
  const boxH = 9;
  prims.push({
    t: 'rect',
    x,
    y,
    w: width,
    h: boxH,
    fill: ctx.light,
    stroke: { color: ctx.accent, width: 0.35 },
    radius: 1.2,
  });
  prims.push({
    t: 'icon',
    name: skillIcon(test.skill, skill?.icon),
    x: x + 1,
    y: y + 1,
    size: 7,
    fill: ctx.accent,
  });
  let cx = x + 9;
  for (const s of test.shields) {
    for (let i = 0; i < s.count; i++) {
      if (cx + 5.2 > x + width - (test.padlock ? 7 : 1)) break;
      prims.push({
        t: 'icon',
        name: ICONS.shield[s.kind],
        x: cx,
        y: y + 1.8,
        size: 5.4,
        fill: SHIELD_COLOURS[s.kind],
      });
      cx += 5.2;
    }
    cx += 1.2;
  }
  if (test.padlock)
    prims.push({ t: 'icon', name: ICONS.padlock, x: x + width - 7, y: y + 1.2, size: 6.5, fill: INK });
  if (test.opponent)
    prims.push({
      t: 'icon',
      name: ICONS.opponent,
      x: x + width - (test.padlock ? 13 : 7),
      y: y + 1.5,
      size: 6,
      fill: MUTED,
    });
  const label = text(ctx, skill?.name) || test.skill;
  prims.push(line(x + 1, y + boxH + 3.2, sans(label), 6.5, ctx.accent));
  const chips = effectChips(ctx, test.onPass);
  const after = chipRows(
    ctx,
    chips,
    x + ctx.measure(label, 'sans-bold', 6.5) + 4,
    y + boxH + 0.6,
    width - ctx.measure(label, 'sans-bold', 6.5) - 4,
  );
  append(prims, after.prims);
  return { prims, height: boxH + Math.max(4.2, after.height) + 0.5 };
}

function symbolsRow(ctx: Ctx, card: LocationCard, y: number): Prim[] {
  const prims: Prim[] = [];
  const x = FX + 2;
  const items: Chip[] = [];
  for (const k of card.locks ?? []) {
    if (k === 'whole-team')
      items.push({ icon: ICONS.lock['whole-team'], label: ctx.words.whole, colour: INK });
    else if (k.status !== undefined)
      items.push({ icon: tokenIcon(ctx, k.status), label: tokenName(ctx, k.status), colour: INK });
    else if (k['all-status'])
      for (const t of k['all-status'])
        items.push({ icon: tokenIcon(ctx, t), label: tokenName(ctx, t), colour: INK });
    else if (k.hosts)
      items.push({
        icon: ICONS.lock.hosts,
        label: k.hosts.map((h) => shortHost(ctx, h)).join(', '),
        colour: INK,
      });
    else if (k['hosts-with-key']) {
      items.push({
        icon: ICONS.lock.hosts,
        label: k['hosts-with-key'].hosts.map((h) => shortHost(ctx, h)).join(', '),
        colour: INK,
      });
      items.push({ icon: ICONS.lock.key, label: String(k['hosts-with-key'].item), colour: GREEN });
    }
  }
  for (const s of card.symbols ?? [])
    items.push({ icon: ICONS.symbol[s], label: '', colour: s === 'forbidden' ? RED : INK });
  if (!items.length) return prims;
  const rows = chipRows(ctx, items, x + 1.5, y + 1.5, FW - 7);
  const h = rows.height + 2;
  prims.push({ t: 'rect', x, y, w: FW - 4, h, fill: PAPER, radius: 1.5 });
  append(prims, rows.prims);
  return prims;
}

/**
 * Titles a host's name may start with (English, German, French; compared in lower case without a final full stop).
 * The lock pill names a host by the name that follows them: "Father Ewen Kervella" is "Ewen", as "Maëla Le Goff"
 * is "Maëla".
 */
const HONORIFICS = new Set(
  [
    'dr doctor prof professor father mother brother sister fr sr rev reverend',
    'mr mrs ms mx miss sir dame lady lord captain capt',
    'herr frau fräulein doktor pater bruder schwester mutter pfarrer kapitän',
    'm mme mlle monsieur madame mademoiselle docteur docteure dre pr professeur professeure',
    'père mère frère sœur soeur abbé capitaine',
  ]
    .join(' ')
    .split(' '),
);

const isHonorific = (word: string) => HONORIFICS.has(word.toLocaleLowerCase().replace(/\.$/, ''));

/** A name without the titles it starts with (never empty: a name that is only titles stays whole). */
function withoutHonorifics(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  while (i < words.length - 1 && isHonorific(words[i])) i++;
  return words.slice(i);
}

/**
 * The short form of a host's name on a lock pill: the first name after any title ("Dr Armelle Quéré" → "Armelle"),
 * or the name without its titles when another host of the deck would get the same short form.
 */
export function shortHostName(name: string, others: readonly string[] = []): string {
  const words = withoutHonorifics(name);
  const short = words[0] ?? name;
  const clash = others.some((o) => o !== name && (withoutHonorifics(o)[0] ?? o) === short);
  return clash ? words.join(' ') : short;
}

function shortHost(ctx: Ctx, id: string): string {
  const name = text(ctx, ctx.doc.hosts.find((h) => h.id === id)?.name) || id;
  return shortHostName(
    name,
    ctx.doc.hosts.map((h) => text(ctx, h.name) || h.id),
  );
}

// ------------------------------------------------------------------------------------------------------------
// Card kinds

function locationFront(ctx: Ctx, li: number, card: LocationCard): Prim[] {
  const loc = ctx.doc.locations[li];
  const prims = frontFrame(ctx, text(ctx, loc.name), card.letter);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 10;
  const title = text(ctx, card.title);
  prims.push(line(x, y + 3.6, sans(title), fitLine(ctx, title, 'sans-bold', 9.5, width), INK));
  y += 6;
  if (card.letter === 'A') {
    const story = text(ctx, card.text);
    const natural = naturalHeight(ctx, story, width, 9);
    const artH = Math.max(26, Math.min(60, FY + FH - 10 - y - natural - 3));
    append(prims, art(ctx, { x, y, w: width, h: artH }, card.image, loc.icon ?? ICONS.location));
    y += artH + 2.5;
    append(
      prims,
      para(ctx, story, { x, y, w: width, h: FY + FH - y - 9 }, { size: 9, minSize: 5.5, colour: INK }).prims,
    );
    const letters = [...new Set(loc.cards.map((c) => c.letter))].sort().join('  ');
    prims.push(line(FX + FW / 2, FY + FH - 3, sans(letters), 8, ctx.accent, 'center'));
    return prims;
  }
  // Bottom blocks first: the narrative gets what remains.
  const bottom: { prims: Prim[]; height: number }[] = [];
  const chips = effectChips(ctx, card.effects);
  const options = card.options ?? [];
  let reserved = 0;
  if (card.test) reserved += testPanel(ctx, card.test, 0, width).height + 1;
  if (chips.length) reserved += chipsHeight(ctx, chips, width) + 1;
  for (const o of options) reserved += 4 + chipsHeight(ctx, effectChips(ctx, o.effects), width - 3) + 0.5;
  const ruleText = card.rule ? text(ctx, card.rule) : '';
  const bottomTop = FY + FH - 2 - reserved;
  let ruleH = 0;
  if (ruleText)
    ruleH = Math.min(
      24,
      para(
        ctx,
        ruleText,
        { x: 0, y: 0, w: width - 3, h: 40 },
        { size: 7, minSize: 5.5, colour: INK, regular: 'serif' },
      ).height + 2.5,
    );
  const narrative = text(ctx, card.text);
  const natural = naturalHeight(ctx, narrative, width, 8.5);
  const artH = Math.max(18, Math.min(52, bottomTop - y - ruleH - natural - 4));
  append(
    prims,
    art(
      ctx,
      { x, y, w: width, h: artH },
      card.image,
      card.test
        ? skillIcon(card.test.skill, ctx.doc.skills.find((s) => s.id === card.test!.skill)?.icon)
        : (loc.icon ?? ICONS.location),
    ),
  );
  y += artH + 2;
  const body = para(
    ctx,
    narrative,
    { x, y, w: width, h: Math.max(8, bottomTop - y - ruleH - 1) },
    { size: 8.5, minSize: 5.5, colour: INK },
  );
  append(prims, body.prims);
  y += body.height + 1.2;
  if (ruleText) {
    prims.push({ t: 'rect', x, y, w: width, h: ruleH, fill: ctx.light, radius: 1 });
    append(
      prims,
      para(
        ctx,
        ruleText,
        { x: x + 1.5, y: y + 1.2, w: width - 3, h: ruleH - 2 },
        { size: 7, minSize: 5.5, colour: INK },
      ).prims,
    );
  }
  let by = bottomTop;
  if (chips.length) {
    const r = chipRows(ctx, chips, x, by, width);
    bottom.push(r);
    by += r.height + 1;
  }
  for (const o of options) {
    const label = `▸ ${text(ctx, o.label)}${o.condition ? ` (${conditionText(ctx, o.condition)})` : ''}`;
    prims.push(
      line(
        x,
        by + 3,
        [{ text: label, font: 'serif-bold' }],
        fitLine(ctx, label, 'serif-bold', 7, width),
        INK,
      ),
    );
    const r = chipRows(ctx, effectChips(ctx, o.effects), x + 3, by + 4, width - 3);
    bottom.push(r);
    by += 4 + r.height + 0.5;
  }
  if (card.test) bottom.push(testPanel(ctx, card.test, by, width));
  for (const b of bottom) append(prims, b.prims);
  return prims;
}

function panoramaBackdrop(
  ctx: Ctx,
  panorama: string | undefined,
  icon: string,
  index: number,
  count: number,
): Prim[] {
  const prims: Prim[] = [];
  // The strip is the trim widths of all panorama cards side by side; each card shows its slice, bleed included.
  if (panorama) {
    const sliceW = 1 / count;
    const bleedX = (B / CARD.width) * sliceW;
    const bleedY = B / CARD.height;
    const x0 = Math.max(0, index * sliceW - bleedX);
    const x1 = Math.min(1, (index + 1) * sliceW + bleedX);
    prims.push({
      t: 'image',
      path: panorama,
      x: 0,
      y: 0,
      w: W,
      h: H,
      crop: { x: x0, y: Math.max(0, -bleedY), w: x1 - x0, h: 1 },
    });
    return prims;
  }
  const sky = mix(ctx.accent, PAPER, 0.55);
  const ground = mix(ctx.accent, '#000000', 0.45);
  const far = mix(sky, ctx.accent, 0.55);
  prims.push({ t: 'rect', x: 0, y: 0, w: W, h: H, fill: sky });
  prims.push({ t: 'rect', x: 0, y: H * 0.58, w: W, h: H * 0.42, fill: mix(sky, ctx.accent, 0.4) });
  // One scene over the whole strip (the trim widths side by side): each card draws what falls on it.
  const strip = count * CARD.width;
  const left = B - index * CARD.width;
  prims.push({ t: 'clip', x: 0, y: 0, w: W, h: H });
  prims.push({
    t: 'icon',
    name: 'moon',
    x: left + strip * 0.18,
    y: 14,
    size: 14,
    fill: mix(sky, PAPER, 0.6),
  });
  const skyline = ['forest', 'pine-tree', 'house', 'forest', 'pine-tree', 'pine-tree', 'house'];
  for (let k = 0, x = -12; x < strip + 12; k++) {
    const size = 14 + ((k * 5) % 3) * 4;
    prims.push({
      t: 'icon',
      name: skyline[k % skyline.length],
      x: left + x,
      y: H * 0.58 - size + 0.5,
      size,
      fill: far,
    });
    x += size * 0.8 + ((k * 3) % 4) * 3;
  }
  const size = Math.min(strip * 0.9, 112);
  prims.push({ t: 'icon', name: icon, x: left + (strip - size) / 2, y: H - size - 4, size, fill: ground });
  prims.push({ t: 'unclip' });
  prims.push({ t: 'rect', x: 0, y: H - 10, w: W, h: 10, fill: ground });
  return prims;
}

function locationBack(ctx: Ctx, li: number, card: LocationCard, number: number): Prim[] {
  const loc = ctx.doc.locations[li];
  const panorama = [...loc.cards]
    .filter((c) => c.letter !== 'A')
    .sort((a, b) => a.letter.localeCompare(b.letter));
  const prims: Prim[] = [];
  const name = text(ctx, loc.name);
  if (card.letter === 'A') {
    append(prims, darkBack(ctx));
    const size = 34;
    prims.push({
      t: 'icon',
      name: loc.icon ?? ICONS.location,
      x: (W - size) / 2,
      y: 34,
      size,
      fill: mix(ctx.accent, PAPER, 0.5),
    });
    const letters = card.lists ?? [...new Set(loc.cards.map((c) => c.letter))].sort();
    prims.push({ t: 'rect', x: FX + 6, y: 78, w: FW - 12, h: 12, fill: PAPER, radius: 1.5 });
    prims.push(
      line(
        W / 2,
        86.3,
        sans(letters.join('  ')),
        fitLine(ctx, letters.join('  '), 'sans-bold', 12, FW - 16),
        ctx.accent,
        'center',
      ),
    );
  } else {
    append(
      prims,
      card.back
        ? [{ t: 'image', path: card.back, x: 0, y: 0, w: W, h: H } as Prim]
        : panoramaBackdrop(
            ctx,
            loc.panorama,
            loc.icon ?? ICONS.location,
            panorama.indexOf(card),
            panorama.length,
          ),
    );
    prims.push({ t: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: { color: PAPER, width: 0.4 }, radius: 2 });
    append(prims, symbolsRow(ctx, card, FY + FH - 20));
  }
  append(prims, namePlate(ctx, name, loc.red ? RED : INK));
  append(prims, letterBadge(ctx, card.letter));
  prims.push(backNumber(number, PAPER));
  return prims;
}

function baseFace(ctx: Ctx, i: number, front: boolean, number: number): Prim[] {
  const base = ctx.doc.base;
  const card = base.cards[i];
  const name = text(ctx, base.name) || 'Base';
  if (!front) {
    const sorted = [...base.cards].sort((a, b) => a.letter.localeCompare(b.letter));
    const prims: Prim[] = panoramaBackdrop(
      ctx,
      base.panorama,
      ICONS.agency,
      sorted.indexOf(card),
      sorted.length,
    );
    prims.push({ t: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: { color: PAPER, width: 0.4 }, radius: 2 });
    append(prims, namePlate(ctx, name, INK));
    append(prims, letterBadge(ctx, card.letter));
    prims.push(backNumber(number, PAPER));
    return prims;
  }
  const prims = frontFrame(ctx, `${name} · ${ctx.title}`, card.letter);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 10;
  if (card.title) {
    prims.push(
      line(
        x,
        y + 3.6,
        sans(text(ctx, card.title)),
        fitLine(ctx, text(ctx, card.title), 'sans-bold', 10, width),
        INK,
      ),
    );
    y += 7;
  }
  const rule = card.rule ? text(ctx, card.rule) : '';
  const ruleH = rule
    ? para(ctx, rule, { x: 0, y: 0, w: width - 3, h: 40 }, { size: 7.5, minSize: 5.5, colour: INK }).height +
      2.5
    : 0;
  const briefing = text(ctx, card.text);
  const natural = naturalHeight(ctx, briefing, width, 9);
  const artH = Math.max(18, Math.min(56, FY + FH - 2 - y - ruleH - natural - 5));
  append(prims, art(ctx, { x, y, w: width, h: artH }, card.image, ICONS.base));
  y += artH + 2.5;
  const body = para(
    ctx,
    briefing,
    { x, y, w: width, h: FY + FH - y - 2 - ruleH - 1 },
    { size: 9, minSize: 5.5, colour: INK },
  );
  append(prims, body.prims);
  if (rule) {
    const ry = y + body.height + 1.5;
    prims.push({ t: 'rect', x, y: ry, w: width, h: ruleH, fill: ctx.light, radius: 1 });
    append(
      prims,
      para(
        ctx,
        rule,
        { x: x + 1.5, y: ry + 1.2, w: width - 3, h: ruleH - 2 },
        { size: 7.5, minSize: 5.5, colour: INK },
      ).prims,
    );
  }
  return prims;
}

function planFace(ctx: Ctx, i: number, front: boolean, number: number): Prim[] {
  const plan = ctx.doc.plan.cards[i];
  const label = `${ctx.words.plan} ${i + 1}`;
  if (!front) {
    const prims = darkBack(ctx);
    prims.push({
      t: 'icon',
      name: ICONS.plan,
      x: (W - 36) / 2,
      y: 40,
      size: 36,
      fill: mix(ctx.accent, PAPER, 0.5),
    });
    append(prims, namePlate(ctx, label, INK));
    prims.push(backNumber(number, PAPER));
    return prims;
  }
  const prims: Prim[] = [{ t: 'rect', x: 0, y: 0, w: W, h: H, fill: mix(PAPER, '#c8b58c', 0.35) }];
  const map = { x: FX, y: FY + 10, w: FW, h: FH - 10 };
  if (plan.image) prims.push({ t: 'image', path: plan.image, ...map });
  else {
    prims.push({
      t: 'icon',
      name: ICONS.plan,
      x: FX + 4,
      y: FY + 22,
      size: FW - 8,
      fill: mix(PAPER, INK, 0.08),
    });
    prims.push({
      t: 'icon',
      name: 'compass',
      x: FX + FW - 22,
      y: FY + FH - 22,
      size: 20,
      fill: mix(PAPER, INK, 0.18),
    });
  }
  prims.push({ t: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: { color: ctx.accent, width: 0.6 }, radius: 2 });
  prims.push(line(FX + PAD, FY + 6, sans(text(ctx, plan.text) || label), 8.5, ctx.accent));
  for (const h of ctx.doc.plan.hotspots) {
    if (h.card !== i + 1) continue;
    const loc = ctx.doc.locations.find((l) => l.id === h.location);
    const cx = map.x + 4 + h.x * (map.w - 8);
    const cy = map.y + 4 + h.y * (map.h - 12);
    const colour = loc?.red ? RED : ctx.accent;
    prims.push({ t: 'circle', x: cx, y: cy, radius: 6, fill: PAPER, stroke: { color: colour, width: 0.8 } });
    prims.push({
      t: 'icon',
      name: loc?.icon ?? ICONS.location,
      x: cx - 4.3,
      y: cy - 4.3,
      size: 8.6,
      fill: colour,
    });
    const name = text(ctx, loc?.name) || h.location;
    const size = fitLine(ctx, name, 'sans-bold', 8, FW - 4);
    const half = ctx.measure(name, 'sans-bold', size) / 2;
    const tx = Math.min(Math.max(cx, FX + 2 + half), FX + FW - 2 - half);
    prims.push({
      t: 'rect',
      x: tx - half - 1.2,
      y: cy + 7.2,
      w: 2 * half + 2.4,
      h: size * 0.3528 + 2,
      fill: PAPER,
      radius: 1,
    });
    prims.push(line(tx, cy + 8.2 + size * 0.3528 * 0.8, sans(name), size, colour, 'center'));
  }
  return prims;
}

function modifierChips(ctx: Ctx, mods: readonly Modifier[] | undefined): Chip[] {
  const w = ctx.words;
  return (mods ?? []).map((m) => {
    if (m.dice) {
      const s = ctx.doc.skills.find((x) => x.id === m.dice!.skill);
      return {
        icon: skillIcon(m.dice.skill, s?.icon),
        label: `+${m.dice.count} ${w.dice}`,
        colour: ctx.accent,
      };
    }
    if (m.hits) {
      const s = m.hits.skill ? ctx.doc.skills.find((x) => x.id === m.hits!.skill) : undefined;
      return {
        icon: m.hits.skill ? skillIcon(m.hits.skill, s?.icon) : ICONS.die,
        label: `+${m.hits.count} ${m.hits.count > 1 ? w.hits : w.hit}`,
        colour: ctx.accent,
      };
    }
    return { icon: ICONS.resistance, label: `+${m.resistance}`, colour: ctx.accent };
  });
}

function hostFace(ctx: Ctx, i: number, front: boolean, number: number): Prim[] {
  const h = ctx.doc.hosts[i];
  const name = text(ctx, h.name);
  if (!front) {
    const prims = darkBack(ctx);
    append(prims, art(ctx, { x: FX + 4, y: FY + 12, w: FW - 8, h: FH - 30 }, h.image, h.icon ?? ICONS.host));
    prims.push({ t: 'rect', x: FX + 4, y: FY + FH - 15, w: FW - 8, h: 9, fill: PAPER, radius: 1.5 });
    prims.push(
      line(W / 2, FY + FH - 9, sans(name), fitLine(ctx, name, 'sans-bold', 10, FW - 12), INK, 'center'),
    );
    prims.push(backNumber(number, PAPER));
    return prims;
  }
  const prims = frontFrame(ctx, name, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 11;
  append(prims, art(ctx, { x, y, w: 30, h: 34 }, undefined, h.icon ?? ICONS.host));
  // Resistance and LP on the right (TS-12.4).
  const sx = x + 34;
  prims.push({ t: 'icon', name: ICONS.resistance, x: sx, y: y + 2, size: 12, fill: ctx.accent });
  prims.push(line(sx + 14, y + 11, sans(String(h.resistance)), 17, INK));
  prims.push({ t: 'icon', name: ICONS.effect.lp, x: sx, y: y + 19, size: 12, fill: SHIELD_COLOURS.heart });
  prims.push(line(sx + 14, y + 28, sans(String(h.lp)), 17, INK));
  y += 38;
  for (const s of ctx.doc.skills) {
    const n = h.dice[s.id] ?? 0;
    prims.push({
      t: 'icon',
      name: skillIcon(s.id, s.icon),
      x,
      y,
      size: 6.5,
      fill: n ? ctx.accent : mix(MUTED, PAPER, 0.5),
    });
    prims.push(line(x + 8.5, y + 4.8, sans(text(ctx, s.name)), 8, n ? INK : MUTED));
    for (let d = 0; d < Math.min(n, 6); d++)
      prims.push({
        t: 'icon',
        name: ICONS.die,
        x: x + width - 5.8 * (d + 1),
        y: y + 0.4,
        size: 5.4,
        fill: INK,
      });
    if (!n) prims.push(line(x + width - 1, y + 4.8, sans('—'), 8, MUTED, 'right'));
    y += 8;
  }
  y += 2;
  if (h.special) {
    prims.push({
      t: 'poly',
      points: [x, y - 1.2, x + width, y - 1.2],
      closed: false,
      stroke: { color: ctx.light, width: 0.4 },
    });
    const r = para(
      ctx,
      text(ctx, h.special),
      { x, y, w: width, h: FY + FH - y - 12 },
      { size: 8.5, minSize: 5.5, colour: INK },
    );
    append(prims, r.prims);
    y += r.height + 1;
  }
  const chips = [
    ...modifierChips(ctx, h.modifiers),
    ...(h.equipment ?? []).map((n) => ({
      icon: ctx.doc.items?.find((it) => it.number === n)?.icon ?? ICONS.item,
      label: String(n),
      colour: GREEN,
    })),
  ];
  const res = RESOURCE_COLOURS.filter((c) => h.resources?.[c]).map((c) => ({
    icon: ICONS.effect.resource,
    label: `${h.resources![c]}`,
    colour: RESOURCE_PAINT[c],
  }));
  append(prims, chipRows(ctx, [...chips, ...res], x, FY + FH - 11, width).prims);
  return prims;
}

function itemFace(ctx: Ctx, i: number, front: boolean, number: number): Prim[] {
  const it = ctx.doc.items![i];
  if (!front) {
    const prims = darkBack(ctx);
    prims.push({
      t: 'circle',
      x: W / 2,
      y: H / 2 - 4,
      radius: 17,
      fill: PAPER,
      stroke: { color: GREEN, width: 1 },
    });
    prims.push(line(W / 2, H / 2 + 3.5, sans(String(it.number)), 30, GREEN, 'center'));
    if (it.agencyLogo)
      prims.push({ t: 'icon', name: ICONS.agency, x: W / 2 - 6, y: H / 2 + 20, size: 12, fill: GOLD });
    prims.push(backNumber(number, PAPER));
    return prims;
  }
  const name = text(ctx, it.name);
  const prims = frontFrame(ctx, `${ctx.words.item} ${it.number}`, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  prims.push({ t: 'circle', x: FX + FW - 5, y: FY + 4.25, radius: 3.6, fill: PAPER });
  prims.push(line(FX + FW - 5, FY + 5.6, sans(String(it.number)), 7.5, GREEN, 'center'));
  let y = FY + 11;
  prims.push(line(x, y + 3.6, sans(name), fitLine(ctx, name, 'sans-bold', 10, width), INK));
  y += 7;
  append(prims, art(ctx, { x, y, w: width, h: 40 }, it.image, it.icon ?? ICONS.item));
  y += 43;
  const mods = modifierChips(ctx, it.modifiers);
  const modsH = chipsHeight(ctx, mods, width);
  if (it.text)
    append(
      prims,
      para(
        ctx,
        text(ctx, it.text),
        { x, y, w: width, h: FY + FH - y - modsH - (it.agencyLogo ? 10 : 3) },
        { size: 8, minSize: 5.5, colour: INK },
      ).prims,
    );
  append(prims, chipRows(ctx, mods, x, FY + FH - modsH - (it.agencyLogo ? 9 : 2), width).prims);
  if (it.agencyLogo) {
    prims.push({ t: 'icon', name: ICONS.agency, x, y: FY + FH - 8, size: 6, fill: GOLD });
    prims.push(
      line(
        x + 7.5,
        FY + FH - 3.6,
        sans(ctx.words.keep),
        fitLine(ctx, ctx.words.keep, 'sans-bold', 6, width - 8),
        GOLD,
      ),
    );
  }
  return prims;
}

function missionFace(ctx: Ctx, which: number | 'success', front: boolean, number: number): Prim[] {
  const isSuccess = which === 'success';
  const f = isSuccess ? null : ctx.doc.failures[which];
  const icon = isSuccess ? ICONS.effect.success : f!.type === 'time' ? ICONS.effect.tu : ICONS.effect.failure;
  const heading = isSuccess ? ctx.words.success : ctx.words.failed;
  if (!front) {
    const prims = darkBack(ctx);
    prims.push({
      t: 'icon',
      name: icon,
      x: (W - 30) / 2,
      y: 26,
      size: 30,
      fill: isSuccess ? GOLD : mix(PAPER, ctx.accent, 0.3),
    });
    prims.push(
      line(W / 2, 68, sans(heading), fitLine(ctx, heading, 'sans-bold', 12, FW - 8), PAPER, 'center'),
    );
    const reminder = isSuccess ? ctx.words.read : ctx.words[f!.type];
    append(
      prims,
      para(
        ctx,
        reminder,
        { x: FX + 6, y: 74, w: FW - 12, h: 24 },
        { size: 8, colour: PAPER, align: 'center', regular: 'serif-bold' },
      ).prims,
    );
    prims.push(backNumber(number, PAPER));
    return prims;
  }
  const card = isSuccess ? ctx.doc.success : f!;
  const prims = frontFrame(ctx, text(ctx, card.title) || heading, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  append(prims, art(ctx, { x, y: FY + 11, w: width, h: 30 }, card.image, icon));
  append(
    prims,
    para(
      ctx,
      text(ctx, card.text),
      { x, y: FY + 44, w: width, h: FH - 46 },
      { size: 8.5, minSize: 5.5, colour: INK },
    ).prims,
  );
  return prims;
}

function flashFace(ctx: Ctx, top: boolean, number: number): Prim[] {
  const card = top ? ctx.doc.flashCards?.top : ctx.doc.flashCards?.bottom;
  const prims = darkBack(ctx);
  prims.push({
    t: 'icon',
    name: ICONS.flash,
    x: (W - 30) / 2,
    y: 30,
    size: 30,
    fill: mix(ctx.accent, PAPER, 0.5),
  });
  const t = text(ctx, card?.text) || (top ? ctx.title : '');
  if (t)
    append(
      prims,
      para(
        ctx,
        t,
        { x: FX + 5, y: 70, w: FW - 10, h: 30 },
        {
          size: top ? 13 : 8,
          minSize: 7,
          colour: PAPER,
          align: 'center',
          regular: 'sans-bold',
          bold: 'sans-bold',
        },
      ).prims,
    );
  prims.push(backNumber(number, PAPER));
  return prims;
}

/** Both faces of every card, in reset order. */
export function deckFaces(doc: Deck, measure: Measure, opts: FaceOptions = {}): CardFaces[] {
  const lang = opts.language ?? doc.style?.language ?? doc.language ?? 'en';
  const accent = doc.style?.accent ?? '#1d4e5f';
  const ctx: Ctx = {
    doc,
    lang,
    words: cardWords(lang),
    measure: (t, font, sizePt) => measure(t, font, sizePt * PT),
    mm: measure,
    accent,
    dark: mix(accent, '#000000', 0.45),
    light: mix(accent, PAPER, 0.85),
    title: textOf(doc.title, lang),
  };
  return deckOrder(doc, lang).map((card) => {
    const face = (front: boolean): Face => ({ width: W, height: H, prims: facesOf(ctx, card, front) });
    return { card, front: face(true), back: face(false) };
  });
}

function facesOf(ctx: Ctx, card: PhysicalCard, front: boolean): Prim[] {
  const idx = (prefix: string) => Number(card.pointer.slice(prefix.length));
  switch (card.kind) {
    case 'flash-top':
      return flashFace(ctx, true, card.number);
    case 'flash-bottom':
      return flashFace(ctx, false, card.number);
    case 'base':
      return baseFace(ctx, idx('/base/cards/'), front, card.number);
    case 'plan':
      return planFace(ctx, idx('/plan/cards/'), front, card.number);
    case 'host':
      return hostFace(ctx, idx('/hosts/'), front, card.number);
    case 'item':
      return itemFace(ctx, idx('/items/'), front, card.number);
    case 'success':
      return missionFace(ctx, 'success', front, card.number);
    case 'failure':
      return missionFace(ctx, idx('/failures/'), front, card.number);
    case 'location': {
      const [, , li, , ci] = card.pointer.split('/');
      const loc = ctx.doc.locations[Number(li)];
      const c = loc.cards[Number(ci)];
      return front ? locationFront(ctx, Number(li), c) : locationBack(ctx, Number(li), c, card.number);
    }
  }
}
