/**
 * What "New mission" and "New deck" start from: the smallest document that is already valid, so
 * the problems panel starts empty and the designer adds to something that works. The mission
 * draws on the bundled core catalog (samples/sine-tempore-core.catalog.json).
 */
import type { DocumentKind } from '../../shared/document-kind';

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export function newMission(title: string): string {
  return json({
    $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
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
    victory: [{ 'time-reached': '3.6' }],
    defeat: ['all-heroes-ko'],
  });
}

export function newDeck(title: string): string {
  return json({
    $schema: 'https://scenario-studio.org/schemas/deck.schema.json',
    formatVersion: 1,
    ruleset: 'time-stories',
    id: 'new-deck',
    title: { en: title },
    author: '',
    version: '0.1',
    description: { en: '' },
  });
}

export const templates: Partial<Record<DocumentKind, (title: string) => string>> = { mission: newMission, deck: newDeck };
