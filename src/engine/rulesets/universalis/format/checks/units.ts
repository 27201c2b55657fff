/**
 * Semantic checks of a units file (unit cards and power cards), run once it matches its schema. The schema holds
 * the ranges (WK 1–5, DF 0–4, …); these hold what one field says about another (UN-3.2, UN-3.5.4, UN-19.5) and
 * the references between cards, factions and disciplines.
 */
import type { UnitCards as Units, UnitCard } from '../../../../generated/types/units';
import { checkRefs, duplicateIds, ptr } from '../../../../format/checks/common';
import { error, info, warning, type Finding } from '../../../../format/findings';
import { list } from '../../../../format/messages/index';
import { msg } from '../messages/index';
import { ALLOWED_SIZES, carryingCapacity, loadPenalty, totalHp } from '../derived';

const ATTRIBUTES_OF_OPERATOR = ['AGI', 'NK', 'FK', 'EH'] as const;

function checkProfile(card: UnitCard, i: number, out: Finding[]) {
  const total = totalHp(card.hp);
  if (total > 20)
    out.push(
      error(
        'hp-over-limit',
        ptr('cards', i, 'hp'),
        msg('hp-over-limit', { id: card.id, total, normal: card.hp.normal, critical: card.hp.critical }),
      ),
    );
  else if (total === 0) out.push(error('hp-none', ptr('cards', i, 'hp'), msg('hp-none', { id: card.id })));
  if (!ALLOWED_SIZES[card.type].includes(card.size)) {
    out.push(
      error(
        'size-not-allowed',
        ptr('cards', i, 'size'),
        msg('size-not-allowed', {
          id: card.id,
          size: card.size,
          allowed: msg(card.type === 'colossus' ? 'sizes-colossus' : 'sizes-standard'),
        }),
      ),
    );
  }
  const given = ATTRIBUTES_OF_OPERATOR.filter((a) => card.attributes[a] !== undefined);
  if (card.type === 'telematon') {
    if (given.length) {
      out.push(
        error(
          'telematon-attributes',
          ptr('cards', i, 'attributes', given[0]),
          msg('telematon-attributes', {
            id: card.id,
            extra: list(
              given.map((a) => a),
              ', ',
            ),
            count: given.length,
          }),
          'key',
        ),
      );
    }
  } else if (given.length < ATTRIBUTES_OF_OPERATOR.length) {
    const missing = ATTRIBUTES_OF_OPERATOR.filter((a) => card.attributes[a] === undefined);
    out.push(
      error(
        'attributes-missing',
        ptr('cards', i, 'attributes'),
        msg('attributes-missing', {
          id: card.id,
          missing: list(
            missing.map((a) => a),
            ', ',
          ),
          count: missing.length,
        }),
        'key',
      ),
    );
  }
}

/** AD-77: hands default to yes only for standard models; a telematon's or colossus's card says. */
function checkCapabilities(card: UnitCard, i: number, out: Finding[]) {
  if (card.type !== 'standard' && card.capabilities?.hands === undefined) {
    out.push(
      warning(
        'capabilities-unset',
        ptr('cards', i, 'type'),
        msg('capabilities-unset', {
          id: card.id,
          what: msg(card.type === 'colossus' ? 'a-colossus' : 'a-telematon'),
        }),
      ),
    );
  }
}

function checkWeapons(card: UnitCard, i: number, out: Finding[]) {
  card.weapons?.forEach((w, k) => {
    if (w.range === 'melee') {
      for (const field of ['df', 'indirect', 'area'] as const) {
        const v = w[field];
        if (v !== undefined && v !== 0 && v !== false)
          out.push(
            warning(
              'weapon-field-unused',
              ptr('cards', i, 'weapons', k, field),
              msg('weapon-field-unused', { field, weapon: w.id, id: card.id }),
              'key',
            ),
          );
      }
    }
    if (w.mount !== undefined && card.type !== 'colossus')
      out.push(
        warning(
          'mount-not-colossus',
          ptr('cards', i, 'weapons', k, 'mount'),
          msg('mount-not-colossus', { weapon: w.id, id: card.id }),
          'key',
        ),
      );
  });
}

/** The fields each hook kind needs and may have (AD-79); `withinCm` for friends and `strength` for hits are checked apart. */
const HOOK_FIELDS: Record<string, { needs: string[]; may: string[] }> = {
  rollModifier: { needs: ['roll', 'value'], may: ['who', 'withinCm'] },
  reroll: { needs: ['roll', 'times'], may: [] },
  profile: { needs: ['stat', 'value'], may: [] },
  action: { needs: ['effect'], may: ['target', 'targetType', 'rangeCm', 'radiusCm', 'test', 'amount', 'strength'] },
  sightBlocker: { needs: ['radiusCm'], may: ['endsWhen'] },
  shotModifier: { needs: ['value'], may: ['endsWhen'] },
};

/** The power a hook sits on (absent: a trait or an item), for the hooks only a lasting power can play. */
interface HookPower {
  target: string;
  duration: string;
}

/**
 * Lasting-effect hooks that cannot work (AD-79): on a trait or item, on an instant power, a sight blocker on a
 * power without a target point, a circle of no size. Each is an error: the engine skips such a hook.
 */
