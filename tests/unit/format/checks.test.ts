import { describe, expect, it } from 'vitest';
import { validateDocument, validateText, documentFromValue } from '../../../src/engine/format/index';
import { at, clone, codes, sample, validateCatalog, validateMission } from './helpers';

const tutorial = sample('tutorial.mission.json');
const verdant = sample('verdant-sweep.mission.json');
const relay = sample('relay-station.mission.json');
const catalog = sample('sine-tempore-core.catalog.json');
const edit = <T>(doc: T, f: (d: any) => void): T => {
  const d = clone(doc);
  f(d);
  return d;
};

describe('mission checks without a catalog', () => {
  it('say that references were not checked (info, the mission stays valid)', () => {
    const r = validateDocument(documentFromValue(tutorial, 't.mission.json'));
    expect(r.valid).toBe(true);
    expect(codes(r)).toEqual(['catalog-not-checked']);
  });

  it('still check ids, internal references and timing', () => {
    const m = edit(tutorial, (d) => {
      d.events[1].id = 'first-howl';
      d.events[1].trigger.at = '9.1';
    });
    const r = validateDocument(documentFromValue(m, 't.mission.json'));
    expect(codes(r)).toEqual(expect.arrayContaining(['duplicate-id', 'event-after-end']));
  });

  it('report a catalog that is not a valid catalog, without checking references into it', () => {
    const r = validateText(JSON.stringify(tutorial), 't.mission.json', { catalog: { fileName: 'c.catalog.json', text: '{"formatVersion": 1}' } });
    expect(codes(r)).toEqual(['catalog-invalid']);
    expect(r.diagnostics[0].severity).toBe('warning');
  });
});

describe('mission references', () => {
  it('unknown-zone, unknown-hero and unknown-group name what is missing and suggest the closest id', () => {
    const m = edit(verdant, (d) => {
      d.events[0].effects.push({ status: { status: 'poison', to: { zone: 'extration' } } });
      d.defeat.push({ 'hero-ko': 'ilse-marow' });
      d.events[2].effects[1]['set-objective'].group = 'reed-lines';
    });
    const r = validateMission(m);
    expect(at(r, 'unknown-zone')).toEqual(['/events/0/effects/2/status/to/zone']);
    expect(at(r, 'unknown-hero')).toEqual(['/defeat/2/hero-ko']);
    expect(at(r, 'unknown-group')).toEqual(['/events/2/effects/1/set-objective/group']);
    expect(r.diagnostics.find((d) => d.code === 'unknown-zone')!.message).toMatch(/Did you mean `extraction`\?/);
  });

  it('a hero named in a condition must take part in the mission', () => {
    const r = validateMission(edit(tutorial, (d) => d.defeat.push({ 'hero-ko': 'seren-voss' })));
    expect(at(r, 'unknown-hero')).toEqual(['/defeat/2/hero-ko']);
  });

  it('unknown-catalog-entry covers enemies, elements, equipment, draft cards, resources and the event card', () => {
    const m = edit(verdant, (d) => {
      d.enemyGroups[0].models[0].enemy = 'husk-stalkr';
      d.scenicElements[0].element = 'thorn-bush';
      d.heroes[3].equipment[0] = 'laser';
      d.draftDeck = ['draft-9'];
      d.loot[0].resource = 'gold';
      d.eventCard = 'storm';
    });
    expect(at(validateMission(m), 'unknown-catalog-entry')).toEqual(
      expect.arrayContaining(['/enemyGroups/0/models/0/enemy', '/scenicElements/0/element', '/heroes/3/equipment/0', '/draftDeck/0', '/loot/0/resource', '/eventCard']),
    );
  });

  it('skill-slots-exceeded when more skills are selected than the hero has slots', () => {
    const cat = edit(catalog, (c) => (c.heroes[2].skillSlots = 1));
    const r = validateText(JSON.stringify(verdant), 'v.mission.json', { catalog: { document: cat } });
    expect(at(r, 'skill-slots-exceeded')).toEqual(['/heroes/2/skills']);
  });

  it('spawn-nothing warns when a spawn effect names no enemies at a point without a rule; a group a spawn brings may be named by conditions', () => {
    const r = validateMission(
      edit(verdant, (d) => {
        d.spawnPoints.push({ id: 'breach', at: [1, 1] });
        d.events.push({ id: 'breach-opens', trigger: { at: '2.3' }, effects: [{ spawn: { point: 'breach' } }] });
        d.events.push({ id: 'more', trigger: { at: '2.4' }, effects: [{ spawn: { point: 'breach', group: 'late-pack', ids: ['late-1'], enemies: [{ enemy: 'gnawling', count: 1 }] } }] });
        d.defeat.push({ 'group-eliminated': 'late-pack' });
      }),
    );
    expect(at(r, 'spawn-nothing')).toEqual([`/events/${verdant.events.length}/effects/0/spawn`]);
    expect(codes(r)).not.toContain('unknown-group');
    expect(r.valid).toBe(true);
  });

  it('draft-deck-empty warns when a draft spawn can never draw a card', () => {
    const r = validateMission(edit(verdant, (d) => (d.draftDeck = ['draft-1-mites'])));
    expect(at(r, 'draft-deck-empty')).toEqual(['/spawnPoints/0/rule/draft', '/spawnPoints/1/rule/draft']);
    expect(r.valid).toBe(true);
  });
});

