import type { CodeSpec } from '../../../ruleset';

/**
 * Every diagnostic code the Universalis checks emit besides the shared ones (`duplicate-id`, `unknown-zone`,
 * `unknown-object`, `reference-*`), with its meaning: docs/formats.md lists them, and the codes test checks that
 * every code in the sources is listed here or in src/engine/format/codes.ts.
 */
export const UNIVERSALIS_CODES: Record<string, CodeSpec> = {
  'unknown-unit-card': { severity: 'error', group: 'Universalis: references', meaning: 'A model names a unit card the units file does not have.' },
  'unknown-power': { severity: 'error', group: 'Universalis: references', meaning: 'A model takes a power card the units file does not have.' },
  'unknown-faction': { severity: 'error', group: 'Universalis: references', meaning: 'A card or a side names a faction the units file does not define.' },
  'unknown-discipline': { severity: 'error', group: 'Universalis: references', meaning: 'A card or power card names a discipline the units file does not define.' },
  'unknown-terrain-piece': { severity: 'error', group: 'Universalis: references', meaning: 'An object names a terrain piece (`piece`, `opens`) the table does not have.' },
  'unknown-operator': { severity: 'error', group: 'Universalis: references', meaning: 'A telematon names an operator that is not a model of its side (or itself).' },
  'hp-over-limit': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A card has more than 20 hit points, white and orange together (UN-3.5.4).' },
  'hp-none': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A card has no hit points at all.' },
  'size-not-allowed': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A size its model type cannot have: standard small–large, colossus large–huge (UN-3.2).' },
  'attributes-missing': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A standard model or colossus lacks one of AGI, NK, FK, EH (UN-3.3).' },
  'telematon-attributes': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A telematon gives AGI, NK, FK or EH, which it does not have (UN-19.5).' },
  'capabilities-unset': { severity: 'warning', group: 'Universalis: unit cards', meaning: 'A telematon or colossus card does not say whether the model has hands (`capabilities.hands`); the rules engine then assumes it has none (AD-77).' },
  'weapon-field-unused': { severity: 'warning', group: 'Universalis: unit cards', meaning: 'A melee weapon has sustained fire, indirect fire or an area, which only ranged weapons use.' },
  'mount-not-colossus': { severity: 'warning', group: 'Universalis: unit cards', meaning: 'A weapon of a model that is not a colossus has a `mount` zone.' },
  'hook-field-missing': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A hook lacks a field its kind needs (AD-79): the simulator skips it.' },
  'hook-field-unused': { severity: 'warning', group: 'Universalis: unit cards', meaning: 'A hook has a field its kind does not use (AD-79).' },
  'hook-action-without-ap': { severity: 'warning', group: 'Universalis: unit cards', meaning: 'An action hook on a trait or item without an AP cost: without the Use action it can never be played (UN-7.4, AD-79).' },
  'hook-power-only': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A sightBlocker or shotModifier hook on a trait or item: only a lasting power places such effects (AD-79).' },
  'hook-lasting-instant': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A sightBlocker or shotModifier hook on an instant power: its effect lasts as long as the power, and an instant power never lasts (UN-20.2.7, AD-79).' },
  'hook-blocker-not-area': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A sightBlocker hook on a power whose target is not an area: the circle needs a target point (UN-20.2.5, AD-79).' },
  'hook-radius-not-positive': { severity: 'error', group: 'Universalis: unit cards', meaning: 'A sightBlocker hook whose radius is 0: a circle of no size blocks nothing (AD-79).' },
  'load-over-capacity': { severity: 'info', group: 'Universalis: unit cards', meaning: 'The weights on a card exceed its carrying capacity: a reminder that the printed AGI and GK include the load penalty (UN-4.4.4).' },
  'polygon-self-intersecting': { severity: 'error', group: 'Universalis: table', meaning: 'A terrain or zone outline crosses itself, or folds back onto an edge.' },
  'polygon-degenerate': { severity: 'error', group: 'Universalis: table', meaning: 'A terrain or zone outline has no area or repeats a corner.' },
  'off-table': { severity: 'error', group: 'Universalis: table', meaning: 'A model base, object, circular zone or ladder reaches beyond the 90 × 90 cm table (AD-5); polygon corners outside it are schema errors.' },
  'terrain-overlap': { severity: 'info', group: 'Universalis: table', meaning: 'Two terrain pieces overlap; the later one wins where they do (DM-11.3, AD-42).' },
  'ladder-misplaced': { severity: 'warning', group: 'Universalis: table', meaning: 'A ladder stands away from its piece\'s edge, or reaches above the piece.' },
  'environment-everywhere': { severity: 'warning', group: 'Universalis: table', meaning: 'An environment with difficult or impassable ground, cover or limited sight covers the whole table (AD-41).' },
  'bases-overlap': { severity: 'error', group: 'Universalis: models', meaning: 'Two model bases overlap; they may only touch (AD-25).' },
  'model-in-solid-terrain': { severity: 'error', group: 'Universalis: models', meaning: 'A model\'s base overlaps a solid piece it does not stand on.' },
  'model-height': { severity: 'error', group: 'Universalis: models', meaning: 'A model\'s `z` is neither 0 nor the height of a solid piece under its base centre.' },
  'model-in-impassable-terrain': { severity: 'error', group: 'Universalis: models', meaning: 'A ground-based model (legs, tracks, wheels) stands in an impassable piece (AD-40).' },
  'colossus-in-building': { severity: 'error', group: 'Universalis: models', meaning: 'A colossus stands in or on a normal building (UN-18.2.2).' },
  'deployment-outside-zone': { severity: 'error', group: 'Universalis: models', meaning: 'A model\'s base is not wholly inside its side\'s deployment zone (UN-5.4).' },
  'deployment-too-close': { severity: 'error', group: 'Universalis: models', meaning: 'Two enemy models are deployed closer than 12 cm, edge to edge (UN-5.4.4).' },
  'zone-overlap': { severity: 'warning', group: 'Universalis: models', meaning: 'The two sides\' deployment zones overlap (DM-5).' },
  'faction-mismatch': { severity: 'error', group: 'Universalis: groups', meaning: 'A model\'s card does not list its side\'s faction (DM-7.2).' },
  'group-too-small': { severity: 'error', group: 'Universalis: groups', meaning: 'A side has fewer than 2 models (UN-2.2.1).' },
  'leader-count': { severity: 'error', group: 'Universalis: groups', meaning: 'A side has no leader or more than one (UN-2.2.3).' },
  'points-over-limit': { severity: 'error', group: 'Universalis: groups', meaning: 'A side\'s cards add up to more points than `pointsLimit` (AD-69).' },
  'telematon-without-operator': { severity: 'error', group: 'Universalis: groups', meaning: 'A telematon has no `operator` (UN-19.2).' },
  'operator-not-telematon': { severity: 'warning', group: 'Universalis: groups', meaning: 'A model that is not a telematon names an `operator`.' },
  'operator-capacity': { severity: 'error', group: 'Universalis: groups', meaning: 'A model operates more telematons than its card\'s `operatorCapacity` (UN-19.1).' },
  'power-not-in-discipline': { severity: 'error', group: 'Universalis: groups', meaning: 'A model takes a power of a discipline its card does not have (UN-20.1.1).' },
  'powers-over-level': { severity: 'error', group: 'Universalis: groups', meaning: 'A model takes more powers of a discipline than its level in it (UN-20.1.2).' },
  'object-unreachable': { severity: 'warning', group: 'Universalis: objects and missions', meaning: 'An object lies wholly inside a solid piece, below its top, where no model reaches it for base contact (DM-11.4).' },
  'object-order-cycle': { severity: 'error', group: 'Universalis: objects and missions', meaning: 'Objects that each need another used first form a cycle, so none can ever be used.' },
  'restriction-never-met': { severity: 'warning', group: 'Universalis: objects and missions', meaning: 'An object needs a trait or item no model on the table has.' },
  'mission-not-standard': { severity: 'warning', group: 'Universalis: objects and missions', meaning: 'A mission marked as an upstream standard mission has other victory conditions or timing than that mission.' },
  'victory-unreachable': { severity: 'error', group: 'Universalis: objects and missions', meaning: 'None of a side\'s victory conditions can ever hold: too few usable portable objects, too many stationary models outside the zone, or a zone off the table.' },
  'victory-not-simulated': { severity: 'warning', group: 'Universalis: objects and missions', meaning: 'A side wins only by custom conditions, which the simulator cannot judge: it plays that side\'s games to the last side standing, else to the round limit.' },
};

/** The codes of a units file's own checks. */
export const UNITS_CODES: Record<string, CodeSpec> = Object.fromEntries(
  [
    'unknown-faction',
    'unknown-discipline',
    'hp-over-limit',
    'hp-none',
    'size-not-allowed',
    'attributes-missing',
    'telematon-attributes',
    'capabilities-unset',
    'weapon-field-unused',
    'mount-not-colossus',
    'load-over-capacity',
  ].map((code) => [code, UNIVERSALIS_CODES[code]]),
);

/** A skirmish's codes: its checks (which look into the units file too) and those of its `units` reference. */
export const SKIRMISH_CODES: Record<string, CodeSpec> = {
  ...UNIVERSALIS_CODES,
  'units-not-checked': { severity: 'info', group: 'Universalis: references', meaning: 'No units file was given, so the models\' unit cards, factions, points and powers were not checked.' },
  'units-not-found': { severity: 'error', group: 'Universalis: references', meaning: 'The units file the scenario names (relative to the scenario file) cannot be read.' },
  'units-invalid': { severity: 'warning', group: 'Universalis: references', meaning: 'The units file is not valid on its own, so references into it were not checked.' },
};
