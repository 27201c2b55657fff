/**
 * What the Universalis formats derive from a unit card (danger radius, perception, carrying capacity, the unarmed
 * profile): computed, never typed. The checks are in checks/, their codes in codes.ts, their words in messages/; the
 * ruleset (../index.ts) registers them with the kinds `skirmish` and `units`.
 */
export * from './derived';