describe('timing (Cycle.Phase, cycle moves on at phase 12)', () => {
  it('orders 1.11 before 2.12 before 2.1', () => {
    const ok = edit(tutorial, (d) => {
      d.momentum = { start: '1.11', end: '2.1' };
      d.events = [{ id: 'e', trigger: { at: '2.12' }, effects: [{ message: 'x' }] }];
    });
    expect(codes(validateMission(ok))).toEqual([]);
    const late = edit(ok, (d) => (d.events[0].trigger.at = '2.1'));
    expect(at(validateMission(late), 'event-after-end')).toEqual(['/events/0/trigger/at']);
  });

  it('checks time-reached conditions too', () => {
    const r = validateMission(edit(tutorial, (d) => d.victory.push({ 'time-reached': '4.1' })));
    expect(at(r, 'event-after-end')).toEqual(['/victory/1/time-reached']);
  });
});

describe('patrols and walls', () => {
  it('route-without-patrol warns about a route that is never walked', () => {
    const r = validateMission(edit(verdant, (d) => (d.enemyGroups[0].state = 'waiting')));
    expect(at(r, 'route-without-patrol')).toEqual(['/enemyGroups/0/patrol']);
  });

  it('opening-without-wall warns about an opening with nothing to open', () => {
    const r = validateMission(edit(relay, (d) => d.board.openings.push([[0, 0], [1, 0]])));
    expect(at(r, 'opening-without-wall')).toEqual(['/board/openings/1']);
  });

  it('wall-not-an-edge applies to wall effects', () => {
    const r = validateMission(edit(relay, (d) => (d.objects[0].effects[0]['open-wall'] = [[15, 5], [17, 5]])));
    expect(at(r, 'wall-not-an-edge')).toEqual(['/objects/0/effects/0/open-wall']);
  });
});

