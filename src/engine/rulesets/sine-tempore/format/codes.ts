import type { CodeSpec } from '../../../ruleset';

// The codes the Sine Tempore checks emit (docs/formats.md lists them in this order). `duplicate-id` is listed with the
// mission's codes and emitted by the catalog's checks too; the `catalog-*` codes are the mission's `catalog` reference.

export const MISSION_CODES: Record<string, CodeSpec> = {
  'duplicate-id': { severity: 'error', group: 'Semantic: ids and references', meaning: 'Two entries of one list share an id (heroes, enemies, tiles, events, objects, models across groups, attacks on a card, …).' },
  'unknown-catalog-entry': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A reference to a hero, enemy, tile, scenic element, equipment, skill, draft card, resource or event card that the catalog does not define.' },
  'unknown-attack': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A chain names an attack that is not on the card.' },
  'unknown-spawn-point': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A spawn effect names a spawn point the mission does not have.' },
  'unknown-object': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A location or condition names an interactive object the mission does not have.' },
  'unknown-event': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A `trigger-event` effect or `event-fired` condition names an event the mission does not have.' },
  'unknown-group': { severity: 'error', group: 'Semantic: ids and references', meaning: 'An effect or condition names an enemy group the mission does not have.' },
  'unknown-zone': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A location or target names a zone the mission does not have.' },
  'unknown-hero': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A condition or target names a hero who does not take part in the mission.' },
  'catalog-not-checked': { severity: 'info', group: 'Semantic: ids and references', meaning: 'No catalog was given, so references into it and the board were not checked.' },
  'catalog-not-found': { severity: 'error', group: 'Semantic: ids and references', meaning: 'The catalog the mission names (relative to the mission file) cannot be read.' },
  'catalog-invalid': { severity: 'warning', group: 'Semantic: ids and references', meaning: 'The catalog is not valid on its own, so references into it were not checked.' },
  'skill-slots-exceeded': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A hero selects more skills than it has skill slots (ST-2.6.2).' },
  'draft-deck-empty': { severity: 'warning', group: 'Semantic: ids and references', meaning: 'A draft spawn point can never draw a card: no draft card of that Defcon is in the deck.' },
  'enemy-group-mixed': { severity: 'error', group: 'Semantic: ids and references', meaning: 'One mission group mixes miniature families; each family has its own activation token (ST-18).' },
  'time-end-before-start': { severity: 'error', group: 'Semantic: time', meaning: 'The mission ends at or before its start time.' },
  'event-after-end': { severity: 'error', group: 'Semantic: time', meaning: 'A timed event or time condition at or after the end time never happens (D-8).' },
  'event-before-start': { severity: 'error', group: 'Semantic: time', meaning: 'A timed event or time condition at or before the start time never happens: only times the hands move on to are reached.' },
  'patrol-without-route': { severity: 'error', group: 'Semantic: enemies', meaning: 'A group in `patrol` state has no route.' },
  'route-without-patrol': { severity: 'warning', group: 'Semantic: enemies', meaning: 'A group has a patrol route but is not in `patrol` state, so it never walks it.' },
  'tile-overlap': { severity: 'error', group: 'Semantic: board', meaning: 'Two tiles or connectors cover the same square.' },
  'wall-not-an-edge': { severity: 'error', group: 'Semantic: board', meaning: 'A wall (or opening) between two squares that do not share a side, or off its tile.' },
  'wall-off-board': { severity: 'error', group: 'Semantic: board', meaning: 'A wall, opening or wall effect between two squares that both lie outside the board: it could never block anything.' },
  'opening-without-wall': { severity: 'warning', group: 'Semantic: board', meaning: 'An opening removes a wall that is not there.' },
  'placement-off-board': { severity: 'error', group: 'Semantic: board', meaning: 'Something placed on a square no tile covers (a zone entirely off the board is a warning).' },
  'placement-non-zone': { severity: 'error', group: 'Semantic: board', meaning: 'Something placed on a tile square marked `_` (not part of the board).' },
  'placement-blocked': { severity: 'error', group: 'Semantic: board', meaning: 'A model, object, spawn point or loot on impassable terrain, a printed obstruction, or a scenic element no model can stand on (D-27); models may stand on containers and buildings.' },
  'placement-on-wall': { severity: 'error', group: 'Semantic: board', meaning: 'A scenic element whose footprint straddles a wall.' },
  'placement-occupied': { severity: 'error', group: 'Semantic: board', meaning: 'Two models or objects on one square, or two scenic elements overlapping (ST-2.2).' },
  'hero-outside-deployment': { severity: 'error', group: 'Semantic: board', meaning: 'A hero starts outside the deployment zone.' },
  'objective-unreachable': { severity: 'error', group: 'Semantic: board', meaning: 'No hero can reach a square, zone or object a victory condition or event needs, from the start squares (walls that objects or events can open count as open; heroes climb one level per step).' },
};

export const CATALOG_CODES: Record<string, CodeSpec> = {
  'die-face-repeats-symbol': { severity: 'error', group: 'Semantic: catalog', meaning: 'A die face shows the same symbol twice (D-1).' },
  'die-symbol-counts': { severity: 'error', group: 'Semantic: catalog', meaning: 'The Action Die does not carry each symbol on the rulebook\'s number of faces (ST-5.2).' },
  'die-penalty-differs': { severity: 'warning', group: 'Semantic: catalog', meaning: 'The Penalty Die differs from the Action Die; the engine assumes one face table (D-1).' },
  'range-reversed': { severity: 'error', group: 'Semantic: catalog', meaning: 'An attack range whose minimum is above its maximum.' },
  'chain-same-attack': { severity: 'error', group: 'Semantic: catalog', meaning: 'A chain joins an attack with itself (ST-28.1).' },
  'equipment-hands': { severity: 'error', group: 'Semantic: catalog', meaning: 'Hand equipment without `hands` (error), or `hands` on other equipment (warning).' },
  'upgrade-level': { severity: 'error', group: 'Semantic: catalog', meaning: '`upgradesTo` names a card that is not exactly one level higher (ST-2.4.2).' },
  'tile-ragged': { severity: 'error', group: 'Semantic: catalog', meaning: 'A tile\'s rows have different lengths; a tile is a rectangle.' },
  'scenic-needs-health': { severity: 'error', group: 'Semantic: catalog', meaning: 'Light cover or a light obstruction (destructible, ST-31) without `health`.' },
  'scenic-needs-levels': { severity: 'error', group: 'Semantic: catalog', meaning: 'A container or building without `levels`.' },
  'footprint-repeats-square': { severity: 'error', group: 'Semantic: catalog', meaning: 'A scenic footprint lists one square twice.' },
  'cell-colour-missing': { severity: 'error', group: 'Semantic: catalog', meaning: 'An energy cell without its colour.' },
  'oblivion-needs-phases': { severity: 'error', group: 'Semantic: catalog', meaning: 'A temporary Oblivion card without `phases`.' },
};
