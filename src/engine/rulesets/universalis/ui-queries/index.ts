/**
 * Questions the studio asks the Universalis rules while a designer edits and test-plays (issue 13): the table as a
 * game state, the tape measure and range bands, line of sight with what blocks and the cover, the rings around a
 * model, its move reach, and the odds of a shot or a melee. Pure functions over the engine's own rules, so the
 * studio shows the engine's numbers. (Kept here for the rules helpers to adopt or move.)
 */
export { tableState, type TableState } from './table-state';
export { measureBetween, rangeBand, type BandReading, type End } from './measure';
export { sightReport, type SightRay, type SightReport } from './sight';
export { ringsOf, type Rings } from './rings';
export { moveReach, type Reach } from './reach';
export { shotOdds, meleeOdds, type MeleeOdds, type ShotOdds } from './odds';
