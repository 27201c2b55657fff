import type { Catalog, EnemyAttack, HeroAttack, Symbol } from '../../generated/types/catalog';
import { error, warning, type Finding } from '../findings';
import { checkRefs, duplicateIds, ptr, wallEdge } from './common';

/** ST-5.2: how many faces of the Action Die carry each symbol (15 symbols on 6 faces). */
export const ACTION_DIE_COUNTS: Readonly<Record<Symbol, number>> = { push: 3, bullet: 2, mind: 2, fist: 2, equipment: 2, blood: 2, explosion: 1, defense: 1 };

function checkDice(c: Catalog, out: Finding[]) {
  for (const die of ['action', 'penalty'] as const) {
    c.dice[die].faces.forEach((face, f) => {
      const seen = new Set<string>();
      face.forEach((s, k) => {
        if (seen.has(s)) out.push(error('die-face-repeats-symbol', ptr('dice', die, 'faces', f, k), `Face ${f + 1} of the ${die} die shows \`${s}\` twice; a face carries each symbol at most once (D-1).`));
        seen.add(s);
      });
    });
  }
  const counts = new Map<string, number>();
  for (const face of c.dice.action.faces) for (const s of new Set(face)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const wrong = (Object.keys(ACTION_DIE_COUNTS) as Symbol[]).filter((s) => (counts.get(s) ?? 0) !== ACTION_DIE_COUNTS[s]);
  if (wrong.length) {
    const detail = wrong.map((s) => `${s} on ${counts.get(s) ?? 0} faces (needs ${ACTION_DIE_COUNTS[s]})`).join(', ');
    out.push(error('die-symbol-counts', ptr('dice', 'action', 'faces'), `The Action Die does not match the rulebook's symbol counts (ST-5.2): ${detail}.`));
  }
  if (JSON.stringify(c.dice.penalty.faces) !== JSON.stringify(c.dice.action.faces)) {
    out.push(warning('die-penalty-differs', ptr('dice', 'penalty', 'faces'), 'The Penalty Die differs from the Action Die; the rules engine assumes both use the same face table (D-1). A penalty face that no action face matches never removes a die.'));
  }
}

function checkAttacks(attacks: readonly (HeroAttack | EnemyAttack)[] | undefined, base: string, chain: { attacks: string[] } | undefined, out: Finding[]) {
  duplicateIds(attacks, base, 'attacks on this card', out);
  attacks?.forEach((a, i) => checkRange(a.range, `${base}/${i}/range`, out));
  if (!chain) return;
  const ids = new Set((attacks ?? []).map((a) => a.id));
  const base0 = base.slice(0, base.lastIndexOf('/'));
  chain.attacks.forEach((id, k) => checkRefs(ids, 'unknown-attack', 'an attack', 'of this card', out)(id, `${base0}/chain/attacks/${k}`));
  if (chain.attacks[0] === chain.attacks[1]) out.push(error('chain-same-attack', `${base0}/chain/attacks`, 'A chain joins two different attacks (ST-28.1); both entries name the same one.'));
}

function checkRange(range: readonly number[], pointer: string, out: Finding[]) {
  if (range[0] > range[1]) out.push(error('range-reversed', pointer, `The range [${range[0]}, ${range[1]}] has its minimum above its maximum; write it as [${range[1]}, ${range[0]}].`));
}

function checkTiles(c: Catalog, out: Finding[]) {
  c.tiles.forEach((t, i) => {
    const width = t.rows[0]?.length ?? 0;
    t.rows.forEach((row, r) => {
      if (row.length !== width) out.push(error('tile-ragged', ptr('tiles', i, 'rows', r), `Row ${r + 1} of tile \`${t.id}\` has ${row.length} squares but the first row has ${width}; a tile is a rectangle.`));
    });
    t.walls?.forEach(([a, b], k) => {
      const inside = (s: readonly number[]) => s[0] >= 0 && s[1] >= 0 && s[0] < width && s[1] < t.rows.length;
      if (!wallEdge(a, b)) out.push(error('wall-not-an-edge', ptr('tiles', i, 'walls', k), `A wall lies between two squares that share a side; [${a}] and [${b}] do not.`));
      else if (!inside(a) && !inside(b)) out.push(error('wall-not-an-edge', ptr('tiles', i, 'walls', k), `This wall, between [${a}] and [${b}], is not on tile \`${t.id}\` (its squares run from [0,0] to [${width - 1},${t.rows.length - 1}]).`));
    });
  });
}

export function catalogChecks(c: Catalog): Finding[] {
  const out: Finding[] = [];
  const collections = ['heroes', 'equipment', 'enemies', 'enemyDraft', 'scenicElements', 'tiles', 'eventCards', 'resources', 'statusTokens', 'seriousWounds', 'oblivionCards'] as const;
  for (const key of collections) duplicateIds(c[key] as { id: string }[] | undefined, `/${key}`, `entries in \`${key}\``, out);
  checkDice(c, out);
  checkTiles(c, out);

  const equipmentIds = new Set(c.equipment.map((e) => e.id));
  const heroIds = new Set(c.heroes.map((h) => h.id));
  const where = 'in this catalog';

  c.heroes.forEach((h, i) => {
    const base = ptr('heroes', i);
    h.startingEquipment.forEach((id, k) => checkRefs(equipmentIds, 'unknown-catalog-entry', 'an equipment card', where, out)(id, `${base}/startingEquipment/${k}`));
    duplicateIds(h.skills, `${base}/skills`, `skills of ${h.id}`, out);
    duplicateIds(h.psionicPowers, `${base}/psionicPowers`, `psionic powers of ${h.id}`, out);
    if (h.specialSkill.attack) checkRange(h.specialSkill.attack.range, `${base}/specialSkill/attack/range`, out);
    h.skills?.forEach((s, k) => s.attack && checkRange(s.attack.range, `${base}/skills/${k}/attack/range`, out));
    h.psionicPowers?.forEach((p, k) => p.attack && checkRange(p.attack.range, `${base}/psionicPowers/${k}/attack/range`, out));
  });

  const levels = new Map(c.equipment.map((e) => [e.id, e.level]));
  c.equipment.forEach((e, i) => {
    const base = ptr('equipment', i);
    checkAttacks(e.attacks, `${base}/attacks`, e.chain, out);
    duplicateIds(e.powers, `${base}/powers`, `powers of ${e.id}`, out);
    if (e.slot === 'hand' && e.hands === undefined) out.push(error('equipment-hands', base, `\`${e.id}\` goes in a hand slot: say how many hands it takes with \`"hands": 1\` or \`2\`.`, 'key'));
    if (e.slot !== 'hand' && e.hands !== undefined) out.push(warning('equipment-hands', `${base}/hands`, `\`hands\` only applies to hand equipment; \`${e.id}\` uses the ${e.slot} slot.`));
    e.restrictions?.heroes?.forEach((id, k) => checkRefs(heroIds, 'unknown-catalog-entry', 'a hero', where, out)(id, `${base}/restrictions/heroes/${k}`));
    if (e.upgradesTo !== undefined) {
      checkRefs(equipmentIds, 'unknown-catalog-entry', 'an equipment card', where, out)(e.upgradesTo, `${base}/upgradesTo`);
      const next = levels.get(e.upgradesTo);
      if (next !== undefined && next !== e.level + 1) out.push(error('upgrade-level', `${base}/upgradesTo`, `An upgrade goes one level up (ST-2.4.2): \`${e.id}\` is level ${e.level}, \`${e.upgradesTo}\` is level ${next}.`));
    }
  });

  c.enemies.forEach((e, i) => checkAttacks(e.attacks, `${ptr('enemies', i)}/attacks`, e.chain, out));
  const enemyIds = new Set(c.enemies.map((e) => e.id));
  c.enemyDraft?.forEach((d, i) => checkRefs(enemyIds, 'unknown-catalog-entry', 'an enemy', where, out)(d.enemy, ptr('enemyDraft', i, 'enemy')));

  c.scenicElements.forEach((s, i) => {
    const base = ptr('scenicElements', i);
    if ((s.category === 'light-cover' || s.category === 'light-obstruction') && s.health === undefined) {
      out.push(error('scenic-needs-health', base, `\`${s.id}\` is ${s.category}, which can be destroyed (ST-31): give it a \`health\`.`, 'key'));
    }
    if ((s.category === 'container' || s.category === 'building') && s.levels === undefined) {
      out.push(error('scenic-needs-levels', base, `\`${s.id}\` is a ${s.category}: give its height with \`levels\` (a container is usually 1).`, 'key'));
    }
    const seen = new Set<string>();
    s.footprint?.forEach((o, k) => {
      if (seen.has(String(o))) out.push(error('footprint-repeats-square', ptr('scenicElements', i, 'footprint', k), `The footprint lists [${o}] twice.`));
      seen.add(String(o));
    });
  });

  c.resources?.forEach((r, i) => {
    if (r.type === 'energy-cell' && r.cell === undefined) out.push(error('cell-colour-missing', ptr('resources', i), `\`${r.id}\` is an energy cell: give its colour with \`cell\`.`, 'key'));
  });
  c.oblivionCards?.forEach((o, i) => {
    if (o.type === 'temporary' && o.phases === undefined) out.push(error('oblivion-needs-phases', ptr('oblivionCards', i), `\`${o.id}\` is temporary: say how many phases it lasts with \`phases\`.`, 'key'));
  });
  return out;
}
