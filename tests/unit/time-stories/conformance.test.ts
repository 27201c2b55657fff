import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { casesOf, runCase } from '../../../src/engine/conform/run';

const dirs = ['tests/fixtures/conformance/time-stories', 'tests/fixtures/conformance/public'];

function load(dir: string) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => casesOf(JSON.parse(readFileSync(join(dir, f), 'utf8'))).map((c) => ({ file: f, c })))
    .filter(({ c }) => c.ruleset === 'time-stories');
}

describe('time-stories conformance cases', () => {
  for (const dir of dirs) {
    const cases = load(dir);
    test(`${dir} holds time-stories cases`, () => expect(cases.length).toBeGreaterThan(0));
    for (const { file, c } of cases) {
      test(`${c.id} (${c.source})`, () => {
        expect(runCase(c), `${file}`).toEqual({ id: c.id, pass: true });
      });
    }
  }

  test('every own case cites a TS rule number', () => {
    for (const { c } of load(dirs[0])) expect(c.source, c.id).toMatch(/TS-\d+/);
  });

  test('a case the runner cannot interpret fails and says why', () => {
    const base = {
      id: 'x',
      ruleset: 'time-stories',
      tu: 5,
      agents: [{ id: 'a', resistance: 0, lp: 3 }],
      test: { shields: ['blank'] },
    };
    expect(runCase({ ...base, test: { shields: ['gold'] } })).toMatchObject({
      pass: false,
      message: expect.stringMatching(/unknown shield kind "gold"/),
    });
    expect(runCase({ ...base, rounds: [[{ agent: 'zed', do: 'nothing' }]] })).toMatchObject({
      pass: false,
      message: expect.stringMatching(/unknown agent/),
    });
    expect(runCase({ ...base, rounds: [[{ agent: 'a', do: 'dance' }]] })).toMatchObject({
      pass: false,
      message: expect.stringMatching(/an action is/),
    });
    expect(runCase({ ...base, leave: { red: true } })).toMatchObject({
      pass: false,
      message: expect.stringMatching(/captainDie/),
    });
    expect(runCase({ ...base, weather: 'rain' })).toMatchObject({
      pass: false,
      message: expect.stringMatching(/unknown field "weather"/),
    });
  });
});
