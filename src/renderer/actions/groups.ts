/**
 * The groups of the shortcut sheet: an action is listed under its `category` when it names one, else
 * under its menu, else under the view its shortcuts are scoped to (the mission map's keys under "Map
 * view"), else under "Other commands". Menus come first in menu-bar order, then the other groups in
 * the order their first action registered.
 */
import type { Action, MenuId, Translate } from './manager';

export interface ActionGroup<C> {
  id: string;
  title: string;
  actions: Action<C>[];
}

export interface GroupOptions {
  menus: readonly MenuId[];
  t: Translate;
  /** The i18n key of the label of the view (editor) with this id, when one is registered. */
  viewLabel: (scope: string) => string | undefined;
}

export function groupActions<C>(actions: readonly Action<C>[], { menus, t, viewLabel }: GroupOptions): ActionGroup<C>[] {
  const groups = new Map<string, ActionGroup<C>>();
  for (const id of menus) groups.set(`menu:${id}`, { id: `menu:${id}`, title: t(`menu.${id}`), actions: [] });
  const other: ActionGroup<C> = { id: 'other', title: t('shortcuts.other'), actions: [] };
  for (const action of actions) {
    let group: ActionGroup<C> | undefined;
    if (action.category) {
      const id = `category:${action.category}`;
      group = groups.get(id) ?? { id, title: t(action.category), actions: [] };
      groups.set(id, group);
    } else if (action.menu) {
      group = groups.get(`menu:${action.menu.id}`);
    } else if (action.scope && action.scope !== 'global') {
      const id = `scope:${action.scope}`;
      const label = viewLabel(action.scope);
      group = groups.get(id) ?? { id, title: label ? t('shortcuts.inView', { view: t(label) }) : action.scope, actions: [] };
      groups.set(id, group);
    }
    (group ?? other).actions.push(action);
  }
  for (const g of groups.values()) {
    if (g.id.startsWith('menu:')) g.actions.sort((a, b) => (a.menu?.group ?? 0) - (b.menu?.group ?? 0));
  }
  return [...groups.values(), other].filter((g) => g.actions.length > 0);
}
