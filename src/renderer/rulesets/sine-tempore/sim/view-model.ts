/**
 * What the pane draws, derived from the engine's plain view of a game: tokens on the Momentum, models on the
 * board with their colours and initials, the squares the deciding hero can reach, and the time in words.
 */
import type { BoardModel } from './BoardView';
import type { ClockToken } from './clock-layout';
import type { NameBook } from './names';
import type { SimModel, StepView } from './play-session';
import type { ModelRef, Translate } from './log-text';

export const HERO_COLOURS = ['#2563eb', '#16a34a', '#9333ea', '#d97706', '#0891b2', '#db2777'];
export const ENEMY_COLOURS = ['#b91c1c', '#9f1239', '#c2410c', '#7c2d12', '#be123c', '#991b1b'];

/** Two characters for a token: a name's initials, or an id's first letter and its number (`scout-12` → `s12`). */
export function initials(text: string): string {
  const number = /(\d+)$/.exec(text)?.[1];
  const words = text.split(/[\s-]+/).filter((w) => w && !/^\d+$/.test(w));
  if (number && words.length) return `${words[0][0].toLowerCase()}${number}`.slice(0, 3);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (words[0] ?? text).slice(0, 2).toUpperCase();
}

export function timeLabel(tick: number): string {
  return `${Math.floor(tick / 12)}.${((((tick - 1) % 12) + 12) % 12) + 1}`;
}

export function modelRefs(view: StepView | null): Map<string, ModelRef> {
  return new Map((view?.models ?? []).map((m) => [m.id, { type: m.type, hero: m.hero }]));
}

export interface Palette {
  model(m: Pick<SimModel, 'id' | 'hero' | 'group'>): string;
  group(name: string): string;
}

export function palette(view: StepView): Palette {
  const heroes = view.models.filter((m) => m.hero).map((m) => m.id);
  const groups = view.groups.map((g) => g.name);
  const group = (name: string) => ENEMY_COLOURS[Math.max(0, groups.indexOf(name)) % ENEMY_COLOURS.length];
  return {
    model: (m) => (m.hero ? HERO_COLOURS[Math.max(0, heroes.indexOf(m.id)) % HERO_COLOURS.length] : group(m.group ?? '')),
    group,
  };
}

/** The picture of a hero or enemy type in the catalog (the editor draws its pieces with the same). */
export type PictureOf = (type: string, hero: boolean) => string;

export function boardModels(view: StepView, names: NameBook, colours: Palette, t: Translate, pictureOf: PictureOf = (_t, hero) => (hero ? 'person' : 'monster-grasp')): BoardModel[] {
  return view.models
    .filter((m) => m.at && !m.removed)
    .map((m) => {
      const name = names.model(m.id, m.type, m.hero);
      const kind = m.hero ? name : `${name} (${names.of('enemies', m.type) ?? m.type})`;
      return {
        id: m.id,
        label: t('mission-sim:board.model', { name: kind, wounds: m.wounds, count: m.health }) + (m.ko ? ` · ${t('mission-sim:hero.ko')}` : ''),
        short: initials(name),
        colour: colours.model(m),
        picture: pictureOf(m.type, m.hero),
        hero: m.hero,
        at: m.at!,
        ko: m.ko,
        wounds: m.wounds,
        health: m.health,
        active: view.active === m.id,
      };
    });
}

export function clockTokens(view: StepView, names: NameBook, colours: Palette, t: Translate): ClockToken[] {
  const tokens: ClockToken[] = [];
  for (const m of view.models) {
    if (!m.hero || m.removed || m.sector === null) continue;
    const name = names.model(m.id, m.type, true);
    tokens.push({
      id: m.id,
      sector: m.sector,
      hero: true,
      ko: m.ko,
      active: view.active === m.id,
      colour: colours.model(m),
      short: initials(name),
      title: t(m.ko ? 'mission-sim:clock.koMarker' : 'mission-sim:clock.heroToken', { name, sector: m.sector }),
    });
  }
  for (const g of view.groups) {
    if (g.sector === null) continue;
    const name = names.group(g.name);
    tokens.push({ id: `group:${g.name}`, sector: g.sector, hero: false, ko: false, active: false, colour: colours.group(g.name), short: initials(name), title: t('mission-sim:clock.groupToken', { name, sector: g.sector }) });
  }
  return tokens;
}

/** The deciding hero's reachable squares (`x,y` → AP), from its legal moves. */
export function reachableSquares(view: StepView): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of view.legal) {
    if (l.action.type !== 'move') continue;
    const end = l.action.path[l.action.path.length - 1];
    out.set(`${end[0]},${end[1]}`, l.ap ?? 0);
  }
  return out;
}

/** The clock in one sentence for screen readers: the time and each token's sector. */
export function clockDescription(t: Translate, view: StepView, tokens: readonly ClockToken[]): string {
  const time = t('mission-sim:clock.now', { time: `${view.clock.cycle}.${view.clock.phase}`, end: timeLabel(view.clock.end) });
  return [time, ...tokens.map((tk) => tk.title)].join('. ');
}
