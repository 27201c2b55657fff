import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const studio = (...args: string[]) =>
  spawnSync(process.execPath, ['bin/studio.mjs', ...args], { encoding: 'utf8' });
const SAMPLE = 'samples/gull-point-drill.skirmish.json';

describe('studio simulate on a skirmish (issue 12)', () => {
  test('the JSON summary: win rates with their 95% interval, draws, endings, rounds, losses, unit cards, the heat map', () => {
    const r = studio(
      'simulate',
      SAMPLE,
      '--runs',
      '6',
      '--seed',
      '4',
      '--bot',
      'a=aggressive',
      '--bot',
      'b=cautious',
      '--json',
    );
    expect(r.status).toBe(0);
    const { summary } = JSON.parse(r.stdout);
    expect(summary.games).toBe(6);
    expect(summary.bots).toEqual({ a: 'aggressive', b: 'cautious' });
    expect(summary.wins.a.count + summary.wins.b.count + summary.draws.count).toBe(6);
    expect(summary.wins.a.low).toBeLessThanOrEqual(summary.wins.a.rate);
    expect(summary.wins.a.high).toBeGreaterThanOrEqual(summary.wins.a.rate);
    expect(Object.values(summary.reasons).reduce((a: number, b) => a + (b as number), 0)).toBe(6);
    expect(summary.rounds.mean).toBeGreaterThan(0);
    expect(summary.cards.length).toBeGreaterThan(0);
    for (const c of summary.cards) expect(c).toHaveProperty('pointsEfficiency');
    expect(summary.heat.a).toHaveLength(summary.heat.size * summary.heat.size);
  });

  test('the same seed gives the same report; --replay K prints game K with its rolls, and its decisions in --json', () => {
    const a = studio('simulate', SAMPLE, '--runs', '4', '--seed', '9', '--bot', 'cautious');
    const b = studio('simulate', SAMPLE, '--runs', '4', '--seed', '9', '--bot', 'cautious');
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/95% interval/);
    expect(a.stdout).toMatch(/Where models are eliminated/);
    const replay = studio('simulate', SAMPLE, '--seed', '9', '--bot', 'cautious', '--replay', '2');
    expect(replay.status).toBe(0);
    expect(replay.stdout).toMatch(/activation: /);
    const json = JSON.parse(
      studio('simulate', SAMPLE, '--seed', '9', '--bot', 'cautious', '--replay', '2', '--json').stdout,
    );
    expect(json.game).toBe(2);
    expect(json.decisions.length).toBeGreaterThan(5);
    expect(json.log.some((e: { kind: string }) => e.kind === 'roll')).toBe(true);
  });

  test('AD-79: the report names, once, the card texts no hook plays (Saltmarsh fields Smoke Veil, here without its hooks), in en/de/fr and --json', () => {
    // The sample's Smoke Veil has hooks; a copy of its units file without them leaves it to the players.
    const dir = mkdtempSync(join(tmpdir(), 'sight6-judged-'));
    const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
    delete units.powers.find((p: { id: string }) => p.id === 'smoke-veil').hooks;
    writeFileSync(join(dir, 'salt-frontier.units.json'), JSON.stringify(units));
    copyFileSync('samples/saltmarsh-crossing.skirmish.json', join(dir, 'saltmarsh-crossing.skirmish.json'));
    const salt = join(dir, 'saltmarsh-crossing.skirmish.json');
    const en = studio('simulate', salt, '--runs', '2', '--seed', '3');
    expect(en.status).toBe(0);
    expect(en.stdout.match(/Left to the players \(AD-79\): Smoke Veil\. The simulator plays no effect/g)).toHaveLength(1);
    expect(studio('simulate', salt, '--runs', '2', '--lang', 'de').stdout).toMatch(/Den Spielenden überlassen \(AD-79\): Smoke Veil/);
    expect(studio('simulate', salt, '--runs', '2', '--lang', 'fr').stdout).toMatch(/Laissé aux joueurs \(AD-79\) : Smoke Veil/);
    const { summary } = JSON.parse(studio('simulate', salt, '--runs', '2', '--json').stdout);
    expect(summary.leftToPlayers).toEqual(['Smoke Veil']);
    expect(
      JSON.parse(
        studio('simulate', 'samples/saltmarsh-crossing.skirmish.json', '--runs', '1', '--json').stdout,
      ).summary.leftToPlayers,
    ).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  test('the report in German and French', () => {
    expect(studio('simulate', SAMPLE, '--runs', '2', '--lang', 'de').stdout).toMatch(/Seite a gewinnt/);
    expect(studio('simulate', SAMPLE, '--runs', '2', '--lang', 'fr').stdout).toMatch(/victoire du camp a/);
  });

  test('a bot the studio does not know, a side that does not exist, or --bot for a mission: exit 2 and what to write', () => {
    const r = studio('simulate', SAMPLE, '--bot', 'a=sneaky');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/aggressive, cautious or random/);
    expect(studio('simulate', SAMPLE, '--bot', 'c=random').status).toBe(2);
    expect(studio('simulate', 'samples/tutorial.mission.json', '--bot', 'a=random').status).toBe(2);
  });

  test('a skirmish whose units file has a problem is not simulated: its problems are listed, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'un-cli-'));
    try {
      const sk = JSON.parse(readFileSync(SAMPLE, 'utf8'));
      copyFileSync(`samples/${sk.units}`, join(dir, sk.units));
      sk.sides.a.models[0].card = 'no-such-card';
      writeFileSync(join(dir, 'broken.skirmish.json'), JSON.stringify(sk, null, 2));
      const r = studio('simulate', join(dir, 'broken.skirmish.json'), '--runs', '2');
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/no-such-card/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
