/**
 * The groups (DM-11 item 6, UN-2.2, UN-19, UN-20): every reference into the units file, the faction, at least two
 * models and exactly one leader, the points limit, telematons with an operator of their side within its capacity,
 * and powers within each discipline's level.
 */
import { checkRefs, ptr, unknownRef } from '../../../../format/checks/common';
import { error, warning } from '../../../../format/findings';
import { list } from '../../../../format/messages/index';
import { msg } from '../messages/index';
import { SIDES, type SkirmishCheck } from './context';

function checkReferences(c: SkirmishCheck) {
  const { s, units, out } = c;
  const zoneRef = checkRefs(
    new Set(c.zones.keys()),
    'unknown-zone',
    msg('ref-zone'),
    msg('in-this-skirmish'),
    out,
  );
  for (const side of SIDES) {
    zoneRef(s.sides[side].deployment, ptr('sides', side, 'deployment'));
    s.sides[side].mission.victory.forEach((v, k) => {
      if (typeof v !== 'object') return;
      if ('objects-in-zone' in v)
        zoneRef(
          v['objects-in-zone'].zone,
          ptr('sides', side, 'mission', 'victory', k, 'objects-in-zone', 'zone'),
        );
      if ('models-in-zone' in v)
        zoneRef(
          v['models-in-zone'].zone,
          ptr('sides', side, 'mission', 'victory', k, 'models-in-zone', 'zone'),
        );
    });
  }
  if (!units) return;
  const where = msg('in-units-file', { file: s.units });
  const cardRef = checkRefs(new Set(c.cards.keys()), 'unknown-unit-card', msg('ref-unit-card'), where, out);
  const factionRef = checkRefs(
    new Set(units.factions.map((f) => f.id)),
    'unknown-faction',
    msg('ref-faction'),
    where,
    out,
  );
  const powerRef = checkRefs(
    new Set((units.powers ?? []).map((p) => p.id)),
    'unknown-power',
    msg('ref-power-card'),
    where,
    out,
  );
  for (const side of SIDES) {
    factionRef(s.sides[side].faction, ptr('sides', side, 'faction'));
    s.sides[side].models.forEach((m, i) => {
      cardRef(m.card, () => ptr('sides', side, 'models', i, 'card'));
      m.powers?.forEach((p, k) => powerRef(p, () => ptr('sides', side, 'models', i, 'powers', k)));
    });
  }
}

function checkGroup(c: SkirmishCheck) {
  const { s, out } = c;
  for (const side of SIDES) {
    const { models, faction } = s.sides[side];
    const base = ptr('sides', side, 'models');
    if (models.length < 2)
      out.push(error('group-too-small', base, msg('group-too-small', { side, count: models.length }), 'key'));
    const leaders = models.flatMap((m, i) => (m.leader ? [i] : []));
    if (leaders.length === 0) out.push(error('leader-count', base, msg('leader-none', { side }), 'key'));
    else if (leaders.length > 1) {
      const ids = list(leaders.map((i) => `\`${models[i].id}\``));
      out.push(
        error(
          'leader-count',
          ptr('sides', side, 'models', leaders[1], 'leader'),
          msg('leader-several', { side, count: leaders.length, ids }),
          'key',
        ),
      );
    }
    let points = 0;
    models.forEach((m, i) => {
      const card = c.cards.get(m.card);
      if (!card) return;
      points += card.points;
      if (!card.factions.includes(faction) && c.units?.factions.some((f) => f.id === faction)) {
        out.push(
          error(
            'faction-mismatch',
            ptr('sides', side, 'models', i, 'card'),
            msg('faction-mismatch', {
              id: m.id,
              card: card.id,
              faction,
              side,
              factions: list(card.factions.map((f) => `\`${f}\``)),
            }),
          ),
        );
      }
    });
    if (s.pointsLimit !== undefined && points > s.pointsLimit) {
      out.push(
        error(
          'points-over-limit',
          base,
          msg('points-over-limit', { side, points, limit: s.pointsLimit }),
          'key',
        ),
      );
    }
  }
}

function checkTelematons(c: SkirmishCheck) {
  const { s, out } = c;
  for (const side of SIDES) {
    const models = s.sides[side].models;
    const ids = new Set(models.map((m) => m.id));
    const operated = new Map<string, number>();
    models.forEach((m, i) => {
      const card = c.cards.get(m.card);
      const pointer = ptr('sides', side, 'models', i, 'operator');
      if (m.operator === undefined) {
        if (card?.type === 'telematon')
          out.push(
            error(
              'telematon-without-operator',
              ptr('sides', side, 'models', i, 'id'),
              msg('telematon-without-operator', { id: m.id }),
            ),
          );
        return;
      }
      if (card && card.type !== 'telematon') {
        out.push(
          warning('operator-not-telematon', pointer, msg('operator-not-telematon', { id: m.id }), 'key'),
        );
        return;
      }
      if (m.operator === m.id) {
        out.push(error('unknown-operator', pointer, msg('operator-self', { id: m.id })));
        return;
      }
      if (!ids.has(m.operator)) {
        unknownRef(
          'unknown-operator',
          pointer,
          m.operator,
          msg('ref-model-of-side', { side }),
          ids,
          msg('in-this-skirmish'),
          out,
        );
        return;
      }
      const count = (operated.get(m.operator) ?? 0) + 1;
      operated.set(m.operator, count);
      const operator = models.find((o) => o.id === m.operator)!;
      const capacity = c.cards.get(operator.card)?.operatorCapacity ?? 0;
      if (c.cards.has(operator.card) && count > capacity) {
        out.push(
          error('operator-capacity', pointer, msg('operator-capacity', { id: operator.id, count, capacity })),
        );
      }
    });
  }
}

function checkPowers(c: SkirmishCheck) {
  const { s, units, out } = c;
  if (!units) return;
  const powers = new Map((units.powers ?? []).map((p) => [p.id, p]));
  for (const side of SIDES) {
    s.sides[side].models.forEach((m, i) => {
      const card = c.cards.get(m.card);
      if (!card || !m.powers) return;
      const taken = new Map<string, number>();
      m.powers.forEach((id, k) => {
        const power = powers.get(id);
        if (!power) return;
        const level = card.disciplines?.find((d) => d.discipline === power.discipline)?.level;
        if (level === undefined) {
          out.push(
            error(
              'power-not-in-discipline',
              ptr('sides', side, 'models', i, 'powers', k),
              msg('power-not-in-discipline', {
                id: m.id,
                power: id,
                discipline: power.discipline,
                card: card.id,
              }),
            ),
          );
          return;
        }
        const count = (taken.get(power.discipline) ?? 0) + 1;
        taken.set(power.discipline, count);
        if (count === level + 1) {
          out.push(
            error(
              'powers-over-level',
              ptr('sides', side, 'models', i, 'powers', k),
              msg('powers-over-level', {
                id: m.id,
                count: m.powers!.filter((p) => powers.get(p)?.discipline === power.discipline).length,
                discipline: power.discipline,
                level,
              }),
            ),
          );
        }
      });
    });
  }
}

export function groupChecks(c: SkirmishCheck) {
  checkReferences(c);
  checkGroup(c);
  checkTelematons(c);
  checkPowers(c);
}
