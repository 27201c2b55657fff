import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { all, clone, problems, skirmishSample, unitsSample, validateSkirmish } from './format-helpers';
import { parseDocument, validateDocument } from '../../../src/engine/format/index';
import { compileSkirmish } from '../../../src/engine/rulesets/universalis/compile';

const drill = () => skirmishSample('gull-point-drill');
const salvage = () => skirmishSample('beacon-salvage');
const marsh = () => skirmishSample('saltmarsh-crossing');
const extraction = () => skirmishSample('ashfall-extraction');

describe('skirmish samples', () => {
  it.each(['gull-point-drill', 'saltmarsh-crossing', 'beacon-salvage', 'ashfall-extraction'])(
    '%s is valid with its units file, without warnings',
    (name) => {
      const r = validateSkirmish(skirmishSample(name));
      expect(problems(r)).toEqual([]);
      expect(r.valid).toBe(true);
    },
  );

  it.each(['gull-point-drill', 'saltmarsh-crossing', 'beacon-salvage', 'ashfall-extraction'])(
    '%s compiles into a game: a file that validates plays',
    (name) => {
      const doc = skirmishSample(name);
      const compiled = compileSkirmish(doc, { units: unitsSample() });
      // Beacon Salvage's attackers land three strong against five defenders (an asymmetric mission).
      expect(compiled.models.length).toBe(doc.sides.a.models.length + doc.sides.b.models.length);
      expect(compiled.models.length).toBeGreaterThanOrEqual(8);
    },
  );

  it('Standard A is a mirror match: side b is side a turned half round the table centre (a fair sample)', () => {
    const s = drill();
    const a = s.sides.a.models.map((m: any) => [m.card, m.at[0], m.at[1]]);
    const b = s.sides.b.models.map((m: any) => [m.card, 90 - m.at[0], 90 - m.at[1]]);
    expect(b).toEqual(a);
  });
});

describe('the table (DM-11.1–3, AD-5, AD-42)', () => {
  it('a terrain outline that crosses itself is polygon-self-intersecting, and only that', () => {
    const s = drill();
    s.table.terrain[0].polygon = [
      [38, 40],
      [52, 52],
      [52, 38],
      [38, 52],
    ];
    expect(problems(validateSkirmish(s))).toEqual(['polygon-self-intersecting /table/terrain/0/polygon']);
  });

  it('an outline with no area or a repeated corner is polygon-degenerate', () => {
    const s = drill();
    s.table.terrain[0].polygon = [
      [10, 30],
      [20, 30],
      [30, 30],
    ];
    s.zones[0].polygon = [
      [0, 75],
      [90, 75],
      [90, 90],
      [90, 75],
    ];
    const p = problems(validateSkirmish(s));
    expect(p).toContain('polygon-degenerate /table/terrain/0/polygon');
    expect(p).toContain('polygon-degenerate /zones/0/polygon/3');
  });

  it('a corner off the table is a schema range error (coordinates are limited to the table)', () => {
    const s = drill();
    s.table.terrain[0].polygon[1] = [95, 38];
    expect(problems(validateSkirmish(s))).toEqual(['schema-range /table/terrain/0/polygon/1/0']);
  });

  it('a circular zone reaching over the edge is off-table (DM-5)', () => {
    const s = salvage();
    s.zones[0].circle.at = [85, 45];
    expect(problems(validateSkirmish(s))).toContain('off-table /zones/0/circle');
  });

  it('overlapping pieces are pointed out (info), the later one wins (DM-11.3, AD-42); touching is not overlapping', () => {
    const s = drill();
    s.table.terrain.push({
      id: 'hut',
      type: 'building',
      kind: 'solid',
      polygon: [
        [78, 60],
        [86, 60],
        [86, 68],
        [78, 68],
      ],
      height: 5,
    });
    s.table.terrain.push({
      id: 'shed',
      type: 'building',
      kind: 'solid',
      polygon: [
        [86, 60],
        [88, 60],
        [88, 62],
        [86, 62],
      ],
      height: 5,
    });
    s.table.terrain.push({
      id: 'pond',
      type: 'water',
      kind: 'area',
      polygon: [
        [82, 64],
        [88, 64],
        [88, 70],
        [82, 70],
      ],
      height: 0,
    });
    const r = validateSkirmish(s);
    expect(r.valid).toBe(true);
    expect(all(r).filter((x) => x.startsWith('terrain-overlap'))).toEqual([
      'terrain-overlap /table/terrain/15/polygon',
    ]);
    expect(r.diagnostics.find((d) => d.code === 'terrain-overlap')!.message).toContain(
      '`hut` and `pond` overlap; where they do, `pond`',
    );
  });

  it('a ladder away from its piece or above it is ladder-misplaced (UN-8.6)', () => {
    const s = drill();
    s.table.terrain[1].ladders = [
      { at: [40, 61], to: 8 },
      { at: [20, 61], to: 12 },
    ];
    expect(problems(validateSkirmish(s))).toEqual([
      'ladder-misplaced /table/terrain/1/ladders/0/at',
      'ladder-misplaced /table/terrain/1/ladders/1/to',
    ]);
  });

  it('an environment that changes play everywhere is a warning (UN-9.7, AD-41); open ground or a road is not', () => {
    const s = drill();
    s.table.environment = 'forest';
    const r = validateSkirmish(s);
    expect(problems(r)).toEqual(['environment-everywhere /table/environment']);
    expect(r.diagnostics.find((d) => d.code === 'environment-everywhere')!.message).toMatch(
      /halved.*hard cover.*10 cm/,
    );
    s.table.environment = 'road';
    expect(problems(validateSkirmish(s))).toEqual([]);
  });
});

