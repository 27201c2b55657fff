/**
 * Compiles a skirmish document and its unit cards (schemas/skirmish.schema.json, schemas/units.schema.json)
 * into the plain data a game runs on: models with their card values, the table's pieces and sight scene,
 * objects, zones and each side's mission. Documents reach this only after validation; what the rules still
 * cannot play is a CompileError with a message for people.
 */
import { polygon } from './geometry';
import {
  ATTRIBUTES,
  MODEL_TYPES,
  MOVEMENTS,
  SIZES,
  TERRAIN_TYPES,
  COVER_LEVELS,
  PASSABILITY,
  effectBits,
  type ArmourDef,
  type MissionDef,
  type ModelDef,
  type ObjectDef,
  type PowerDef,
  type TerrainDef,
  type VictoryDef,
  type WeaponDef,
  type ZoneDef,
} from './rules/defs';
import { chooseArmour, unarmedWeapon } from './rules/model-def';
import { applyProfile, readHooks, type RerollHook, type RollHook } from './rules/hooks';
import { resolveSettings, type UniversalisSettings } from './rules/settings';
import { weaponOffsets, type Compiled, type ModelSetup } from './rules/state';
import { sceneOf } from './rules/terrain';

export class CompileError extends Error {}

type Json = Record<string, any>;

/** The English (or first) form of a text that may be given in several languages. */
export function plain(t: unknown, fallback = ''): string {
  if (typeof t === 'string') return t;
  if (t && typeof t === 'object') {
    const o = t as Record<string, string>;
    return o.en ?? o.de ?? o.fr ?? fallback;
  }
  return fallback;
}

function weaponOf(w: Json): WeaponDef {
  let kind: WeaponDef['kind'] = 'ranged';
  let band = 0;
  let bands = 0;
  if (w.range === 'melee' || w.range === 'thrown') kind = w.range;
  else {
    band = Number(w.range?.band ?? 0);
    bands = Number(w.range?.bands ?? 0);
  }
  const additive = typeof w.strength === 'object' && w.strength !== null;
  return {
    name: plain(w.name, w.id),
    id: String(w.id),
    wk: Number(w.wk),
    kind,
    band,
    bands,
    strength: additive ? Number(w.strength.additive) : Number(w.strength),
    additive,
    damage: Number(w.damage),
    effects: effectBits(w.effects, `weapon ${w.id}`),
    df: Number(w.df ?? 0),
    reload: w.reload === true,
    unwieldy: w.unwieldy === true,
    indirect: w.indirect === true,
    area: Number(w.area ?? 0),
    uses: w.uses === undefined ? -1 : Number(w.uses),
    mount: w.mount === 'left' ? 1 : w.mount === 'right' ? 2 : 0,
    unarmed: false,
  };
}

function armourOf(a: Json): ArmourDef {
  const additive = typeof a.protection === 'object' && a.protection !== null;
  return {
    name: plain(a.name, a.id),
    protection: additive ? Number(a.protection.additive) : Number(a.protection),
    additive,
    dr: Number(a.dr ?? 0),
    effects: effectBits(a.effects, `armour ${a.id}`),
  };
}

function powerOf(p: Json): PowerDef {
  return {
    id: String(p.id),
    name: plain(p.name, p.id),
    ap: Number(p.ap),
    attribute: ATTRIBUTES.indexOf(p.attribute),
    difficulty: Number(p.difficulty ?? 0),
    hpLoss: Number(p.hpLoss?.amount ?? 0),
    hpLossAlways: p.hpLoss?.when === 'always',
    target: p.target,
    range: p.range,
    rangeCm: p.rangeCm === undefined ? null : Number(p.rangeCm),
    lasting: p.duration === 'lasting',
    ...powerHooks(p),
  };
}

/**
 * A power's action hook, and the lasting effects of a lasting one (a circle needs the target point of an area
 * power); the semantic checks report the others, which the engine skips.
 */
function powerHooks(p: Json): Pick<PowerDef, 'action' | 'effects'> {
  const h = readHooks(p.hooks);
  const l = p.duration === 'lasting' ? h.lasting : null;
  if (l && p.target !== 'area') l.blockerCm = 0;
  return { action: h.action, effects: l && (l.blockerCm > 0 || l.shotMod !== 0) ? l : null };
}

function terrainOf(p: Json, settings: UniversalisSettings): TerrainDef {
  const t = TERRAIN_TYPES[p.type];
  if (!t) throw new CompileError(`terrain piece ${p.id}: unknown type "${p.type}"`);
  const sight = t.sight;
  return {
    id: String(p.id),
    type: p.type,
    solid: p.kind === 'solid',
    poly: polygon(p.polygon),
    height: Number(p.height),
    passability: p.passability ? PASSABILITY.indexOf(p.passability) : t.passability,
    cover: p.cover ? COVER_LEVELS.indexOf(p.cover) : t.cover,
    sightLimit: sight === null ? Infinity : sight * settings.sightUnitCm,
    crater: p.type === 'crater',
    road: p.type === 'road',
    normalBuilding: p.normalBuilding ?? p.type === 'building',
    ladders: (p.ladders ?? []).map((l: Json) => ({ x: Number(l.at[0]), y: Number(l.at[1]) })),
  };
}

