// Panes, tabs, theme, language and the command palette.
import type { Action } from './manager';
import type { Studio } from '../studio';
import type { Layout } from '../layout';

const togglePane = (pane: 'inspector' | 'problems' | 'simulator') => (s: Studio) =>
  s.setLayout({ [pane]: !s.ui.get().layout[pane] } as Partial<Layout>);

export const viewActions: Action<Studio>[] = [
  {
    name: 'view.palette',
    label: 'action.palette',
    shortcuts: ['Mod+Shift+P'],
    inTextInput: true,
    menu: { id: 'view', group: 0 },
    perform: (s) => s.setOverlay('palette'),
  },
  {
    name: 'view.toggleInspector',
    label: 'action.toggleInspector',
    shortcuts: ['Mod+Alt+I'],
    menu: { id: 'view', group: 1 },
    perform: togglePane('inspector'),
  },
  {
    name: 'view.toggleProblems',
    label: 'action.toggleProblems',
    shortcuts: ['Mod+Shift+M'],
    menu: { id: 'view', group: 1 },
    perform: togglePane('problems'),
  },
  {
    name: 'view.resetLayout',
    label: 'action.resetLayout',
    menu: { id: 'view', group: 1 },
    perform: (s) => s.resetLayout(),
  },
  {
    name: 'view.nextTab',
    label: 'action.nextTab',
    shortcuts: ['Mod+Alt+ArrowRight'],
    menu: { id: 'view', group: 2 },
    predicate: (s) => s.workspace.all.length > 1,
    disabledReason: 'reason.oneTab',
    perform: (s) => {
      s.workspace.cycle(1);
      s.showStartScreen(false);
    },
  },
  {
    name: 'view.previousTab',
    label: 'action.previousTab',
    shortcuts: ['Mod+Alt+ArrowLeft'],
    menu: { id: 'view', group: 2 },
    predicate: (s) => s.workspace.all.length > 1,
    disabledReason: 'reason.oneTab',
    perform: (s) => {
      s.workspace.cycle(-1);
      s.showStartScreen(false);
    },
  },
  {
    name: 'view.nextView',
    label: 'action.nextView',
    shortcuts: ['Mod+Alt+ArrowDown'],
    menu: { id: 'view', group: 2 },
    predicate: (s) => !!s.active && s.editors.viewsFor(s.active.getSnapshot().meta.kind).length > 1,
    disabledReason: (s) => (s.active ? 'reason.oneView' : 'reason.noDocument'),
    perform: (s) => {
      const doc = s.active!;
      const views = s.editors.viewsFor(doc.getSnapshot().meta.kind);
      const at = views.findIndex((v) => v.id === s.activeViewId(doc));
      s.setActiveView(doc, views[(at + 1) % views.length].id);
    },
  },
  {
    name: 'view.themeLight',
    label: 'action.themeLight',
    keywords: 'keywords.theme',
    menu: { id: 'view', group: 3 },
    predicate: (s) => s.ui.get().theme !== 'light',
    disabledReason: 'reason.themeInUse',
    perform: (s) => s.setTheme('light'),
  },
  {
    name: 'view.themeDark',
    label: 'action.themeDark',
    keywords: 'keywords.theme',
    menu: { id: 'view', group: 3 },
    predicate: (s) => s.ui.get().theme !== 'dark',
    disabledReason: 'reason.themeInUse',
    perform: (s) => s.setTheme('dark'),
  },
  ...(['en', 'de', 'fr'] as const).map(
    (lng): Action<Studio> => ({
      name: `view.language.${lng}`,
      label: `action.language${lng[0].toUpperCase()}${lng[1]}`,
      keywords: 'keywords.language',
      menu: { id: 'view', group: 4 },
      predicate: (s) => s.ui.get().language !== lng,
      disabledReason: 'reason.languageInUse',
      perform: (s) => s.setLanguage(lng),
    }),
  ),
];