describe('models on the table (DM-11.8, AD-25, UN-5.4)', () => {
  it('a base reaching over the edge is off-table, and outside its zone', () => {
    const s = drill();
    s.sides.a.models[0].at = [89.5, 84];
    expect(problems(validateSkirmish(s))).toEqual([
      'off-table /sides/a/models/0/at',
      'deployment-outside-zone /sides/a/models/0/at',
    ]);
  });

  it('overlapping bases are bases-overlap (AD-25); touching bases are fine', () => {
    const s = drill();
    s.sides.a.models[1].at = [46, 84];
    expect(problems(validateSkirmish(s))).toEqual(['bases-overlap /sides/a/models/1/at']);
    s.sides.a.models[1].at = [47.5, 84];
    expect(problems(validateSkirmish(s))).toEqual([]);
  });

  it('a model inside a solid piece is model-in-solid-terrain; on top of it (z = its height) it is fine', () => {
    const s = drill();
    s.zones[0].polygon = [
      [0, 50],
      [90, 50],
      [90, 90],
      [0, 90],
    ];
    s.sides.a.models[1].at = [14, 61];
    expect(problems(validateSkirmish(s))).toEqual(['model-in-solid-terrain /sides/a/models/1/at']);
    s.sides.a.models[1].z = 8;
    expect(problems(validateSkirmish(s))).toEqual([]);
  });

  it('a model at a height where nothing holds it up is model-height', () => {
    const s = drill();
    s.sides.a.models[1].z = 3;
    expect(problems(validateSkirmish(s))).toEqual(['model-height /sides/a/models/1/z']);
  });

  it('a walking model in a swamp is model-in-impassable-terrain (AD-40); a flying one is not', () => {
    const s = marsh();
    s.zones[1].polygon = [
      [0, 0],
      [45, 0],
      [45, 10],
      [10, 10],
      [10, 45],
      [30, 45],
      [30, 62],
      [0, 62],
    ];
    s.sides.b.models[1].at = [18, 54];
    expect(problems(validateSkirmish(s))).toEqual(['model-in-impassable-terrain /sides/b/models/1/at']);
    const units = unitsSample();
    units.cards.find((c: any) => c.id === 'reaver-raider').movement = 'hover';
    expect(problems(validateSkirmish(s, units))).toEqual([]);
  });

  it('a colossus in a normal building is colossus-in-building (UN-18.2.2)', () => {
    const units = unitsSample();
    units.cards.push({
      ...clone(units.cards.find((c: any) => c.id === 'scrap-brute')),
      id: 'iron-titan',
      type: 'colossus',
      size: 'huge',
      factions: ['tidewardens'],
      points: 10,
    });
    const s = drill();
    s.zones[0].polygon = [
      [0, 50],
      [90, 50],
      [90, 90],
      [0, 90],
    ];
    s.sides.a.models[1] = { id: 'titan', card: 'iron-titan', at: [14, 61], z: 8 };
    expect(problems(validateSkirmish(s, units))).toEqual(['colossus-in-building /sides/a/models/1/at']);
  });

  it('a base not wholly inside its deployment zone is deployment-outside-zone (UN-5.4)', () => {
    const s = drill();
    s.sides.a.models[0].at = [45, 75.5];
    expect(problems(validateSkirmish(s))).toEqual(['deployment-outside-zone /sides/a/models/0/at']);
  });

  it('enemies closer than 12 cm edge to edge are deployment-too-close, reported at side b (UN-5.4.4)', () => {
    const s = drill();
    s.zones[1].polygon = [
      [0, 0],
      [90, 0],
      [90, 72],
      [0, 72],
    ];
    s.sides.b.models[0].at = [45, 70];
    expect(problems(validateSkirmish(s))).toEqual(['deployment-too-close /sides/b/models/0/at']);
    s.sides.b.models[0].at = [45, 69];
    expect(problems(validateSkirmish(s))).toEqual([]);
  });

  it('deployment zones of the two sides that overlap are zone-overlap (DM-5)', () => {
    const s = drill();
    s.zones[1].polygon = [
      [0, 0],
      [90, 0],
      [90, 80],
      [0, 80],
    ];
    expect(problems(validateSkirmish(s))).toEqual(['zone-overlap /sides/b/deployment']);
  });
});

