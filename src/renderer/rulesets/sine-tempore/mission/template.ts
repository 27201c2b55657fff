/**
 * What "New mission" starts from: the smallest mission that is already valid, so the problems panel starts empty and
 * the designer adds to something that works. It draws on the bundled core catalog
 * (samples/sine-tempore-core.catalog.json). Like every new document it carries no `$schema` (see the shell's
 * RulesetUi): the studio knows it by its file name.
 */
import { DEFAULT_WIDTH, layoutJson } from '../../../store/json-layout';

/** Laid out as the samples are (and as canvas edits write): what fits on a line stays on it ("start": [0, 8]). */
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
