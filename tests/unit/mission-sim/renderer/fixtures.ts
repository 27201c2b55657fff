import { readFileSync } from 'node:fs';
import type { Catalog } from '../../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { compileMission } from '../../../../src/engine/rulesets/sine-tempore/rules/compile';

export const TUTORIAL_TEXT = readFileSync('samples/tutorial.mission.json', 'utf8');
export const CATALOG_TEXT = readFileSync('samples/sine-tempore-core.catalog.json', 'utf8');
export const tutorial = (): Mission => JSON.parse(TUTORIAL_TEXT) as Mission;
export const catalog = (): Catalog => JSON.parse(CATALOG_TEXT) as Catalog;
export const compiledTutorial = () => compileMission(tutorial(), catalog());