describe('groups (DM-11.6, UN-2.2, UN-19, UN-20)', () => {
  it('a card the units file does not have is unknown-unit-card, with a guess', () => {
    const s = drill();
    s.sides.a.models[1].card = 'warden-rifelman';
    const r = validateSkirmish(s);
    expect(problems(r)).toEqual(['unknown-unit-card /sides/a/models/1/card']);
    expect(r.diagnostics[0].message).toContain('Did you mean `warden-rifleman`?');
  });

  it('a side whose faction the units file lacks is unknown-faction; cards of another faction are faction-mismatch (DM-7.2)', () => {
    const s = drill();
    s.sides.a.faction = 'tidewarden';
    expect(problems(validateSkirmish(s))).toEqual(['unknown-faction /sides/a/faction']);
    s.sides.a.faction = 'ashfall-reavers';
    expect(problems(validateSkirmish(s)).filter((p) => p.startsWith('faction-mismatch'))).toHaveLength(5);
  });

  it('fewer than 2 models is group-too-small (UN-2.2.1)', () => {
    const s = drill();
    s.sides.b.models = [s.sides.b.models[0]];
    expect(problems(validateSkirmish(s))).toEqual(['group-too-small /sides/b/models']);
  });

  it('no leader or two leaders is leader-count (UN-2.2.3, UN-2.3.1)', () => {
    const s = drill();
    delete s.sides.a.models[0].leader;
    s.sides.b.models[1].leader = true;
    expect(problems(validateSkirmish(s))).toEqual([
      'leader-count /sides/a/models',
      'leader-count /sides/b/models/1/leader',
    ]);
  });

  it('a side over the agreed points is points-over-limit (AD-69)', () => {
    const s = drill();
    s.pointsLimit = 300;
    const r = validateSkirmish(s);
    expect(problems(r)).toEqual(['points-over-limit /sides/a/models', 'points-over-limit /sides/b/models']);
    expect(r.diagnostics[0].message).toContain('360 points');
  });

  it('telematons need an operator of their side within its capacity (UN-19.1, UN-19.2)', () => {
    const s = salvage();
    delete s.sides.a.models[4].operator;
    expect(problems(validateSkirmish(s))).toEqual(['telematon-without-operator /sides/a/models/4/id']);
    s.sides.a.models[4].operator = 'drone';
    expect(problems(validateSkirmish(s))).toEqual(['unknown-operator /sides/a/models/4/operator']);
    s.sides.a.models[4].operator = 'warlord';
    expect(problems(validateSkirmish(s))).toEqual(['unknown-operator /sides/a/models/4/operator']);
    s.sides.a.models[4].operator = 'engineer';
    s.sides.a.models[0].operator = 'engineer';
    s.sides.a.models[1].card = 'gull-drone';
    s.sides.a.models[1].operator = 'engineer';
    expect(problems(validateSkirmish(s))).toEqual([
      'operator-not-telematon /sides/a/models/0/operator',
      'operator-capacity /sides/a/models/4/operator',
    ]);
  });

  it("powers come from the card's disciplines, at most its level of each (UN-20.1)", () => {
    const s = drill();
    s.sides.a.models[0].powers = ['fog-bank'];
    s.sides.a.models[4].powers = ['lightning-lash', 'fog-bank', 'squall'];
    s.sides.b.models[4].powers = ['fogbank'];
    expect(problems(validateSkirmish(s))).toEqual([
      'power-not-in-discipline /sides/a/models/0/powers/0',
      'powers-over-level /sides/a/models/4/powers/2',
      'unknown-power /sides/b/models/4/powers/0',
    ]);
  });

  it('a deployment zone the scenario lacks is unknown-zone', () => {
    const s = drill();
    s.sides.a.deployment = 'south';
    expect(problems(validateSkirmish(s))).toEqual(['unknown-zone /sides/a/deployment']);
  });

  it('ids are unique per list, models across both sides', () => {
    const s = drill();
    s.sides.b.models[2].id = 'blue-gunner';
    s.table.terrain[2].id = 'chapel-ruin';
    expect(problems(validateSkirmish(s))).toEqual([
      'duplicate-id /table/terrain/2/id',
      'duplicate-id /sides/b/models/2/id',
    ]);
  });
});

