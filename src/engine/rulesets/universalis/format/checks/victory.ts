/**
 * Objects and missions (DM-11 item 5, AD-39, AD-67): objects someone on the table can use, standard missions
 * that say what upstream says, and victory conditions a side can meet at all.
 */
import type { Mission, SkirmishScenario, VictoryCondition } from '../../../../generated/types/skirmish';
import type { UnitCard } from '../../../../generated/types/units';
import { ptr } from '../../../../format/checks/common';
import { error, warning } from '../../../../format/findings';
import { type Message } from '../../../../format/messages/index';
import { msg } from '../messages/index';
import { contains } from '../../geometry';
import { SIDES, type SideId, type SkirmishCheck } from './context';
import { blockedObjects } from './table';

type Restriction = NonNullable<
  NonNullable<SkirmishScenario['table']['objects']>[number]['restrictions']
>[number];

/** Whether one of these cards meets a restriction; `after` is the table's business (cycles), so it counts as met. */
function meets(r: Restriction, cards: readonly UnitCard[], portable: ReadonlySet<string>): boolean {
  if ('trait' in r)
    return cards.some((card) =>
      card.traits?.some((t) => t.id === r.trait && (r.level === undefined || (t.level ?? 0) >= r.level)),
    );
  if ('item' in r)
    return portable.has(r.item) || cards.some((card) => card.equipment?.some((e) => e.id === r.item));
  if ('roll' in r) return cards.some((card) => (card.attributes[r.roll] ?? 0) + (r.modifier ?? 0) >= 1);
  return true;
}

function sideCards(c: SkirmishCheck, side: SideId): UnitCard[] {
  return c.s.sides[side].models.flatMap((m) => c.cards.get(m.card) ?? []);
}

function checkRestrictions(c: SkirmishCheck) {
  const { s, out } = c;
  const objects = s.table.objects ?? [];
  const portable = new Set(objects.filter((o) => o.portable).map((o) => o.id));
  const cards = sideCards(c, 'a').concat(sideCards(c, 'b'));
  objects.forEach((o, i) => {
    o.restrictions?.forEach((r, k) => {
      if (('trait' in r || 'item' in r) && !meets(r, cards, portable)) {
        const [what, id] =
          'trait' in r ? [msg('restriction-trait'), r.trait] : [msg('restriction-item'), r.item];
        out.push(
          warning(
            'restriction-never-met',
            ptr('table', 'objects', i, 'restrictions', k),
            msg('restriction-never-met', { what, id, object: o.id }),
          ),
        );
      }
    });
  });
}

const isStandardWin = (v: VictoryCondition) => v === 'all-enemies-gone';

/** What the upstream mission says, when the mission differs from it (Missionen.adoc, rev 0.7.0). */
function standardDiffers(mission: Mission, deployment: string): Message | undefined {
  const { standard, victory } = mission;
  const checkAt = mission.checkAt ?? 'round-end';
  const only = victory.length === 1 ? victory[0] : undefined;
  if (standard === 'standard-a' || standard === 'standard-b') {
    return only !== undefined && isStandardWin(only) && checkAt === 'round-end'
      ? undefined
      : msg('standard-victory-a');
  }
  if (standard === 'objects') {
    const ok =
      typeof only === 'object' &&
      'objects-in-zone' in only &&
      only['objects-in-zone'].count === 3 &&
      only['objects-in-zone'].zone === deployment &&
      checkAt === 'phase-end';
    return ok ? undefined : msg('standard-victory-objects');
  }
  if (standard === 'extraction') {
    const ok =
      typeof only === 'object' &&
      'models-in-zone' in only &&
      only['models-in-zone'].fraction === 0.5 &&
      only['models-in-zone'].zone !== deployment &&
      checkAt === 'phase-end';
    return ok ? undefined : msg('standard-victory-extraction');
  }
  return undefined;
}

/** Why the condition can never hold, or undefined when it can (or only the players can tell). */
function impossible(
  c: SkirmishCheck,
  side: SideId,
  v: VictoryCondition,
  usable: number,
): Message | undefined {
  if (typeof v !== 'object') return undefined;
  if ('objects-in-zone' in v) {
    const { zone, count } = v['objects-in-zone'];
    return usable < count ? msg('why-objects-count', { count, zone, usable }) : undefined;
  }
  if ('models-in-zone' in v) {
    const { zone: id, fraction } = v['models-in-zone'];
    const zone = c.zones.get(id);
    const models = c.s.sides[side].models;
    if (!zone || (!zone.poly && !zone.circle)) return undefined;
    const inZone = (x: number, y: number) =>
      zone.circle
        ? Math.hypot(x - zone.circle.x, y - zone.circle.y) <= zone.circle.r
        : contains(zone.poly!, x, y);
    const stuck = models.filter(
      (m) => c.cards.get(m.card)?.movement === 'stationary' && !inZone(m.at[0], m.at[1]),
    ).length;
    const needed = Math.ceil(fraction * models.length - 1e-9);
    return models.length - stuck < needed
      ? msg('why-models-fraction', { needed, total: models.length, zone: id, stuck })
      : undefined;
  }
  return undefined;
}

function checkMissions(c: SkirmishCheck) {
  const { s, out } = c;
  const objects = s.table.objects ?? [];
  const blocked = blockedObjects(s);
  const portable = new Set(objects.filter((o) => o.portable).map((o) => o.id));
  for (const side of SIDES) {
    const { mission, deployment } = s.sides[side];
    const base = ptr('sides', side, 'mission');
    const expected = standardDiffers(mission, deployment);
    if (expected)
      out.push(
        warning(
          'mission-not-standard',
          `${base}/standard`,
          msg('mission-not-standard', { side, standard: mission.standard!, expected }),
        ),
      );
    const cards = sideCards(c, side);
    const usable = objects.filter(
      (o) =>
        o.portable &&
        !blocked.has(o.id) &&
        (c.units === undefined || (o.restrictions ?? []).every((r) => meets(r, cards, portable))),
    ).length;
    const why = mission.victory.map((v) => impossible(c, side, v, usable));
    if (why.every((w) => w !== undefined)) {
      out.push(
        error(
          'victory-unreachable',
          `${base}/victory`,
          msg('victory-unreachable', { side, why: why[0]! }),
          'key',
        ),
      );
    } else if (mission.victory.every((v) => typeof v === 'object' && 'custom' in v)) {
      out.push(
        warning('victory-not-simulated', `${base}/victory`, msg('victory-not-simulated', { side }), 'key'),
      );
    }
  }
}

export function victoryChecks(c: SkirmishCheck) {
  if (c.units) checkRestrictions(c);
  checkMissions(c);
}
