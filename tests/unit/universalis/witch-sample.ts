/**
 * Saltmarsh Crossing with its session-5 Cinder band: the ash witch (Ember Hex, Smoke Veil) where the sample now
 * fields a third raider (the swap made Saltmarsh's mirrors fair, issue 12). The Smoke Veil tests play this copy,
 * since no sample fields the veil any more.
 */
import { readFileSync } from 'node:fs';

export function saltmarshWithAshWitch(): any {
  const sk = JSON.parse(readFileSync('samples/saltmarsh-crossing.skirmish.json', 'utf8'));
  const band = sk.sides.b.models;
  const i = band.findIndex((m: { id: string }) => m.id === 'raider-3');
  band[i] = { id: 'witch', card: 'ash-witch', at: band[i].at, powers: ['ember-hex', 'smoke-veil'] };
  return sk;
}
