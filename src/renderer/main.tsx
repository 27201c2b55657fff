import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { shellActions } from './actions';
import { SAMPLES } from './documents/samples';
import { registerBuiltinEditors } from './editors/builtin';
import { getHost } from './host';
import { createI18n, pickLanguage } from './i18n';
import { Studio, type Theme } from './studio';
// The composition root: the one place the shell takes the rulesets' studios from.
import { RULESET_UIS } from './rulesets/index';
import './styles.css';

const host = getHost();
const storage = window.localStorage;
const savedTheme = storage.getItem('studio.theme');
const theme: Theme =
  savedTheme === 'dark' || savedTheme === 'light' ? savedTheme : window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const studio = new Studio({
  host,
  i18n: createI18n(pickLanguage(storage.getItem('studio.language'), navigator.languages)),
  isMac: /Mac|iPhone|iPad/.test(navigator.platform),
  storage,
  theme,
  rulesets: RULESET_UIS,
  samples: SAMPLES,
});
studio.actions.register(...shellActions);
registerBuiltinEditors(studio.editors, studio.i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App studio={studio} showMenuBar={!window.studio} />
  </StrictMode>,
);