function checkLastingHook(
  h: HookJson,
  owner: string,
  power: HookPower | undefined,
  here: (...tail: string[]) => string,
  out: Finding[],
) {
  if (h.kind !== 'sightBlocker' && h.kind !== 'shotModifier') return;
  const kind = h.kind;
  if (!power) return void out.push(error('hook-power-only', here(), msg('hook-power-only', { kind, owner }), 'key'));
  if (power.duration !== 'lasting')
    out.push(error('hook-lasting-instant', here(), msg('hook-lasting-instant', { kind, owner }), 'key'));
  if (kind !== 'sightBlocker') return;
  if (power.target !== 'area') {
    const target = msg(power.target === 'self' ? 'power-targets-self' : 'power-targets-model');
    out.push(error('hook-blocker-not-area', here(), msg('hook-blocker-not-area', { owner, target }), 'key'));
  }
  if (typeof h.radiusCm === 'number' && !(h.radiusCm > 0))
    out.push(error('hook-radius-not-positive', here('radiusCm'), msg('hook-radius-not-positive', { owner }), 'value'));
}

type HookJson = Record<string, unknown> & { kind: string };

/**
 * Hooks whose fields do not fit their kind (AD-79): a missing field is an error (the engine skips the hook), a
 * field the kind does not use a warning; an action on a trait or item without an AP cost can never be used (UN-7.4).
 */
function checkHooks(
  hooks: unknown,
  at: (string | number)[],
  owner: string,
  ap: number | undefined | null,
  out: Finding[],
  power?: HookPower,
) {
  if (!Array.isArray(hooks)) return;
  (hooks as HookJson[]).forEach((h, k) => {
    // `at` is a pointer of five steps written by the callers below: the spreads are bounded by code.
    const here = (...tail: (string | number)[]) => ptr(...at, k, ...tail); // eslint-disable-line studio/no-unbounded-spread
    const spec = HOOK_FIELDS[h.kind];
    if (!spec) return;
    const needs = [...spec.needs];
    if (h.kind === 'rollModifier' && h.who === 'friends') needs.push('withinCm');
    if (h.kind === 'action' && (h.effect === 'hit' || h.effect === 'burning')) needs.push('strength');
    for (const field of needs)
      if (h[field] === undefined)
        out.push(
          error(
            'hook-field-missing',
            here(),
            msg('hook-field-missing', { field, kind: h.kind, owner }),
            'key',
          ),
        );
    for (const field of Object.keys(h))
      if (field !== 'kind' && !spec.needs.includes(field) && !spec.may.includes(field))
        out.push(
          warning(
            'hook-field-unused',
            here(field),
            msg('hook-field-unused', { field, kind: h.kind, owner }),
            'key',
          ),
        );
    checkLastingHook(h, owner, power, here, out);
    if (h.kind === 'action' && ap === null)
      out.push(warning('hook-action-without-ap', here(), msg('hook-action-without-ap', { owner }), 'key'));
  });
}

function checkLoad(card: UnitCard, i: number, out: Finding[]) {
  let load = 0;
  for (const w of card.weapons ?? []) load += w.weight ?? 0;
  for (const a of card.armour ?? []) if (!a.selfSupporting) load += a.weight ?? 0;
  for (const e of card.equipment ?? []) load += e.weight ?? 0;
  const capacity = carryingCapacity(card.type, card.attributes.KO);
  const penalty = loadPenalty(load, capacity);
  if (penalty > 0)
    out.push(
      info(
        'load-over-capacity',
        ptr('cards', i, 'id'),
        msg('load-over-capacity', { id: card.id, load, capacity, penalty }),
      ),
    );
}

export function unitsChecks(u: Units): Finding[] {
  const out: Finding[] = [];
  const factions = duplicateIds(u.factions, '/factions', msg('things-factions'), out);
  const disciplines = duplicateIds(u.disciplines, '/disciplines', msg('things-disciplines'), out);
  duplicateIds(u.cards, '/cards', msg('things-unit-cards'), out);
  duplicateIds(u.powers, '/powers', msg('things-power-cards'), out);
  const factionRef = checkRefs(
    new Set(factions.keys()),
    'unknown-faction',
    msg('ref-faction'),
    msg('in-this-units-file'),
    out,
  );
  const disciplineRef = checkRefs(
    new Set(disciplines.keys()),
    'unknown-discipline',
    msg('ref-discipline'),
    msg('in-this-units-file'),
    out,
  );
  u.cards.forEach((card, i) => {
    // Traits, weapons, armour and equipment share one id space on a card: objects name traits and items by id.
    const entries = new Map<string, string>();
    for (const key of ['traits', 'weapons', 'armour', 'equipment'] as const)
      duplicateIds(card[key], ptr('cards', i, key), msg('things-card-entries'), out, entries);
    card.factions.forEach((f, k) => factionRef(f, ptr('cards', i, 'factions', k)));
    card.disciplines?.forEach((d, k) =>
      disciplineRef(d.discipline, ptr('cards', i, 'disciplines', k, 'discipline')),
    );
    checkProfile(card, i, out);
    checkCapabilities(card, i, out);
    checkWeapons(card, i, out);
    checkLoad(card, i, out);
    card.traits?.forEach((x, k) =>
      checkHooks(x.hooks, ['cards', i, 'traits', k, 'hooks'], x.id, x.ap ?? null, out),
    );
    card.equipment?.forEach((x, k) =>
      checkHooks(x.hooks, ['cards', i, 'equipment', k, 'hooks'], x.id, x.ap ?? null, out),
    );
  });
  u.powers?.forEach((p, i) => {
    disciplineRef(p.discipline, ptr('powers', i, 'discipline'));
    checkHooks(p.hooks, ['powers', i, 'hooks'], p.id, undefined, out, p);
  });
  return out;
}
