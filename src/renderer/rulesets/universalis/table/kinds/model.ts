/**
 * Models on the table (UN-5.4): round bases of the diameter their card's size gives (UN-3.6), in their side's
 * colour, with the card's name. No facing: only flying models need one and the inspector sets it.
 */
import type { Model } from '../../../../../engine/generated/types/skirmish';
import type { UnitCard } from '../../../../../engine/generated/types/units';
import { SIZE_PROFILES } from '../../../../../engine/rulesets/universalis/format/derived';
import type { Prim } from '../draw';
import { roundPt } from '../geometry';
import { SIDE_COLOUR, SIDES, type SideId } from '../style';
import { localText } from '../../shared/text';
import { NAME_SIZE_CM, nameTops } from './model-labels';
import type { DrawContext, Placed, PlacedUtil } from './types';

/** A card's base radius in cm; a model whose card is unknown gets the smallest base. */
export const baseRadius = (card: UnitCard | undefined): number =>
  card ? (SIZE_PROFILES[card.size]?.baseRadius ?? 1.25) : 1.25;

export function modelName(model: Model, card: UnitCard | undefined, language: string): string {
  return localText(model.name, language) || (card ? localText(card.name, language) : '') || model.id;
}

function drawModel(item: Placed<Model>, ctx: DrawContext): Prim[] {
  const m = item.value;
  const card = ctx.cards.get(m.card);
  const r = baseRadius(card);
  const [x, y] = m.at;
  const colour = SIDE_COLOUR[item.side ?? 'a'];
  const out: Prim[] = [
    { t: 'circle', x: x + 0.15, y: y + 0.2, radius: r, fill: '#000000', alpha: 0.3 },
    {
      t: 'circle',
      x,
      y,
      radius: r,
      fill: colour,
      stroke: { color: card ? '#ffffff' : '#f4d35e', width: 0.22, dash: card ? undefined : [0.4, 0.3] },
    },
  ];
  if (m.leader)
    out.push({
      t: 'icon',
      name: 'crown',
      x: x - r * 0.7,
      y: y - r * 0.7,
      size: r * 1.4,
      fill: '#ffe27a',
      fallback: 'star-formation',
    });
  else
    out.push({
      t: 'text',
      x,
      y,
      text: (card ? localText(card.name, ctx.language) : m.card).slice(0, 1).toUpperCase(),
      size: r * 1.1,
      fill: '#ffffff',
      align: 'center',
      baseline: 'middle',
      bold: true,
    });
  if (m.prone)
    out.push({
      t: 'poly',
      points: [x - r, y + r, x + r, y - r],
      closed: false,
      stroke: { color: '#ffffff', width: 0.2 },
    });
  const top = nameTops(
    ctx.skirmish,
    ctx.cards,
    ctx.language,
    (o) => ctx.cards.get(o.card),
    (o) => modelName(o, ctx.cards.get(o.card), ctx.language),
    baseRadius,
  ).get(m);
  out.push({
    t: 'text',
    x,
    y: top ?? y + r + 0.3,
    text: modelName(m, card, ctx.language),
    size: NAME_SIZE_CM,
    fill: '#111111',
    align: 'center',
    baseline: 'top',
    halo: '#ffffff',
  });
  return out;
}

export const modelUtil: PlacedUtil<Model> = {
  kind: 'model',
  layer: 'models',
  idPrefix: 'model',
  items: (s) =>
    SIDES.flatMap((side: SideId) =>
      (s.sides?.[side]?.models ?? []).map((value, index): Placed<Model> => ({
        kind: 'model',
        pointer: `/sides/${side}/models/${index}`,
        value,
        index,
        side,
      })),
    ),
  outline: (item, ctx) => ({
    type: 'circle',
    at: item.value.at,
    radius: baseRadius(ctx.cards.get(item.value.card)),
  }),
  draw: drawModel,
  // Lists name the model and its id: five riflemen are five different models.
  label: (item, ctx) =>
    localText(item.value.name, ctx.language)
      ? modelName(item.value, undefined, ctx.language)
      : `${modelName(item.value, ctx.cards.get(item.value.card), ctx.language)} (${item.value.id})`,
  translate: (m, dx, dy) => ({ ...m, at: roundPt([m.at[0] + dx, m.at[1] + dy]) }),
  withId: (value, id) => ({ ...value, id, leader: undefined }),
  fields: [
    { path: '/id', label: 'universalis:field.id', type: 'text' },
    {
      path: '/card',
      label: 'universalis:field.card',
      type: 'select',
      options: (ctx) =>
        [...ctx.cards.values()].map((c) => ({
          value: c.id,
          label: `${localText(c.name, ctx.language)} (${c.points})`,
        })),
    },
    { path: '/name', label: 'universalis:field.name', type: 'localized' },
    { path: '/leader', label: 'universalis:field.leader', type: 'check', defaultValue: false },
    { path: '/prone', label: 'universalis:field.prone', type: 'check', defaultValue: false },
    { path: '/z', label: 'universalis:field.z', type: 'number', min: 0, max: 100, step: 0.5, optional: true },
    {
      path: '/facing',
      label: 'universalis:field.facing',
      type: 'number',
      min: 0,
      max: 359,
      step: 5,
      optional: true,
    },
  ],
};