describe('objects and missions (UN-9.2.4, AD-39, AD-67)', () => {
  it('objects that wait for each other in a cycle are object-order-cycle, and no longer count as usable', () => {
    const s = salvage();
    s.table.objects[0].restrictions = [{ after: 'lamp' }];
    s.table.objects[1].restrictions = [{ after: 'lens' }];
    s.table.objects[2].restrictions = [{ after: 'lens' }];
    expect(problems(validateSkirmish(s))).toEqual([
      'object-order-cycle /table/objects/0/restrictions/0/after',
      'victory-unreachable /sides/a/mission/victory',
    ]);
  });

  it('references to objects and pieces that do not exist are unknown-object and unknown-terrain-piece', () => {
    const s = salvage();
    s.table.objects[4].restrictions.push({ after: 'lamp-room' });
    s.table.objects[4].piece = 'lighthous';
    s.table.objects[4].opens = ['lighthouse', 'door'];
    expect(problems(validateSkirmish(s))).toEqual([
      'unknown-object /table/objects/4/restrictions/1/after',
      'unknown-terrain-piece /table/objects/4/piece',
      'unknown-terrain-piece /table/objects/4/opens/1',
    ]);
  });

  it('an object walled up inside a solid piece is object-unreachable (DM-11.4, UN-8.3.7); on top of it, it is fine', () => {
    const s = salvage();
    s.table.objects[4].at = [45, 26];
    expect(problems(validateSkirmish(s))).toEqual(['object-unreachable /table/objects/4/at']);
    s.table.objects[4].z = 20;
    expect(problems(validateSkirmish(s))).toEqual([]);
  });

  it('a trait or item nobody on the table has is restriction-never-met', () => {
    const s = salvage();
    s.table.objects[4].restrictions = [
      { item: 'master-key' },
      { trait: 'drone-link', level: 2 },
      { trait: 'drone-link' },
      { item: 'lens' },
    ];
    expect(problems(validateSkirmish(s))).toEqual([
      'restriction-never-met /table/objects/4/restrictions/0',
      'restriction-never-met /table/objects/4/restrictions/1',
    ]);
  });

  it('more objects than the side can carry is victory-unreachable; a roll nobody can pass makes objects unusable', () => {
    const s = salvage();
    s.sides.a.mission.victory = [{ 'objects-in-zone': { zone: 'signal-ring', count: 5 } }];
    s.sides.a.mission.standard = undefined;
    expect(problems(validateSkirmish(s))).toEqual(['victory-unreachable /sides/a/mission/victory']);
    const t = salvage();
    t.table.objects[0].restrictions = [{ roll: 'KO', modifier: -4 }];
    expect(problems(validateSkirmish(t))).toEqual([]);
    t.table.objects[1].restrictions = [{ roll: 'KO', modifier: -5 }];
    const r = validateSkirmish(t);
    expect(problems(r)).toEqual(['victory-unreachable /sides/a/mission/victory']);
    expect(r.diagnostics.find((d) => d.code === 'victory-unreachable')!.message).toContain(
      'only 2 portable objects',
    );
  });

  it('stationary models outside the zone can make models-in-zone unreachable', () => {
    const units = unitsSample();
    // Both sides of the extraction sample are Reaver bands: both missions become unreachable.
    for (const c of units.cards) if (c.factions.includes('ashfall-reavers')) c.movement = 'stationary';
    const r = validateSkirmish(extraction(), units);
    expect(problems(r)).toEqual([
      'victory-unreachable /sides/a/mission/victory',
      'victory-unreachable /sides/b/mission/victory',
    ]);
  });

  it('custom conditions only are victory-not-simulated; with another condition they are fine', () => {
    const s = drill();
    s.sides.b.mission = {
      name: 'Hold the chapel',
      victory: [{ custom: 'Hold the chapel ruin at the end of round 4.' }],
    };
    expect(problems(validateSkirmish(s))).toEqual(['victory-not-simulated /sides/b/mission/victory']);
    s.sides.b.mission.victory.push('all-enemies-gone');
    expect(problems(validateSkirmish(s))).toEqual([]);
  });

  it('a mission marked standard that says otherwise is mission-not-standard (Missionen.adoc)', () => {
    const s = drill();
    s.sides.a.mission.checkAt = 'phase-end';
    const x = extraction();
    x.sides.b.mission.victory[0]['models-in-zone'].fraction = 0.75;
    const o = salvage();
    o.sides.a.mission.victory[0]['objects-in-zone'].count = 2;
    expect(problems(validateSkirmish(s))).toEqual(['mission-not-standard /sides/a/mission/standard']);
    expect(problems(validateSkirmish(x))).toEqual(['mission-not-standard /sides/b/mission/standard']);
    expect(problems(validateSkirmish(o))).toEqual(['mission-not-standard /sides/a/mission/standard']);
  });
});