describe('board checks', () => {
  it('placement-non-zone: the gap square of the collapsed tunnel (turned 180°) is not board', () => {
    // collapsed-tunnel rows ['.%', '%.', '..', '_%'] at [10,3] turned 180°: its `_` lands on [11, 3].
    const r = validateMission(edit(relay, (d) => (d.loot[0].at = [11, 3])));
    expect(at(r, 'placement-non-zone')).toEqual(['/loot/0/at']);
  });

  it('placement-on-wall: a footprint that straddles a wall', () => {
    // The relay hall's north wall runs between rows 2 and 3 at x 16–20; a 2-square container turned 90° spans it.
    const r = validateMission(edit(relay, (d) => d.scenicElements.push({ id: 'bad', element: 'cargo-container', at: [19, 2], rotation: 90 })));
    expect(at(r, 'placement-on-wall')).toEqual(['/scenicElements/6/at']);
  });

  it('placement-occupied: overlapping scenic elements, and a model on an object', () => {
    const r = validateMission(
      edit(relay, (d) => {
        d.scenicElements.push({ id: 'bad', element: 'boulder', at: [13, 7] });
        d.enemyGroups[1].models[0].at = [14, 4];
      }),
    );
    expect(at(r, 'placement-occupied')).toEqual(expect.arrayContaining(['/scenicElements/6/at', '/enemyGroups/1/models/0/at']));
  });

  it('models may stand on top of containers and buildings, not inside other 3D elements', () => {
    expect(codes(validateMission(relay))).toEqual([]);
    const r = validateMission(edit(relay, (d) => (d.enemyGroups[1].models[0].at = [16, 7])));
    expect(at(r, 'placement-blocked')).toEqual(['/enemyGroups/1/models/0/at']);
  });

  it('objective-unreachable counts walls an object can open as open (optimistic)', () => {
    const sealed = edit(relay, (d) => (d.board.openings = []));
    expect(codes(validateMission(sealed))).toEqual([]);
    const noConsole = edit(sealed, (d) => (d.objects[0].effects = [{ message: 'nothing' }]));
    expect(at(validateMission(noConsole), 'objective-unreachable')).toEqual(['/events/2/trigger/when/hero-reaches/at', '/victory/0/objects-interacted']);
  });

  it('objective-unreachable respects climbing: heroes climb one level per step', () => {
    const m = edit(tutorial, (d) => {
      d.board.levels = [{ at: [9, 0], level: 2 }];
      d.victory = [{ 'hero-reaches': { at: { square: [9, 0] } } }];
    });
    expect(at(validateMission(m), 'objective-unreachable')).toEqual(['/victory/0/hero-reaches/at']);
    const stairs = edit(m, (d) => d.board.levels.push({ at: [8, 0], level: 1 }));
    expect(codes(validateMission(stairs))).toEqual([]);
  });

  it('objective-unreachable for a zone only when no square of it can be reached', () => {
    const m = edit(verdant, (d) => (d.zones[0].rects = [{ from: [7, 3], to: [8, 4] }]));
    expect(at(validateMission(m), 'objective-unreachable')).toEqual(['/victory/0/all/1/hero-reaches/at']);
  });

  it('placement-off-board for a deployment zone with no board square', () => {
    const r = validateMission(edit(tutorial, (d) => (d.deployment = { rects: [{ from: [30, 30], to: [31, 31] }] })));
    expect(at(r, 'placement-off-board')).toContain('/deployment');
  });

  it('board checks wait for the tiles to be found in the catalog', () => {
    const r = validateMission(edit(tutorial, (d) => (d.board.tiles[0].tile = 'nowhere')));
    expect(codes(r).sort()).toEqual(['checks-skipped', 'unknown-catalog-entry']);
  });
});

describe('catalog checks', () => {
  it('the sample catalog passes', () => {
    expect(codes(validateCatalog(catalog))).toEqual([]);
  });

  it.each([
    ['chain-same-attack', (c: any) => (c.enemies[2].chain.attacks = ['claws', 'claws']), '/enemies/2/chain/attacks'],
    ['equipment-hands', (c: any) => delete c.equipment[0].hands, '/equipment/0'],
    ['footprint-repeats-square', (c: any) => c.scenicElements[5].footprint.push([0, 0]), '/scenicElements/5/footprint/2'],
    ['scenic-needs-levels', (c: any) => delete c.scenicElements[5].levels, '/scenicElements/5'],
    ['cell-colour-missing', (c: any) => delete c.resources[0].cell, '/resources/0'],
    ['oblivion-needs-phases', (c: any) => delete c.oblivionCards[0].phases, '/oblivionCards/0'],
    ['die-penalty-differs', (c: any) => (c.dice.penalty.faces[5] = ['blood']), '/dice/penalty/faces'],
    ['unknown-catalog-entry', (c: any) => (c.heroes[0].startingEquipment[0] = 'arc-carbin'), '/heroes/0/startingEquipment/0'],
    ['unknown-catalog-entry', (c: any) => (c.enemyDraft[0].enemy = 'gnawlin'), '/enemyDraft/0/enemy'],
    ['wall-not-an-edge', (c: any) => c.tiles[0].walls.push([[20, 20], [20, 21]]), '/tiles/0/walls/2'],
    ['duplicate-id', (c: any) => (c.enemies[0].attacks.push(clone(c.enemies[0].attacks[0]))), '/enemies/0/attacks/1/id'],
  ])('%s', (code, f, pointer) => {
    expect(at(validateCatalog(edit(catalog, f)), code)).toEqual([pointer]);
  });
});
