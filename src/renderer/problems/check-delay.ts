/**
 * The pause after an edit before a document is checked again: a typing pause. Checking Verdant Sweep takes a few
 * milliseconds in the validation worker (a 5 MB mission about 30), so the problems follow typing closely; live
 * balance starts its batch when this check has answered (sim/live-balance.ts).
 */
export const CHECK_DELAY_MS = 100;
