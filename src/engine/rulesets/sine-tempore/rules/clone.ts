/**
 * An independent copy of a game (look-ahead bots, "what if"): everything a move can change is copied; what never
 * changes during a game (the board, the compiled mission, model and attack definitions, resolved settings) is
 * shared. Caches derived from the position start empty, and the clone gets scratch buffers of its own.
 */
import type { GameState, Group, MissionRuntime, Model } from './state';
import { GameScratch } from './scratch';

function cloneModel(m: Model): Model {
  return {
    ...m,
    tokens: m.tokens.slice(),
    gained: m.gained.slice(),
    focus: new Map(m.focus),
    resources: m.resources.slice(),
    statMods: { ...m.statMods },
  };
}

function cloneGroup(g: Group): Group {
  return {
    ...g,
    models: g.models.slice(),
    objective: g.objective && { ...g.objective, cells: g.objective.cells.slice() },
    patrol: g.patrol && g.patrol.slice(),
  };
}

function cloneMission(r: MissionRuntime): MissionRuntime {
  const lootCards = new Map<number, string[]>();
  for (const [c, cards] of r.lootCards) lootCards.set(c, cards.slice());
  const draft = new Map<number, string[]>();
  for (const [d, cards] of r.decks.draft) draft.set(d, cards.slice());
  return {
    ...r,
    fired: new Map(r.fired),
    holding: new Set(r.holding),
    interacted: new Set(r.interacted),
    lootCards,
    decks: {
      resources: r.decks.resources.slice(),
      serious: r.decks.serious.slice(),
      oblivion: r.decks.oblivion.slice(),
      draft,
      mission: r.decks.mission && r.decks.mission.slice(),
    },
    timed: r.timed.map((t) => ({ ...t })),
    ongoing: r.ongoing.slice(),
  };
}

export function cloneState(s: GameState): GameState {
  const st = s.stats;
  return {
    ...s,
    rng: s.rng.clone(),
    dice: { ...s.dice, forced: s.dice.forced.slice(), forcedPenalty: s.dice.forcedPenalty.slice(), directions: s.dice.directions.slice() },
    rollChoices: s.rollChoices.map((c) => ({ ...c, rerolls: c.rerolls?.slice() })),
    choiceErrors: s.choiceErrors && s.choiceErrors.slice(),
    models: s.models.map(cloneModel),
    groups: s.groups.map(cloneGroup),
    heroes: s.heroes.slice(),
    byId: new Map(s.byId),
    occ: s.occ.slice(),
    loot: s.loot.slice(),
    flags: s.flags.slice(),
    elem: s.elem.slice(),
    elements: s.elements.slice(),
    elemWounds: s.elemWounds.slice(),
    dynLos: s.dynLos.slice(),
    exploreCache: new Map(),
    stepTables: s.stepTables.slice(),
    targetCache: new Map(),
    interactCache: { version: s.interactCache.version, answers: new Map() },
    conditionsSeen: { ...s.conditionsSeen },
    act: s.act && { ...s.act, healsUsed: s.act.healsUsed.slice() },
    log: s.log && s.log.slice(),
    result: s.result && { ...s.result },
    mission: s.mission && cloneMission(s.mission),
    scratch: new GameScratch(),
    stats: st && {
      heroWoundsAt: st.heroWoundsAt.slice(),
      enemyWoundsAt: st.enemyWoundsAt.slice(),
      koAt: st.koAt.slice(),
      killsAt: st.killsAt.slice(),
      killsByGroup: new Map(st.killsByGroup),
      eventsFired: new Map(st.eventsFired),
      koByHero: st.koByHero.slice(),
      seriousByHero: st.seriousByHero.slice(),
      tvByCycle: st.tvByCycle.map((row) => row.slice()),
    },
  };
}
