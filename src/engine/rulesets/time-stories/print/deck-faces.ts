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
import { textBox, type Face, type FontId, type Measure, type Op, type Run } from '../../../core/draw/display';
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

interface Ctx {
  doc: Deck;
  lang: Language;
  words: CardWords;
  measure: Measure;
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
): Op {
  return { op: 'text', x, y, runs, size, colour, align };
}

function sans(t: string): Run[] {
  return [{ text: t, font: 'sans-bold' }];
}

/** Height of a text laid out at its full size in a column `width` wide. */
function naturalHeight(ctx: Ctx, t: string, width: number, size: number): number {
  return textBox(t, { x: 0, y: 0, w: width, h: 400 }, { size, colour: INK }, ctx.measure).height;
}

/** Shrinks a one-line label until it fits `width`. */
function fitLine(ctx: Ctx, t: string, font: FontId, size: number, width: number): number {
  let s = size;
  while (s > 4 && ctx.measure(t, font, s) > width) s -= 0.25;
  return s;
}

// ------------------------------------------------------------------------------------------------------------
// Shared frames

function frontFrame(ctx: Ctx, heading: string, badge: string | null, headingColour = PAPER): Op[] {
  const ops: Op[] = [
    { op: 'rect', x: 0, y: 0, w: W, h: H, fill: PAPER },
    { op: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: ctx.accent, lineWidth: 0.6, radius: 2 },
    { op: 'rect', x: FX, y: FY, w: FW, h: 8.5, fill: ctx.accent, radius: 2 },
    { op: 'rect', x: FX, y: FY + 4, w: FW, h: 4.5, fill: ctx.accent },
  ];
  const room = FW - PAD * 2 - (badge ? 8 : 0);
  const size = fitLine(ctx, heading, 'sans-bold', 8, room);
  ops.push(line(FX + PAD, FY + 5.9, sans(heading), size, headingColour));
  if (badge) {
    ops.push({ op: 'circle', cx: FX + FW - 5, cy: FY + 4.25, r: 3.3, fill: PAPER });
    ops.push(line(FX + FW - 5, FY + 5.6, sans(badge), 9, ctx.accent, 'center'));
  }
  return ops;
}

function backNumber(n: number, colour: string): Op {
  return line(FX + 1, H - B - 3, sans(String(n)), 6, colour);
}

function darkBack(ctx: Ctx): Op[] {
  return [
    { op: 'rect', x: 0, y: 0, w: W, h: H, fill: ctx.dark },
    {
      op: 'rect',
      x: FX,
      y: FY,
      w: FW,
      h: FH,
      stroke: mix(ctx.accent, PAPER, 0.35),
      lineWidth: 0.5,
      radius: 2,
    },
  ];
}

function namePlate(ctx: Ctx, name: string, colour: string): Op[] {
  const size = fitLine(ctx, name, 'sans-bold', 8.5, FW - 16);
  const w = ctx.measure(name, 'sans-bold', size) + 5;
  return [
    { op: 'rect', x: FX + 1.5, y: FY + 1.5, w, h: 7, fill: PAPER, radius: 1.2 },
    line(FX + 4, FY + 6.4, sans(name), size, colour),
  ];
}

function letterBadge(ctx: Ctx, letter: string): Op[] {
  return [
    { op: 'circle', cx: FX + FW - 5.5, cy: FY + 5.5, r: 4, fill: PAPER, stroke: ctx.accent, lineWidth: 0.5 },
    line(FX + FW - 5.5, FY + 7.2, sans(letter), 11, ctx.accent, 'center'),
  ];
}

/** A picture area: the card's image, or its icon on a tinted panel. */
function art(
  ctx: Ctx,
  box: { x: number; y: number; w: number; h: number },
  image: string | undefined,
  icon: string,
): Op[] {
  if (image)
    return [
      { op: 'image', path: image, ...box },
      { op: 'rect', ...box, stroke: ctx.accent, lineWidth: 0.3 },
    ];
  const size = Math.min(box.w, box.h) * 0.78;
  return [
    { op: 'rect', ...box, fill: ctx.light, radius: 1.5 },
    {
      op: 'icon',
      name: icon,
      x: box.x + (box.w - size) / 2,
      y: box.y + (box.h - size) / 2,
      size,
      colour: mix(ctx.accent, INK, 0.2),
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
      out.push(...effectChips(ctx, e.if.then));
      if (e.if.else?.length) {
        out.push({ icon: '', label: `${w.else}:`, colour: MUTED });
        out.push(...effectChips(ctx, e.if.else));
      }
    }
  }
  return out;
}

