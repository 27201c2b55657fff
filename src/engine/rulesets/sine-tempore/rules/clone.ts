/**
 * A copy of a game that plays on by itself: what a look-ahead needs (the studio's attack odds, a bot that tries a
 * move before choosing it). Everything a rule may change is copied; what no rule changes once a game is set up is
 * shared (the board, which a wall event replaces rather than edits, the compiled mission, model definitions,
 * board elements, log entries, objectives and patrol routes, which are replaced, never edited). Caches are left
 * empty: they fill again from the copy's own state. The test plays a copy and the original on separately and
 * checks each against a game that was never copied.
 */
import type { GameState, Model } from './state';

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

export function cloneGame(s: GameState): GameState {
  const mi = s.mission;
  const st = s.stats;
  return {
    board: s.board,
    rs: s.rs,
    rng: s.rng.clone(),
    dice: { ...s.dice, forced: s.dice.forced.slice(), forcedPenalty: s.dice.forcedPenalty.slice() },
    models: s.models.map(cloneModel),
    groups: s.groups.map((g) => ({ ...g, models: g.models.slice() })),
    heroes: s.heroes.slice(),
    byId: new Map(s.byId),
    hand: s.hand,
    occ: s.occ.slice(),
    loot: s.loot.slice(),
    flags: s.flags.slice(),
    elem: s.elem.slice(),
    elements: s.elements.slice(),
    elemWounds: s.elemWounds.slice(),
    dynLos: s.dynLos.slice(),
    version: s.version,
    exploreCache: new Map(),
    stepTables: [],
    targetCache: new Map(),
    interactCache: { version: -1, answers: new Map() },
    conditionsSeen: { ...s.conditionsSeen },
    act: s.act ? { ...s.act, healsUsed: s.act.healsUsed.slice() } : null,
    serial: s.serial,
    activations: s.activations,
    lastEnded: s.lastEnded,
    log: s.log ? s.log.slice() : null,
    result: s.result ? { ...s.result } : null,
    mission: mi
      ? {
          ...mi,
          fired: new Map(mi.fired),
          holding: new Set(mi.holding),
          interacted: new Set(mi.interacted),
          lootCards: new Map([...mi.lootCards].map(([c, cards]) => [c, cards.slice()])),
          decks: {
            resources: mi.decks.resources.slice(),
            serious: mi.decks.serious.slice(),
            oblivion: mi.decks.oblivion.slice(),
            draft: new Map([...mi.decks.draft].map(([d, cards]) => [d, cards.slice()])),
            mission: mi.decks.mission ? mi.decks.mission.slice() : null,
          },
          timed: mi.timed.map((t) => ({ ...t })),
          ongoing: mi.ongoing.slice(),
        }
      : null,
    stats: st
      ? {
          heroWoundsAt: st.heroWoundsAt.slice(),
          enemyWoundsAt: st.enemyWoundsAt.slice(),
          koAt: st.koAt.slice(),
          killsAt: st.killsAt.slice(),
          killsByGroup: new Map(st.killsByGroup),
          eventsFired: new Map(st.eventsFired),
          koByHero: st.koByHero.slice(),
          seriousByHero: st.seriousByHero.slice(),
          tvByCycle: st.tvByCycle.map((row) => row.slice()),
        }
      : null,
    heroChoices: s.heroChoices,
  };
}
