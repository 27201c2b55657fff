/**
 * The English messages of the Universalis checks (skirmish scenarios and unit cards). The shared catalog
 * (src/engine/format/messages/en.ts) spreads them in, so `msg()` knows their ids and placeholders; de.ts and fr.ts
 * here must have exactly the same ids. Syntax as there: `{{name}}` an argument, `{{n|one|other}}` a plural.
 */
export const universalisEn = {
  // ---- Phrases -----------------------------------------------------------------------------------------------------
  'kind-skirmish': 'skirmish scenario',
  'kind-units': 'units file',
  'things-unit-cards': 'unit cards',
  'things-power-cards': 'power cards',
  'things-factions': 'factions',
  'things-disciplines': 'disciplines',
  'things-card-entries': 'traits, weapons, armour or equipment on this card',
  'things-terrain-pieces': 'terrain pieces',
  'things-models': 'models',
  'ref-unit-card': 'a unit card',
  'ref-power-card': 'a power card',
  'ref-faction': 'a faction',
  'ref-discipline': 'a discipline',
  'ref-terrain-piece': 'a terrain piece',
  'ref-model-of-side': 'a model of side {{side}}',
  'in-this-units-file': 'in this units file',
  'in-units-file': 'in the units file `{{file}}`',
  'in-this-skirmish': 'in this scenario',
  'subject-model': 'Model `{{id}}`',
  'subject-object': 'Object `{{id}}`',
  'subject-zone': 'Zone `{{id}}`',
  'subject-ladder': 'A ladder of `{{id}}`',
  'subject-piece': 'Terrain piece `{{id}}`',
  'polygon-of': 'The outline of {{what}}',
  'polygon-zone': 'zone `{{id}}`',
  'polygon-piece': 'terrain piece `{{id}}`',
  'environment-difficult': 'every move is halved unless its movement test is passed',
  'environment-impassable': 'ground-based models cannot move at all',
  'environment-cover': 'every shot takes the {{level}} cover penalty',
  'environment-sight': 'lines of sight end after {{cm}} cm',
  'cover-soft': 'soft',
  'cover-hard': 'hard',
  'cover-massive': 'massive',
  'movement-legs': 'legs',
  'movement-tracks': 'tracks',
  'movement-wheels': 'wheels',

  // ---- Unit cards (units file) -------------------------------------------------------------------------------------
  'hp-over-limit':
    '`{{id}}` has {{total}} hit points ({{normal}} white + {{critical}} orange); a model has at most 20 (UN-3.5.4).',
  'hp-none': '`{{id}}` has no hit points at all: give it at least one circle (UN-3.5).',
  'size-not-allowed': '`{{id}}` has size `{{size}}`, but {{allowed}} (UN-3.2).',
  'sizes-standard': 'a standard model is small, medium or large',
  'sizes-colossus': 'a colossus is large or huge',
  'attributes-missing':
    '`{{id}}` needs all six attributes, as every model but a telematon does; {{missing}} {{count|is|are}} missing (UN-3.3).',
  'telematon-attributes':
    '`{{id}}` is a telematon: it has no {{extra}} of its own and rolls on its operator\'s values (UN-19.5). Remove {{count|it|them}}.',
  'capabilities-unset':
    '`{{id}}` is {{what}}: say whether it has hands with `"capabilities": {"hands": …}`. Without it the rules engine assumes it has none, so it fires no hand weapons and uses no objects (AD-77).',
  'a-telematon': 'a telematon',
  'a-colossus': 'a colossus',
  'power-targets-model': 'a model',
  'power-targets-self': 'its user',
  'hook-field-missing': 'A `{{kind}}` hook of `{{owner}}` needs `{{field}}` (AD-79); the simulator skips it.',
  'hook-field-unused': '`{{field}}` means nothing to a `{{kind}}` hook (of `{{owner}}`, AD-79).',
  'hook-action-without-ap':
    '`{{owner}}` has an action hook but no AP cost: without the Use action it is never played (UN-7.4, AD-79).',
  'hook-power-only':
    'The `{{kind}}` hook of `{{owner}}` can only work on a lasting power: a trait or an item places no lasting effect (AD-79); the simulator skips it.',
  'hook-lasting-instant':
    'The `{{kind}}` hook of `{{owner}}` lasts as long as its power, but `{{owner}}` is instant (UN-20.2.7): make it `"duration": "lasting"` or drop the hook; the simulator skips it.',
  'hook-blocker-not-area':
    'The sight blocker of `{{owner}}` needs a target point, but the power targets {{target}} (UN-20.2.5): make it `"target": "area"`; the simulator skips the hook.',
  'hook-radius-not-positive':
    'The sight blocker of `{{owner}}` has a radius of 0 cm and blocks nothing (AD-79): give `radiusCm` more than 0; the simulator skips it.',
  'weapon-field-unused':
    '`{{field}}` has no effect on the melee weapon `{{weapon}}` of `{{id}}`: sustained fire, indirect fire and area effects are for ranged weapons (UN-12.2).',
  'mount-not-colossus':
    '`{{weapon}}` of `{{id}}` has a `mount`, but only colossi have hit zones to mount weapons on (UN-18.3, AD-73).',
  'load-over-capacity':
    '`{{id}}` carries {{load}} kg with a capacity of {{capacity}} kg: the AGI and GK printed on the card must already include −{{penalty}} (UN-4.4.4).',

  // ---- Skirmish: table and terrain ---------------------------------------------------------------------------------
  'polygon-self-intersecting':
    '{{what}} crosses itself near [{{x}}, {{y}}] (edges {{first}} and {{second}}): list the corners in order around the shape.',
  'polygon-repeated-point':
    '{{what}} uses the corner [{{x}}, {{y}}] twice (points {{first}} and {{second}}); a simple polygon visits each corner once.',
  'polygon-zero-area': '{{what}} has no area: its corners lie on one line.',
  'off-table':
    '{{what}} at [{{x}}, {{y}}] reaches {{over}} cm beyond the edge of the 90 × 90 cm table (AD-5).',
  'terrain-overlap':
    'Terrain pieces `{{id}}` and `{{other}}` overlap; where they do, `{{winner}}` (the later one in the list) sets type, passability and cover (AD-42).',
  'ladder-misplaced':
    '{{what}} stands at [{{x}}, {{y}}], {{distance}} cm from the piece; a ladder stands at its edge.',
  'ladder-too-high': '{{what}} reaches {{to}} cm, above the piece\'s height of {{height}} cm.',
  'environment-everywhere':
    'The whole table is `{{type}}` (UN-9.7): it applies wherever no piece lies, so {{effects}} (AD-41).',

  // ---- Skirmish: models ---------------------------------------------------------------------------------------------
  'bases-overlap':
    'The bases of `{{id}}` and `{{other}}` overlap ({{overlap}} cm); bases may touch but never overlap (AD-25).',
  'model-in-solid-terrain':
    '`{{id}}` stands inside the solid piece `{{piece}}` (height {{height}} cm); put it beside the piece, or on top with `"z": {{height}}`.',
  'model-height':
    '`{{id}}` stands at z = {{z}} cm, but no solid piece of that height is under its base centre; a model stands on the table (z = 0) or on top of a solid piece (z = its height).',
  'model-in-impassable-terrain':
    '`{{id}}` moves on {{movement}} and stands in the impassable piece `{{piece}}`, where ground-based models cannot go (AD-40).',
  'colossus-in-building':
    '`{{id}}` is a colossus inside the normal building `{{piece}}`; colossi cannot enter normal buildings (UN-18.2.2).',
  'deployment-outside-zone':
    '`{{id}}` at [{{x}}, {{y}}] is not wholly inside side {{side}}\'s deployment zone `{{zone}}` (UN-5.4).',
  'deployment-too-close':
    '`{{id}}` is {{distance}} cm from the enemy model `{{other}}`; no model may be deployed closer than 12 cm to an enemy (UN-5.4.4).',
  'zone-overlap':
    'The deployment zones `{{zone}}` (side a) and `{{other}}` (side b) overlap; the players\' zones should not (DM-5).',
  'faction-mismatch':
    '`{{id}}` uses the card `{{card}}`, which faction `{{faction}}` of side {{side}} cannot field: its factions are {{factions}} (DM-7.2).',
  'group-too-small': 'Side {{side}} has {{count}} {{count|model|models}}; a group has at least 2 (UN-2.2.1).',
  'leader-none': 'Side {{side}} has no leader: mark one model with `"leader": true` (UN-2.2.3).',
  'leader-several':
    'Side {{side}} has {{count}} leaders ({{ids}}); a group has exactly one (UN-2.3.1).',
  'points-over-limit':
    'Side {{side}} fields {{points}} points, over the agreed limit of {{limit}} (AD-69).',
  'telematon-without-operator':
    '`{{id}}` is a telematon: name the model of its side that operates it in `operator` (UN-19.2).',
  'operator-not-telematon': '`{{id}}` is not a telematon, so `operator` has no effect.',
  'operator-self': '`{{id}}` cannot operate itself.',
  'operator-capacity':
    '`{{id}}` operates {{count}} {{count|telematon|telematons}} but its card allows {{capacity}} (UN-19.1).',
  'power-not-in-discipline':
    '`{{id}}` takes the power `{{power}}` of the discipline `{{discipline}}`, which its card `{{card}}` does not have (UN-20.1.1).',
  'powers-over-level':
    '`{{id}}` takes {{count}} powers of `{{discipline}}` but its level there is {{level}} (UN-20.1.2).',

  // ---- Skirmish: objects and missions -------------------------------------------------------------------------------
  'object-unreachable':
    'Object `{{id}}` lies inside the solid piece `{{piece}}`, below its top ({{height}} cm): no model reaches it for base contact (UN-8.3.7). Put it at the piece\'s edge, or on top with `"z": {{height}}`.',
  'object-order-cycle':
    'These objects wait for each other in a circle ({{cycle}}): each needs the next one used first, so none of them can ever be used (UN-9.2.4).',
  'restriction-never-met':
    'No model on the table has the {{what}} `{{id}}` that `{{object}}` needs, so nobody can use it.',
  'restriction-trait': 'trait',
  'restriction-item': 'item',
  'mission-not-standard':
    'Side {{side}} plays the standard mission `{{standard}}`, which is won by {{expected}}; this mission says otherwise. Drop `standard` for a custom mission.',
  'standard-victory-a': 'every enemy model eliminated or off the table, checked at round end',
  'standard-victory-objects': 'at least 3 objects in the own deployment zone at the end of an initiative phase',
  'standard-victory-extraction': 'at least half the own models in the extraction zone at the end of an initiative phase',
  'victory-unreachable': 'Side {{side}} can never win this way: {{why}}.',
  'why-objects-count':
    'it needs {{count}} objects in `{{zone}}` but only {{usable}} portable {{usable|object|objects}} on the table {{usable|is|are}} usable by its models',
  'why-models-fraction':
    'it needs {{needed}} of its {{total}} models in `{{zone}}`, but {{stuck}} {{stuck|is|are}} stationary outside it',
  'victory-not-simulated':
    'Side {{side}} wins only by custom conditions, which the players judge; the simulator cannot, so it plays its games to the last side standing (every enemy eliminated or fled), else to the round limit.',
} as const;

export type UniversalisMessageId = keyof typeof universalisEn;
