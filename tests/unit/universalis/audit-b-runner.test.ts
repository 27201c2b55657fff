/**
 * The universalis case runner holds a case to its dice (FORMAT-universalis.md "Dice"): leftovers, missing dice
 * and a refused step without expectError all fail; a refused step with expectError spends no die.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCase } from '../../../src/engine/conform/run';

const file = 'tests/fixtures/conformance/universalis/audit-b-shots.json';
const cases = (JSON.parse(readFileSync(file, 'utf8')) as { cases: { id: string; dice: number[] }[] }).cases;
const byId = (id: string) => structuredClone(cases.find((c) => c.id === `audit-b-${id}`)!) as never as {
  id: string;
  dice: number[];
  steps: Record<string, unknown>[];
};

describe('universalis case runner: dice and refused steps', () => {
  it('passes the case as written (UN-14.14 order: FK, fire-readiness EH, wound, armour)', () => {
    expect(runCase(byId('shot-fire-readiness-test-after-hit-fails') as never).pass).toBe(true);
  });

  it('fails a case whose dice are left over', () => {
    const c = byId('shot-fire-readiness-test-after-hit-fails');
    c.dice.push(7);
    const r = runCase(c as never);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/left over/);
  });

  it('fails a case that gives too few dice', () => {
    const c = byId('shot-fire-readiness-test-after-hit-fails');
    c.dice.pop();
    const r = runCase(c as never);
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/another D12/);
  });

  it('fails a refused step without expectError, and a legal step marked expectError', () => {
    const refused = byId('shot-refused-camouflaged-target');
    delete refused.steps[0].expectError;
    expect(runCase(refused as never).pass).toBe(false);
    const legal = byId('snap-shot-minus-two-costs-wk');
    legal.steps[0].expectError = true;
    expect(runCase(legal as never).pass).toBe(false);
  });

  it('a refused step spends no die: a die given to it is left over (AD-11)', () => {
    const c = byId('shot-refused-camouflaged-target');
    c.dice.push(3);
    expect(runCase(c as never).pass).toBe(false);
  });
});
