import type { Catalog, EnemyAttack, HeroAttack, Symbol } from '../../../generated/types/catalog';
import { error, warning, type Finding } from '../../../format/findings';
import { list, msg } from '../../../format/messages/index';
import { checkRefs, duplicateIds, ptr, wallEdge } from '../../../format/checks/common';

/** ST-5.2: how many faces of the Action Die carry each symbol (15 symbols on 6 faces). */
export const ACTION_DIE_COUNTS: Readonly<Record<Symbol, number>> = { push: 3, bullet: 2, mind: 2, fist: 2, equipment: 2, blood: 2, explosion: 1, defense: 1 };

function checkDice(c: Catalog, out: Finding[]) {
  for (const die of ['action', 'penalty'] as const) {
    c.dice[die].faces.forEach((face, f) => {
      const seen = new Set<string>();
      face.forEach((s, k) => {
        if (seen.has(s)) out.push(error('die-face-repeats-symbol', ptr('dice', die, 'faces', f, k), msg('die-face-repeats-symbol', { face: f + 1, die: msg(die === 'action' ? 'die-action' : 'die-penalty'), symbol: s })));
        seen.add(s);
      });
    });
  }
  const counts = new Map<string, number>();
  for (const face of c.dice.action.faces) for (const s of new Set(face)) counts.set(s, (counts.get(s) ?? 0) + 1);
  const wrong = (Object.keys(ACTION_DIE_COUNTS) as Symbol[]).filter((s) => (counts.get(s) ?? 0) !== ACTION_DIE_COUNTS[s]);
  if (wrong.length) {
    const detail = list(wrong.map((s) => msg('die-symbol-count', { symbol: s, count: counts.get(s) ?? 0, needed: ACTION_DIE_COUNTS[s] })));
    out.push(error('die-symbol-counts', ptr('dice', 'action', 'faces'), msg('die-symbol-counts', { detail })));
  }
  if (JSON.stringify(c.dice.penalty.faces) !== JSON.stringify(c.dice.action.faces)) {
    out.push(warning('die-penalty-differs', ptr('dice', 'penalty', 'faces'), msg('die-penalty-differs')));
  }
}

function checkAttacks(attacks: readonly (HeroAttack | EnemyAttack)[] | undefined, base: string, chain: { attacks: string[] } | undefined, out: Finding[]) {
  duplicateIds(attacks, base, msg('things-attacks-on-card'), out);
  attacks?.forEach((a, i) => checkRange(a.range, `${base}/${i}/range`, out));
  if (!chain) return;
  const ids = new Set((attacks ?? []).map((a) => a.id));
  const base0 = base.slice(0, base.lastIndexOf('/'));
  chain.attacks.forEach((id, k) => checkRefs(ids, 'unknown-attack', msg('ref-attack'), msg('of-this-card'), out)(id, `${base0}/chain/attacks/${k}`));
  if (chain.attacks[0] === chain.attacks[1]) out.push(error('chain-same-attack', `${base0}/chain/attacks`, msg('chain-same-attack')));
}

function checkRange(range: readonly number[], pointer: string, out: Finding[]) {
  if (range[0] > range[1]) out.push(error('range-reversed', pointer, msg('range-reversed', { min: range[0], max: range[1] })));
}

function checkTiles(c: Catalog, out: Finding[]) {
  c.tiles.forEach((t, i) => {
    const width = t.rows[0]?.length ?? 0;
    t.rows.forEach((row, r) => {
      if (row.length !== width) out.push(error('tile-ragged', ptr('tiles', i, 'rows', r), msg('tile-ragged', { row: r + 1, tile: t.id, length: row.length, width })));
    });
    t.walls?.forEach(([a, b], k) => {
      const inside = (s: readonly number[]) => s[0] >= 0 && s[1] >= 0 && s[0] < width && s[1] < t.rows.length;
      if (!wallEdge(a, b)) out.push(error('wall-not-an-edge', ptr('tiles', i, 'walls', k), msg('wall-not-an-edge', { first: String(a), second: String(b) })));
      else if (!inside(a) && !inside(b)) out.push(error('wall-not-an-edge', ptr('tiles', i, 'walls', k), msg('wall-off-tile', { first: String(a), second: String(b), tile: t.id, maxX: width - 1, maxY: t.rows.length - 1 })));
    });
  });
}

