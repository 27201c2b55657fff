import { createI18n } from '../../../../../src/renderer/i18n';
import { Studio, type StudioOptions } from '../../../../../src/renderer/studio';
import type { StudioApi } from '../../../../../src/shared/studio-api';
import { RULESET_UIS } from '../../../../../src/renderer/rulesets/index';

/**
 * A studio for tests of the renderer's logic: English, storage in memory, a host that sends no events, no
 * validation and no samples unless the test gives them; the rulesets' studios as the app has them.
 */
export function testStudio(options: Partial<StudioOptions> = {}): Studio {
  const store = new Map<string, string>();
  return new Studio({
    host: { onEvent: () => () => {} } as unknown as StudioApi,
    i18n: createI18n('en'),
    isMac: false,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    theme: 'light',
    rulesets: RULESET_UIS,
    samples: [],
    ...options,
  });
}