describe('the units file a skirmish names', () => {
  const parsed = () => parseDocument(JSON.stringify(drill(), null, 2), 'x.skirmish.json');

  it('without it, references are not checked (info) and placement is checked with the smallest base', () => {
    const s = drill();
    s.sides.a.models[1].at = [46.5, 84];
    const r = validateDocument(parseDocument(JSON.stringify(s, null, 2), 'x.skirmish.json'));
    expect(all(r)).toEqual(['units-not-checked /units', 'bases-overlap /sides/a/models/1/at']);
  });

  it('one that cannot be read is units-not-found (an error), one that is not valid is units-invalid', () => {
    expect(
      all(
        validateDocument(parsed(), {
          references: { units: { fileName: 'salt-frontier.units.json', error: 'no such file' } },
        }),
      ),
    ).toEqual(['units-not-found /units']);
    const broken = unitsSample();
    delete broken.cards;
    const r = validateDocument(parsed(), {
      references: { units: { fileName: 'salt-frontier.units.json', text: JSON.stringify(broken) } },
    });
    expect(all(r)).toEqual(['units-invalid /units']);
    expect(r.valid).toBe(true);
  });
});

describe('messages in German and French', () => {
  const cases: [string, (s: any) => void][] = [
    ['deployment', (s) => (s.sides.a.models[0].at = [89.5, 84])],
    [
      'groups',
      (s) => {
        s.pointsLimit = 100;
        delete s.sides.a.models[0].leader;
        s.sides.a.models[4].powers = ['lightning-lash', 'fog-bank', 'squall'];
      },
    ],
    [
      'table',
      (s) => {
        s.table.terrain[0].polygon = [
          [38, 40],
          [52, 52],
          [52, 38],
          [38, 52],
        ];
        s.table.environment = 'swamp';
      },
    ],
  ];
  it.each(cases)('%s: every message is translated, at the same places', (_name, change) => {
    const s = drill();
    change(s);
    const en = validateSkirmish(s);
    expect(en.diagnostics.length).toBeGreaterThan(1);
    for (const language of ['de', 'fr'] as const) {
      const other = validateSkirmish(s, undefined, language);
      expect(other.diagnostics.map((d) => `${d.code} ${d.pointer} ${d.offset}`)).toEqual(
        en.diagnostics.map((d) => `${d.code} ${d.pointer} ${d.offset}`),
      );
      other.diagnostics.forEach((d, i) => expect(d.message).not.toBe(en.diagnostics[i].message));
    }
  });
});

