/**
 * What "New mission" and "New deck" start from: the smallest document that is already valid, so
 * the problems panel starts empty and the designer adds to something that works. The mission
 * draws on the bundled core catalog (samples/sine-tempore-core.catalog.json).
 *
 * New documents carry no `$schema`: where they will be saved is not known yet, and an address that
 * resolves nowhere makes editors report "Unable to load schema". The studio knows them by their
 * file name; editors by the `json.schemas` mapping `studio schemas` prints (docs/formats.md).
 */
import type { DocumentKind } from '../../shared/document-kind';
import { DEFAULT_WIDTH, layoutJson } from '../store/json-layout';

/** Laid out as the samples are (and as canvas edits write): what fits on a line stays on it. */
const json = (value: unknown) => layoutJson(value, { indent: '  ', eol: '\n', width: DEFAULT_WIDTH }, '', 0, true) + '\n';

export function newMission(title: string): string {
  return json({
    formatVersion: 2,
    ruleset: 'sine-tempore',
    id: 'new-mission',
    title: { en: title },
    author: '',
    version: '0.1',
    description: { en: '' },
    catalog: 'sine-tempore-core.catalog.json',
    defcon: 1,
    heroes: [{ hero: 'ilse-marrow', start: [0, 8], sector: 1 }],
    board: { tiles: [{ tile: 'landing-scar', at: [0, 0], rotation: 0, label: 'A' }] },
    deployment: { rects: [{ from: [0, 8], to: [2, 9] }] },
    momentum: { start: '1.1', end: '3.6' },
    victory: [{ 'time-reached': '3.5' }],
    defeat: ['all-heroes-ko'],
  });
}

export function newDeck(title: string): string {
  const text = (en: string) => ({ en });
  return json({
    formatVersion: 1,
    ruleset: 'time-stories',
    id: 'new-deck',
    title: text(title),
    author: '',
    version: '0.1',
    description: text(''),
    players: { min: 2, max: 4 },
    run: { tu: 20, start: 'first-location' },
    skills: [{ id: 'combat', name: text('Combat'), icon: 'crossed-swords' }],
    base: { cards: [{ letter: 'A', title: text('Briefing'), text: text('') }] },
    plan: {
      cards: [1, 2, 3, 4].map(() => ({ text: text('') })),
      hotspots: [
        { location: 'first-location', card: 1, x: 0.3, y: 0.5 },
        { location: 'second-location', card: 2, x: 0.6, y: 0.5 },
      ],
    },
    locations: [
      {
        id: 'first-location',
        name: text('First location'),
        cards: [{ letter: 'A', title: text('First location'), text: text('') }],
      },
      {
        id: 'second-location',
        name: text('Second location'),
        cards: [
          { letter: 'A', title: text('Second location'), text: text('') },
          {
            letter: 'B',
            title: text('The way out'),
            text: text(''),
            test: { skill: 'combat', shields: [{ kind: 'blank', count: 1 }], onPass: ['success'] },
          },
        ],
      },
    ],
    hosts: [1, 2, 3, 4].map((n) => ({ id: `host-${n}`, name: text(`Host ${n}`), dice: { combat: 2 }, resistance: 1, lp: 4 })),
    success: { title: text('Mission success'), text: text('') },
    failures: [{ id: 'out-of-time', type: 'time', title: text('Mission failed'), text: text('') }],
  });
}

export const templates: Partial<Record<DocumentKind, (title: string) => string>> = { mission: newMission, deck: newDeck };
