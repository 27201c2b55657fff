/** What "New deck" starts from: the smallest location deck that is already valid (two locations, a way out). */
import { DEFAULT_WIDTH, layoutJson } from '../../../store/json-layout';

/** Laid out as the samples are (and as canvas edits write): what fits on a line stays on it. */
const json = (value: unknown) => layoutJson(value, { indent: '  ', eol: '\n', width: DEFAULT_WIDTH }, '', 0, true) + '\n';

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