export function compileSkirmish(
  skirmish: unknown,
  references: { units?: unknown },
  partial?: Partial<UniversalisSettings>,
): Compiled {
  const doc = skirmish as Json;
  const units = references.units as Json | undefined;
  if (!doc || doc.ruleset !== 'universalis') throw new CompileError('this is not a Universalis skirmish');
  if (!units || !Array.isArray(units.cards))
    throw new CompileError(`the unit cards "${String(doc.units)}" could not be read`);
  const settings = resolveSettings({ ...partial, maxRounds: partial?.maxRounds ?? doc.roundLimit ?? 10 });
  const cards = new Map<string, Json>(units.cards.map((c: Json) => [c.id, c]));
  const powers = new Map<string, Json>((units.powers ?? []).map((p: Json) => [p.id, p]));

  const pieces: TerrainDef[] = (doc.table?.terrain ?? []).map((p: Json) => terrainOf(p, settings));
  const envName: string | null = doc.table?.environment ?? null;
  const environment = envName ? TERRAIN_TYPES[envName] : null;
  const zones: ZoneDef[] = (doc.zones ?? []).map((z: Json) => ({
    id: String(z.id),
    poly: z.polygon ? polygon(z.polygon) : null,
    circle: z.circle ? { x: z.circle.at[0], y: z.circle.at[1], r: z.circle.radius } : null,
  }));
  const zoneIndex = (id: string, what: string) => {
    const i = zones.findIndex((z) => z.id === id);
    if (i < 0) throw new CompileError(`${what}: no zone "${id}"`);
    return i;
  };

  const models: ModelDef[] = [];
  const setup: ModelSetup[] = [];
  // No prototype: a model may be called "constructor" (the id pattern allows it), which {} already held.
  const index: Record<string, number> = Object.create(null);
  const operatorIds: (string | undefined)[] = [];
  (['a', 'b'] as const).forEach((sideId, side) => {
    const sd = doc.sides?.[sideId];
    if (!sd) throw new CompileError(`side ${sideId} is missing`);
    for (const m of sd.models ?? []) {
      const card = cards.get(m.card);
      if (!card) throw new CompileError(`model ${m.id}: no unit card "${m.card}" in ${String(doc.units)}`);
      if (index[m.id] !== undefined) throw new CompileError(`model id "${m.id}" is used twice`);
      index[m.id] = models.length;
      const type = MODEL_TYPES.indexOf(card.type);
      const size = SIZES.indexOf(card.size);
      const attrs = ATTRIBUTES.map((a) =>
        card.attributes?.[a] === undefined ? NaN : Number(card.attributes[a]),
      );
      const weapons: WeaponDef[] = (card.weapons ?? []).map(weaponOf);
      const armour: ArmourDef[] = (card.armour ?? []).map(armourOf);
      const rollHooks: RollHook[] = [];
      const rerolls: RerollHook[] = [];
      const judged: string[] = [];
      let speed = Number(card.speed);
      const hooked = (x: Json, trait = -1) => {
        const h = readHooks(x.hooks, trait);
        for (const r of h.rolls) rollHooks.push(r);
        for (const r of h.rerolls) rerolls.push(r);
        speed = applyProfile(attrs, speed, h.profile);
        if (x.text && !Array.isArray(x.hooks)) judged.push(plain(x.name, x.id));
        return h.action;
      };
      const equipment = (card.equipment ?? []).map((e: Json) => ({
        id: String(e.id),
        name: plain(e.name, e.id),
        ap: e.ap === undefined ? null : Number(e.ap),
        uses: e.uses === undefined ? -1 : Number(e.uses),
        unwieldy: e.unwieldy === true,
        action: hooked(e),
      }));
      const traits = (card.traits ?? []).map((x: Json, k: number) => ({
        name: String(x.id),
        level: Number(x.level ?? 1),
        ap: x.ap === undefined ? null : Number(x.ap),
        uses: x.uses === undefined ? -1 : Number(x.uses),
        action: hooked(x, x.uses === undefined ? -1 : k),
      }));
      const chosen: PowerDef[] = (m.powers ?? []).map((id: string) => {
        const p = powers.get(id);
        if (!p) throw new CompileError(`model ${m.id}: no power card "${id}"`);
        if (p.text && !Array.isArray(p.hooks)) judged.push(plain(p.name, p.id));
        return powerOf(p);
      });
      const hands = card.capabilities?.hands ?? type === 0;
      const def: ModelDef = {
        id: String(m.id),
        name: plain(m.name, plain(card.name, m.id)),
        card: String(card.id),
        cardName: plain(card.name, card.id),
        side: side as 0 | 1,
        leader: m.leader === true,
        type,
        size,
        movement: MOVEMENTS.indexOf(card.movement),
        speed,
        attrs,
        hpNormal: Number(card.hp.normal),
        hpCritical: Number(card.hp.critical),
        weapons,
        armour,
        armourIndex: chooseArmour(armour, attrs[3]),
        carriesUnwieldy:
          weapons.some((w) => w.unwieldy) || equipment.some((e: { unwieldy: boolean }) => e.unwieldy),
        operator: -1,
        stealth: card.stealth
          ? { active: card.stealth.type === 'active', level: Number(card.stealth.level) }
          : null,
        traits,
        equipment,
        rollHooks,
        rerolls,
        judged,
        powers: chosen,
        discipline: (card.disciplines ?? []).length > 0,
        hands,
        useObjects: card.capabilities?.useObjects ?? hands,
        points: Number(card.points ?? 0),
        facing: Number(m.facing ?? (side === 0 ? 270 : 90)),
      };
      const unarmed = unarmedWeapon(def, settings);
      if (unarmed) def.weapons.push(unarmed);
      if (def.weapons.length > 30) throw new CompileError(`model ${m.id}: more than 30 weapons`);
      models.push(def);
      operatorIds.push(m.operator);
      setup.push({
        x: Number(m.at[0]),
        y: Number(m.at[1]),
        z: Number(m.z ?? 0),
        facing: def.facing,
        prone: m.prone === true,
        ap: type === 1 ? 2 : 6,
        hp: def.hpNormal + def.hpCritical,
        eliminated: false,
        moved: 0,
        shock: 0,
        fast: false,
        defence: false,
        fireReadiness: -1,
        reload: 0,
        panic: false,
        camouflaged: false,
        burning: false,
      });
    }
  });
  operatorIds.forEach((op, i) => {
    if (op === undefined) return;
    const o = index[op];
    if (o === undefined) throw new CompileError(`model ${models[i].id}: no operator "${op}"`);
    models[i].operator = o;
  });

  const objects: ObjectDef[] = (doc.table?.objects ?? []).map((o: Json) => ({
    id: String(o.id),
    name: plain(o.name, o.id),
    x: Number(o.at[0]),
    y: Number(o.at[1]),
    z: Number(o.z ?? 0),
    radius: Number(o.radius ?? 1.25),
    portable: o.portable === true,
    colossusUsable: o.colossusUsable ?? true,
    restrictions: [],
    opens: [],
  }));
  (doc.table?.objects ?? []).forEach((o: Json, i: number) => {
    objects[i].opens = (o.opens ?? []).map((id: string) => {
      const k = pieces.findIndex((p) => p.id === id);
      if (k < 0) throw new CompileError(`object ${o.id}: no piece "${id}" to open`);
      return k;
    });
    objects[i].restrictions = (o.restrictions ?? []).map((r: Json) => {
      if (r.trait !== undefined)
        return { kind: 'trait' as const, trait: String(r.trait), level: Number(r.level ?? 1) };
      if (r.roll !== undefined)
        return {
          kind: 'roll' as const,
          attribute: ATTRIBUTES.indexOf(r.roll),
          modifier: Number(r.modifier ?? 0),
        };
      if (r.item !== undefined) return { kind: 'item' as const, item: String(r.item) };
      const k = objects.findIndex((x) => x.id === r.after);
      if (k < 0) throw new CompileError(`object ${o.id}: no object "${String(r.after)}"`);
      return { kind: 'after' as const, object: k };
    });
  });

  const missions = (['a', 'b'] as const).map((sideId): MissionDef => {
    const ms = doc.sides[sideId].mission ?? { victory: ['all-enemies-gone'] };
    const victory: VictoryDef[] = (ms.victory ?? []).map((v: Json | string): VictoryDef => {
      if (v === 'all-enemies-gone') return { kind: 'all-enemies-gone' };
      const o = v as Json;
      if (o['objects-in-zone'])
        return {
          kind: 'objects-in-zone',
          zone: zoneIndex(o['objects-in-zone'].zone, `side ${sideId}'s mission`),
          count: Number(o['objects-in-zone'].count),
        };
      if (o['models-in-zone'])
        return {
          kind: 'models-in-zone',
          zone: zoneIndex(o['models-in-zone'].zone, `side ${sideId}'s mission`),
          fraction: Number(o['models-in-zone'].fraction),
        };
      return { kind: 'custom', text: plain(o.custom) };
    });
    return {
      name: plain(ms.name, ms.standard ?? 'custom'),
      standard: ms.standard ?? null,
      checkAtPhaseEnd: ms.checkAt === 'phase-end',
      victory,
    };
  }) as [MissionDef, MissionDef];

  const deployment = (['a', 'b'] as const).map((sideId) => {
    const z = doc.sides[sideId].deployment;
    return z ? zones.findIndex((x) => x.id === z) : -1;
  }) as [number, number];
  return {
    id: String(doc.id),
    title: plain(doc.title, doc.id),
    models,
    index,
    setup,
    table: {
      pieces,
      environment,
      environmentName: envName,
      scene: sceneOf(pieces, environment, settings.sightUnitCm),
    },
    objects,
    zones,
    missions,
    settings,
    ...weaponOffsets(models),
    deployment,
  };
}
