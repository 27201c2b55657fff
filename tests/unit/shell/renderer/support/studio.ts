import { createI18n } from '../../../../../src/renderer/i18n';
import { Studio, type StudioOptions } from '../../../../../src/renderer/studio';
import type { StudioApi } from '../../../../../src/shared/studio-api';
import { RULESET_UIS } from '../../../../../src/renderer/rulesets/index';
import type { RulesetUi, Strings } from '../../../../../src/renderer/ruleset-ui';

/**
 * The rulesets' studios with all their strings in at start-up (the app loads most of them with a ruleset's first
 * document): tests of views and commands read them at once. Pass `rulesets: RULESET_UIS` to test the lazy loading.
 */
const EAGER_UIS: RulesetUi[] = await Promise.all(
  RULESET_UIS.map(async (r) => (r.messages ? { ...r, words: withStrings(r.words ?? {}, await r.messages()), messages: undefined } : r)),
);

/** A ruleset's words with its messages added (a namespace may hold both: Universalis's start-up words and the rest). */
function withStrings(words: Readonly<Record<string, Strings>>, messages: Readonly<Record<string, Strings>>): Record<string, Strings> {
  const all: Record<string, Strings> = { ...words };
  for (const [namespace, strings] of Object.entries(messages)) {
    const first = words[namespace];
    all[namespace] = first ? { en: { ...first.en, ...strings.en }, de: { ...first.de, ...strings.de }, fr: { ...first.fr, ...strings.fr } } : strings;
  }
  return all;
}

/**
 * A studio for tests of the renderer's logic: English, storage in memory, a host that sends no events, no
 * validation and no samples unless the test gives them; the rulesets' studios as the app has them, their strings
 * loaded.
 */
export function testStudio(options: Partial<StudioOptions> = {}): Studio {
  const store = new Map<string, string>();
  return new Studio({
    host: { onEvent: () => () => {} } as unknown as StudioApi,
    i18n: createI18n('en'),
    isMac: false,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    theme: 'light',
    rulesets: EAGER_UIS,
    samples: [],
    ...options,
  });
}