describe('robustness', () => {
  it('the largest card the schema allows still plays: 24 weapons and the unarmed profile', () => {
    const units = unitsSample();
    const captain = units.cards.find((c: any) => c.id === 'warden-captain');
    captain.weapons = Array.from({ length: 24 }, (_, i) => ({
      id: `w-${i}`,
      name: `W${i}`,
      wk: 1,
      range: 'melee',
      strength: 3,
      damage: 1,
    }));
    const s = drill();
    expect(problems(validateSkirmish(s, units))).toEqual([]);
    expect(() => compileSkirmish(s, { units })).not.toThrow();
  });

  const point = fc.tuple(
    fc.double({ min: 0, max: 90, noNaN: true }),
    fc.double({ min: 0, max: 90, noNaN: true }),
  );
  const piece = fc.record({
    type: fc.constantFrom('building', 'forest', 'swamp', 'road', 'crater'),
    kind: fc.constantFrom('solid', 'area'),
    polygon: fc.array(point, { minLength: 3, maxLength: 7 }),
    height: fc.double({ min: 0, max: 20, noNaN: true }),
    ladder: fc.option(point, { nil: undefined }),
  });

  it('property: random tables, zones and placements never stop the checks, and every problem has a place and a finite message', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }),
        fc.array(point, { minLength: 10, maxLength: 10 }),
        fc.array(fc.double({ min: 0, max: 8, noNaN: true }), { minLength: 10, maxLength: 10 }),
        point,
        fc.double({ min: 0.5, max: 64, noNaN: true }),
        (pieces, places, heights, centre, radius) => {
          const s = drill();
          s.table.terrain = pieces.map((p, i) => ({
            id: `p-${i}`,
            type: p.type,
            kind: p.kind,
            polygon: p.polygon,
            height: p.height,
            ...(p.ladder ? { ladders: [{ at: p.ladder, to: p.height }] } : {}),
          }));
          s.zones[1] = { id: 'north-edge', circle: { at: centre, radius } };
          [...s.sides.a.models, ...s.sides.b.models].forEach((m: any, i: number) => {
            m.at = places[i];
            if (heights[i] > 4) m.z = heights[i];
          });
          const r = validateSkirmish(s);
          // A file that validates must play: the rules engine compiles it without complaint.
          if (r.valid) expect(() => compileSkirmish(s, { units: unitsSample() })).not.toThrow();
          for (const d of r.diagnostics) {
            expect(d.code).not.toBe('internal-error');
            expect(d.message).not.toMatch(/NaN|Infinity|undefined/);
            if (d.code !== 'checks-skipped') expect(d.range, `${d.code} ${d.pointer}`).toBeDefined();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