const CHIP_ICON = 4.2;
const CHIP_SIZE = 6.5;
const CHIP_ROW = 5.4;

/** Lays chips out in rows from (x, y) within `width`; returns the ops and the height used. */
function chipRows(
  ctx: Ctx,
  chips: Chip[],
  x: number,
  y: number,
  width: number,
  lead?: Op[],
): { ops: Op[]; height: number } {
  const ops: Op[] = [...(lead ?? [])];
  let cx = x;
  let cy = y;
  for (const c of chips) {
    const labelW = ctx.measure(c.label, 'sans-bold', CHIP_SIZE);
    const w = (c.icon ? CHIP_ICON + 0.8 : 0) + labelW + 2.2;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += CHIP_ROW;
    }
    if (c.icon) ops.push({ op: 'icon', name: c.icon, x: cx, y: cy, size: CHIP_ICON, colour: c.colour });
    ops.push(
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
  return { ops, height: chips.length ? cy - y + CHIP_ROW : 0 };
}

function chipsHeight(ctx: Ctx, chips: Chip[], width: number): number {
  return chipRows(ctx, chips, 0, 0, width).height;
}

function testPanel(
  ctx: Ctx,
  test: NonNullable<LocationCard['test']>,
  y: number,
  width: number,
): { ops: Op[]; height: number } {
  const x = FX + PAD;
  const skill = ctx.doc.skills.find((s) => s.id === test.skill);
  const ops: Op[] = [];
  const boxH = 9;
  ops.push({
    op: 'rect',
    x,
    y,
    w: width,
    h: boxH,
    fill: ctx.light,
    stroke: ctx.accent,
    lineWidth: 0.35,
    radius: 1.2,
  });
  ops.push({
    op: 'icon',
    name: skillIcon(test.skill, skill?.icon),
    x: x + 1,
    y: y + 1,
    size: 7,
    colour: ctx.accent,
  });
  let cx = x + 9;
  for (const s of test.shields) {
    for (let i = 0; i < s.count; i++) {
      if (cx + 5.2 > x + width - (test.padlock ? 7 : 1)) break;
      ops.push({
        op: 'icon',
        name: ICONS.shield[s.kind],
        x: cx,
        y: y + 1.8,
        size: 5.4,
        colour: SHIELD_COLOURS[s.kind],
      });
      cx += 5.2;
    }
    cx += 1.2;
  }
  if (test.padlock)
    ops.push({ op: 'icon', name: ICONS.padlock, x: x + width - 7, y: y + 1.2, size: 6.5, colour: INK });
  if (test.opponent)
    ops.push({
      op: 'icon',
      name: ICONS.opponent,
      x: x + width - (test.padlock ? 13 : 7),
      y: y + 1.5,
      size: 6,
      colour: MUTED,
    });
  const label = text(ctx, skill?.name) || test.skill;
  ops.push(line(x + 1, y + boxH + 3.2, sans(label), 6.5, ctx.accent));
  const chips = effectChips(ctx, test.onPass);
  const after = chipRows(
    ctx,
    chips,
    x + ctx.measure(label, 'sans-bold', 6.5) + 4,
    y + boxH + 0.6,
    width - ctx.measure(label, 'sans-bold', 6.5) - 4,
  );
  ops.push(...after.ops);
  return { ops, height: boxH + Math.max(4.2, after.height) + 0.5 };
}

function symbolsRow(ctx: Ctx, card: LocationCard, y: number): Op[] {
  const ops: Op[] = [];
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
  if (!items.length) return ops;
  const rows = chipRows(ctx, items, x + 1.5, y + 1.5, FW - 7);
  const h = rows.height + 2;
  ops.push({ op: 'rect', x, y, w: FW - 4, h, fill: PAPER, radius: 1.5 });
  ops.push(...rows.ops);
  return ops;
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

function locationFront(ctx: Ctx, li: number, card: LocationCard): Op[] {
  const loc = ctx.doc.locations[li];
  const ops = frontFrame(ctx, text(ctx, loc.name), card.letter);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 10;
  const title = text(ctx, card.title);
  ops.push(line(x, y + 3.6, sans(title), fitLine(ctx, title, 'sans-bold', 9.5, width), INK));
  y += 6;
  if (card.letter === 'A') {
    const story = text(ctx, card.text);
    const natural = naturalHeight(ctx, story, width, 9);
    const artH = Math.max(26, Math.min(60, FY + FH - 10 - y - natural - 3));
    ops.push(...art(ctx, { x, y, w: width, h: artH }, card.image, loc.icon ?? ICONS.location));
    y += artH + 2.5;
    ops.push(
      ...textBox(
        story,
        { x, y, w: width, h: FY + FH - y - 9 },
        { size: 9, minSize: 5.5, colour: INK },
        ctx.measure,
      ).ops,
    );
    const letters = [...new Set(loc.cards.map((c) => c.letter))].sort().join('  ');
    ops.push(line(FX + FW / 2, FY + FH - 3, sans(letters), 8, ctx.accent, 'center'));
    return ops;
  }
  // Bottom blocks first: the narrative gets what remains.
  const bottom: { ops: Op[]; height: number }[] = [];
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
      textBox(
        ruleText,
        { x: 0, y: 0, w: width - 3, h: 40 },
        { size: 7, minSize: 5.5, colour: INK, regular: 'serif' },
        ctx.measure,
      ).height + 2.5,
    );
  const narrative = text(ctx, card.text);
  const natural = naturalHeight(ctx, narrative, width, 8.5);
  const artH = Math.max(18, Math.min(52, bottomTop - y - ruleH - natural - 4));
  ops.push(
    ...art(
      ctx,
      { x, y, w: width, h: artH },
      card.image,
      card.test
        ? skillIcon(card.test.skill, ctx.doc.skills.find((s) => s.id === card.test!.skill)?.icon)
        : (loc.icon ?? ICONS.location),
    ),
  );
  y += artH + 2;
  const body = textBox(
    narrative,
    { x, y, w: width, h: Math.max(8, bottomTop - y - ruleH - 1) },
    { size: 8.5, minSize: 5.5, colour: INK },
    ctx.measure,
  );
  ops.push(...body.ops);
  y += body.height + 1.2;
  if (ruleText) {
    ops.push({ op: 'rect', x, y, w: width, h: ruleH, fill: ctx.light, radius: 1 });
    ops.push(
      ...textBox(
        ruleText,
        { x: x + 1.5, y: y + 1.2, w: width - 3, h: ruleH - 2 },
        { size: 7, minSize: 5.5, colour: INK },
        ctx.measure,
      ).ops,
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
    ops.push(
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
  for (const b of bottom) ops.push(...b.ops);
  return ops;
}

function panoramaBackdrop(
  ctx: Ctx,
  panorama: string | undefined,
  icon: string,
  index: number,
  count: number,
): Op[] {
  const ops: Op[] = [];
  // The strip is the trim widths of all panorama cards side by side; each card shows its slice, bleed included.
  if (panorama) {
    const sliceW = 1 / count;
    const bleedX = (B / CARD.width) * sliceW;
    const bleedY = B / CARD.height;
    const x0 = Math.max(0, index * sliceW - bleedX);
    const x1 = Math.min(1, (index + 1) * sliceW + bleedX);
    ops.push({
      op: 'image',
      path: panorama,
      x: 0,
      y: 0,
      w: W,
      h: H,
      crop: { x: x0, y: Math.max(0, -bleedY), w: x1 - x0, h: 1 },
    });
    return ops;
  }
  const sky = mix(ctx.accent, PAPER, 0.55);
  const ground = mix(ctx.accent, '#000000', 0.45);
  const far = mix(sky, ctx.accent, 0.55);
  ops.push({ op: 'rect', x: 0, y: 0, w: W, h: H, fill: sky });
  ops.push({ op: 'rect', x: 0, y: H * 0.58, w: W, h: H * 0.42, fill: mix(sky, ctx.accent, 0.4) });
  // One scene over the whole strip (the trim widths side by side): each card draws what falls on it.
  const strip = count * CARD.width;
  const left = B - index * CARD.width;
  ops.push({ op: 'clip', x: 0, y: 0, w: W, h: H });
  ops.push({
    op: 'icon',
    name: 'moon',
    x: left + strip * 0.18,
    y: 14,
    size: 14,
    colour: mix(sky, PAPER, 0.6),
  });
  const skyline = ['forest', 'pine-tree', 'house', 'forest', 'pine-tree', 'pine-tree', 'house'];
  for (let k = 0, x = -12; x < strip + 12; k++) {
    const size = 14 + ((k * 5) % 3) * 4;
    ops.push({
      op: 'icon',
      name: skyline[k % skyline.length],
      x: left + x,
      y: H * 0.58 - size + 0.5,
      size,
      colour: far,
    });
    x += size * 0.8 + ((k * 3) % 4) * 3;
  }
  const size = Math.min(strip * 0.9, 112);
  ops.push({ op: 'icon', name: icon, x: left + (strip - size) / 2, y: H - size - 4, size, colour: ground });
  ops.push({ op: 'unclip' });
  ops.push({ op: 'rect', x: 0, y: H - 10, w: W, h: 10, fill: ground });
  return ops;
}

function locationBack(ctx: Ctx, li: number, card: LocationCard, number: number): Op[] {
  const loc = ctx.doc.locations[li];
  const panorama = [...loc.cards]
    .filter((c) => c.letter !== 'A')
    .sort((a, b) => a.letter.localeCompare(b.letter));
  const ops: Op[] = [];
  const name = text(ctx, loc.name);
  if (card.letter === 'A') {
    ops.push(...darkBack(ctx));
    const size = 34;
    ops.push({
      op: 'icon',
      name: loc.icon ?? ICONS.location,
      x: (W - size) / 2,
      y: 34,
      size,
      colour: mix(ctx.accent, PAPER, 0.5),
    });
    const letters = card.lists ?? [...new Set(loc.cards.map((c) => c.letter))].sort();
    ops.push({ op: 'rect', x: FX + 6, y: 78, w: FW - 12, h: 12, fill: PAPER, radius: 1.5 });
    ops.push(
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
    ops.push(
      ...(card.back
        ? [{ op: 'image', path: card.back, x: 0, y: 0, w: W, h: H } as Op]
        : panoramaBackdrop(
            ctx,
            loc.panorama,
            loc.icon ?? ICONS.location,
            panorama.indexOf(card),
            panorama.length,
          )),
    );
    ops.push({ op: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: PAPER, lineWidth: 0.4, radius: 2 });
    ops.push(...symbolsRow(ctx, card, FY + FH - 20));
  }
  ops.push(...namePlate(ctx, name, loc.red ? RED : INK));
  ops.push(...letterBadge(ctx, card.letter));
  ops.push(backNumber(number, PAPER));
  return ops;
}

function baseFace(ctx: Ctx, i: number, front: boolean, number: number): Op[] {
  const base = ctx.doc.base;
  const card = base.cards[i];
  const name = text(ctx, base.name) || 'Base';
  if (!front) {
    const sorted = [...base.cards].sort((a, b) => a.letter.localeCompare(b.letter));
    const ops: Op[] = panoramaBackdrop(ctx, base.panorama, ICONS.agency, sorted.indexOf(card), sorted.length);
    ops.push({ op: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: PAPER, lineWidth: 0.4, radius: 2 });
    ops.push(...namePlate(ctx, name, INK), ...letterBadge(ctx, card.letter), backNumber(number, PAPER));
    return ops;
  }
  const ops = frontFrame(ctx, `${name} · ${ctx.title}`, card.letter);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 10;
  if (card.title) {
    ops.push(
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
    ? textBox(
        rule,
        { x: 0, y: 0, w: width - 3, h: 40 },
        { size: 7.5, minSize: 5.5, colour: INK },
        ctx.measure,
      ).height + 2.5
    : 0;
  const briefing = text(ctx, card.text);
  const natural = naturalHeight(ctx, briefing, width, 9);
  const artH = Math.max(18, Math.min(56, FY + FH - 2 - y - ruleH - natural - 5));
  ops.push(...art(ctx, { x, y, w: width, h: artH }, card.image, ICONS.base));
  y += artH + 2.5;
  const body = textBox(
    briefing,
    { x, y, w: width, h: FY + FH - y - 2 - ruleH - 1 },
    { size: 9, minSize: 5.5, colour: INK },
    ctx.measure,
  );
  ops.push(...body.ops);
  if (rule) {
    const ry = y + body.height + 1.5;
    ops.push({ op: 'rect', x, y: ry, w: width, h: ruleH, fill: ctx.light, radius: 1 });
    ops.push(
      ...textBox(
        rule,
        { x: x + 1.5, y: ry + 1.2, w: width - 3, h: ruleH - 2 },
        { size: 7.5, minSize: 5.5, colour: INK },
        ctx.measure,
      ).ops,
    );
  }
  return ops;
}

function planFace(ctx: Ctx, i: number, front: boolean, number: number): Op[] {
  const plan = ctx.doc.plan.cards[i];
  const label = `${ctx.words.plan} ${i + 1}`;
  if (!front) {
    const ops = darkBack(ctx);
    ops.push({
      op: 'icon',
      name: ICONS.plan,
      x: (W - 36) / 2,
      y: 40,
      size: 36,
      colour: mix(ctx.accent, PAPER, 0.5),
    });
    ops.push(...namePlate(ctx, label, INK), backNumber(number, PAPER));
    return ops;
  }
  const ops: Op[] = [{ op: 'rect', x: 0, y: 0, w: W, h: H, fill: mix(PAPER, '#c8b58c', 0.35) }];
  const map = { x: FX, y: FY + 10, w: FW, h: FH - 10 };
  if (plan.image) ops.push({ op: 'image', path: plan.image, ...map });
  else {
    ops.push({
      op: 'icon',
      name: ICONS.plan,
      x: FX + 4,
      y: FY + 22,
      size: FW - 8,
      colour: mix(PAPER, INK, 0.08),
    });
    ops.push({
      op: 'icon',
      name: 'compass',
      x: FX + FW - 22,
      y: FY + FH - 22,
      size: 20,
      colour: mix(PAPER, INK, 0.18),
    });
  }
  ops.push({ op: 'rect', x: FX, y: FY, w: FW, h: FH, stroke: ctx.accent, lineWidth: 0.6, radius: 2 });
  ops.push(line(FX + PAD, FY + 6, sans(text(ctx, plan.text) || label), 8.5, ctx.accent));
  for (const h of ctx.doc.plan.hotspots) {
    if (h.card !== i + 1) continue;
    const loc = ctx.doc.locations.find((l) => l.id === h.location);
    const cx = map.x + 4 + h.x * (map.w - 8);
    const cy = map.y + 4 + h.y * (map.h - 12);
    const colour = loc?.red ? RED : ctx.accent;
    ops.push({ op: 'circle', cx, cy, r: 6, fill: PAPER, stroke: colour, lineWidth: 0.8 });
    ops.push({ op: 'icon', name: loc?.icon ?? ICONS.location, x: cx - 4.3, y: cy - 4.3, size: 8.6, colour });
    const name = text(ctx, loc?.name) || h.location;
    const size = fitLine(ctx, name, 'sans-bold', 8, FW - 4);
    const half = ctx.measure(name, 'sans-bold', size) / 2;
    const tx = Math.min(Math.max(cx, FX + 2 + half), FX + FW - 2 - half);
    ops.push({
      op: 'rect',
      x: tx - half - 1.2,
      y: cy + 7.2,
      w: 2 * half + 2.4,
      h: size * 0.3528 + 2,
      fill: PAPER,
      radius: 1,
    });
    ops.push(line(tx, cy + 8.2 + size * 0.3528 * 0.8, sans(name), size, colour, 'center'));
  }
  return ops;
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

function hostFace(ctx: Ctx, i: number, front: boolean, number: number): Op[] {
  const h = ctx.doc.hosts[i];
  const name = text(ctx, h.name);
  if (!front) {
    const ops = darkBack(ctx);
    ops.push(...art(ctx, { x: FX + 4, y: FY + 12, w: FW - 8, h: FH - 30 }, h.image, h.icon ?? ICONS.host));
    ops.push({ op: 'rect', x: FX + 4, y: FY + FH - 15, w: FW - 8, h: 9, fill: PAPER, radius: 1.5 });
    ops.push(
      line(W / 2, FY + FH - 9, sans(name), fitLine(ctx, name, 'sans-bold', 10, FW - 12), INK, 'center'),
    );
    ops.push(backNumber(number, PAPER));
    return ops;
  }
  const ops = frontFrame(ctx, name, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  let y = FY + 11;
  ops.push(...art(ctx, { x, y, w: 30, h: 34 }, undefined, h.icon ?? ICONS.host));
  // Resistance and LP on the right (TS-12.4).
  const sx = x + 34;
  ops.push({ op: 'icon', name: ICONS.resistance, x: sx, y: y + 2, size: 12, colour: ctx.accent });
  ops.push(line(sx + 14, y + 11, sans(String(h.resistance)), 17, INK));
  ops.push({ op: 'icon', name: ICONS.effect.lp, x: sx, y: y + 19, size: 12, colour: SHIELD_COLOURS.heart });
  ops.push(line(sx + 14, y + 28, sans(String(h.lp)), 17, INK));
  y += 38;
  for (const s of ctx.doc.skills) {
    const n = h.dice[s.id] ?? 0;
    ops.push({
      op: 'icon',
      name: skillIcon(s.id, s.icon),
      x,
      y,
      size: 6.5,
      colour: n ? ctx.accent : mix(MUTED, PAPER, 0.5),
    });
    ops.push(line(x + 8.5, y + 4.8, sans(text(ctx, s.name)), 8, n ? INK : MUTED));
    for (let d = 0; d < Math.min(n, 6); d++)
      ops.push({
        op: 'icon',
        name: ICONS.die,
        x: x + width - 5.8 * (d + 1),
        y: y + 0.4,
        size: 5.4,
        colour: INK,
      });
    if (!n) ops.push(line(x + width - 1, y + 4.8, sans('—'), 8, MUTED, 'right'));
    y += 8;
  }
  y += 2;
  if (h.special) {
    ops.push({
      op: 'line',
      x1: x,
      y1: y - 1.2,
      x2: x + width,
      y2: y - 1.2,
      stroke: ctx.light,
      lineWidth: 0.4,
    });
    const r = textBox(
      text(ctx, h.special),
      { x, y, w: width, h: FY + FH - y - 12 },
      { size: 8.5, minSize: 5.5, colour: INK },
      ctx.measure,
    );
    ops.push(...r.ops);
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
  ops.push(...chipRows(ctx, [...chips, ...res], x, FY + FH - 11, width).ops);
  return ops;
}

function itemFace(ctx: Ctx, i: number, front: boolean, number: number): Op[] {
  const it = ctx.doc.items![i];
  if (!front) {
    const ops = darkBack(ctx);
    ops.push({ op: 'circle', cx: W / 2, cy: H / 2 - 4, r: 17, fill: PAPER, stroke: GREEN, lineWidth: 1 });
    ops.push(line(W / 2, H / 2 + 3.5, sans(String(it.number)), 30, GREEN, 'center'));
    if (it.agencyLogo)
      ops.push({ op: 'icon', name: ICONS.agency, x: W / 2 - 6, y: H / 2 + 20, size: 12, colour: GOLD });
    ops.push(backNumber(number, PAPER));
    return ops;
  }
  const name = text(ctx, it.name);
  const ops = frontFrame(ctx, `${ctx.words.item} ${it.number}`, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  ops.push({ op: 'circle', cx: FX + FW - 5, cy: FY + 4.25, r: 3.6, fill: PAPER });
  ops.push(line(FX + FW - 5, FY + 5.6, sans(String(it.number)), 7.5, GREEN, 'center'));
  let y = FY + 11;
  ops.push(line(x, y + 3.6, sans(name), fitLine(ctx, name, 'sans-bold', 10, width), INK));
  y += 7;
  ops.push(...art(ctx, { x, y, w: width, h: 40 }, it.image, it.icon ?? ICONS.item));
  y += 43;
  const mods = modifierChips(ctx, it.modifiers);
  const modsH = chipsHeight(ctx, mods, width);
  if (it.text)
    ops.push(
      ...textBox(
        text(ctx, it.text),
        { x, y, w: width, h: FY + FH - y - modsH - (it.agencyLogo ? 10 : 3) },
        { size: 8, minSize: 5.5, colour: INK },
        ctx.measure,
      ).ops,
    );
  ops.push(...chipRows(ctx, mods, x, FY + FH - modsH - (it.agencyLogo ? 9 : 2), width).ops);
  if (it.agencyLogo) {
    ops.push({ op: 'icon', name: ICONS.agency, x, y: FY + FH - 8, size: 6, colour: GOLD });
    ops.push(
      line(
        x + 7.5,
        FY + FH - 3.6,
        sans(ctx.words.keep),
        fitLine(ctx, ctx.words.keep, 'sans-bold', 6, width - 8),
        GOLD,
      ),
    );
  }
  return ops;
}

function missionFace(ctx: Ctx, which: number | 'success', front: boolean, number: number): Op[] {
  const isSuccess = which === 'success';
  const f = isSuccess ? null : ctx.doc.failures[which];
  const icon = isSuccess ? ICONS.effect.success : f!.type === 'time' ? ICONS.effect.tu : ICONS.effect.failure;
  const heading = isSuccess ? ctx.words.success : ctx.words.failed;
  if (!front) {
    const ops = darkBack(ctx);
    ops.push({
      op: 'icon',
      name: icon,
      x: (W - 30) / 2,
      y: 26,
      size: 30,
      colour: isSuccess ? GOLD : mix(PAPER, ctx.accent, 0.3),
    });
    ops.push(line(W / 2, 68, sans(heading), fitLine(ctx, heading, 'sans-bold', 12, FW - 8), PAPER, 'center'));
    const reminder = isSuccess ? ctx.words.read : ctx.words[f!.type];
    ops.push(
      ...textBox(
        reminder,
        { x: FX + 6, y: 74, w: FW - 12, h: 24 },
        { size: 8, colour: PAPER, align: 'center', regular: 'serif-bold' },
        ctx.measure,
      ).ops,
    );
    ops.push(backNumber(number, PAPER));
    return ops;
  }
  const card = isSuccess ? ctx.doc.success : f!;
  const ops = frontFrame(ctx, text(ctx, card.title) || heading, null);
  const x = FX + PAD;
  const width = FW - 2 * PAD;
  ops.push(...art(ctx, { x, y: FY + 11, w: width, h: 30 }, card.image, icon));
  ops.push(
    ...textBox(
      text(ctx, card.text),
      { x, y: FY + 44, w: width, h: FH - 46 },
      { size: 8.5, minSize: 5.5, colour: INK },
      ctx.measure,
    ).ops,
  );
  return ops;
}

function flashFace(ctx: Ctx, top: boolean, number: number): Op[] {
  const card = top ? ctx.doc.flashCards?.top : ctx.doc.flashCards?.bottom;
  const ops = darkBack(ctx);
  ops.push({
    op: 'icon',
    name: ICONS.flash,
    x: (W - 30) / 2,
    y: 30,
    size: 30,
    colour: mix(ctx.accent, PAPER, 0.5),
  });
  const t = text(ctx, card?.text) || (top ? ctx.title : '');
  if (t)
    ops.push(
      ...textBox(
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
        ctx.measure,
      ).ops,
    );
  ops.push(backNumber(number, PAPER));
  return ops;
}

/** Both faces of every card, in reset order. */
export function deckFaces(doc: Deck, measure: Measure, opts: FaceOptions = {}): CardFaces[] {
  const lang = opts.language ?? doc.style?.language ?? doc.language ?? 'en';
  const accent = doc.style?.accent ?? '#1d4e5f';
  const ctx: Ctx = {
    doc,
    lang,
    words: cardWords(lang),
    measure,
    accent,
    dark: mix(accent, '#000000', 0.45),
    light: mix(accent, PAPER, 0.85),
    title: textOf(doc.title, lang),
  };
  return deckOrder(doc, lang).map((card) => {
    const face = (front: boolean): Face => ({ width: W, height: H, ops: facesOf(ctx, card, front) });
    return { card, front: face(true), back: face(false) };
  });
}

function facesOf(ctx: Ctx, card: PhysicalCard, front: boolean): Op[] {
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