export function catalogChecks(c: Catalog): Finding[] {
  const out: Finding[] = [];
  const collections = ['heroes', 'equipment', 'enemies', 'enemyDraft', 'scenicElements', 'tiles', 'eventCards', 'resources', 'statusTokens', 'seriousWounds', 'oblivionCards'] as const;
  for (const key of collections) duplicateIds(c[key] as { id: string }[] | undefined, `/${key}`, msg('things-entries-in', { key }), out);
  checkDice(c, out);
  checkTiles(c, out);

  const equipmentIds = new Set(c.equipment.map((e) => e.id));
  const heroIds = new Set(c.heroes.map((h) => h.id));
  const where = msg('in-this-catalog');

  c.heroes.forEach((h, i) => {
    const base = ptr('heroes', i);
    h.startingEquipment.forEach((id, k) => checkRefs(equipmentIds, 'unknown-catalog-entry', msg('ref-equipment'), where, out)(id, `${base}/startingEquipment/${k}`));
    duplicateIds(h.skills, `${base}/skills`, msg('things-skills-of', { owner: h.id }), out);
    duplicateIds(h.psionicPowers, `${base}/psionicPowers`, msg('things-psionic-powers-of', { owner: h.id }), out);
    if (h.specialSkill.attack) checkRange(h.specialSkill.attack.range, `${base}/specialSkill/attack/range`, out);
    h.skills?.forEach((s, k) => s.attack && checkRange(s.attack.range, `${base}/skills/${k}/attack/range`, out));
    h.psionicPowers?.forEach((p, k) => p.attack && checkRange(p.attack.range, `${base}/psionicPowers/${k}/attack/range`, out));
  });

  const levels = new Map(c.equipment.map((e) => [e.id, e.level]));
  c.equipment.forEach((e, i) => {
    const base = ptr('equipment', i);
    checkAttacks(e.attacks, `${base}/attacks`, e.chain, out);
    duplicateIds(e.powers, `${base}/powers`, msg('things-powers-of', { owner: e.id }), out);
    if (e.slot === 'hand' && e.hands === undefined) out.push(error('equipment-hands', base, msg('equipment-needs-hands', { id: e.id }), 'key'));
    if (e.slot !== 'hand' && e.hands !== undefined) out.push(warning('equipment-hands', `${base}/hands`, msg('equipment-hands-unused', { id: e.id, slot: e.slot })));
    e.restrictions?.heroes?.forEach((id, k) => checkRefs(heroIds, 'unknown-catalog-entry', msg('ref-hero'), where, out)(id, `${base}/restrictions/heroes/${k}`));
    if (e.upgradesTo !== undefined) {
      checkRefs(equipmentIds, 'unknown-catalog-entry', msg('ref-equipment'), where, out)(e.upgradesTo, `${base}/upgradesTo`);
      const next = levels.get(e.upgradesTo);
      if (next !== undefined && next !== e.level + 1) out.push(error('upgrade-level', `${base}/upgradesTo`, msg('upgrade-level', { id: e.id, level: e.level, next: e.upgradesTo, nextLevel: next })));
    }
  });

  c.enemies.forEach((e, i) => checkAttacks(e.attacks, `${ptr('enemies', i)}/attacks`, e.chain, out));
  const enemyIds = new Set(c.enemies.map((e) => e.id));
  c.enemyDraft?.forEach((d, i) => checkRefs(enemyIds, 'unknown-catalog-entry', msg('ref-enemy'), where, out)(d.enemy, ptr('enemyDraft', i, 'enemy')));

  c.scenicElements.forEach((s, i) => {
    const base = ptr('scenicElements', i);
    if ((s.category === 'light-cover' || s.category === 'light-obstruction') && s.health === undefined) {
      out.push(error('scenic-needs-health', base, msg('scenic-needs-health', { id: s.id, category: s.category }), 'key'));
    }
    if ((s.category === 'container' || s.category === 'building') && s.levels === undefined) {
      out.push(error('scenic-needs-levels', base, msg('scenic-needs-levels', { id: s.id, category: s.category }), 'key'));
    }
    const seen = new Set<string>();
    s.footprint?.forEach((o, k) => {
      if (seen.has(String(o))) out.push(error('footprint-repeats-square', ptr('scenicElements', i, 'footprint', k), msg('footprint-repeats-square', { square: String(o) })));
      seen.add(String(o));
    });
  });

  c.resources?.forEach((r, i) => {
    if (r.type === 'energy-cell' && r.cell === undefined) out.push(error('cell-colour-missing', ptr('resources', i), msg('cell-colour-missing', { id: r.id }), 'key'));
  });
  c.oblivionCards?.forEach((o, i) => {
    if (o.type === 'temporary' && o.phases === undefined) out.push(error('oblivion-needs-phases', ptr('oblivionCards', i), msg('oblivion-needs-phases', { id: o.id }), 'key'));
  });
  return out;
}
