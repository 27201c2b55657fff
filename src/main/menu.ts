/**
 * The native menu bar, built from the model the renderer sends (its action registry, labels in
 * the current language). Accelerators are shown but not registered: the renderer's action manager
 * handles the keys, so a shortcut runs one code path whether the menu is native or in the page.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuModel } from '../shared/studio-api';

export function menuTemplate(model: MenuModel, opts: { isMac: boolean; appName: string; run: (action: string) => void }): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [];
  if (opts.isMac) {
    template.push({ label: opts.appName, submenu: [{ role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }] });
  }
  for (const menu of model.menus) {
    const submenu: MenuItemConstructorOptions[] = menu.items.map((item) =>
      item.separator
        ? { type: 'separator' }
        : {
            label: item.label,
            accelerator: item.accelerator,
            registerAccelerator: false,
            enabled: item.enabled !== false,
            click: () => opts.run(item.action!),
          },
    );
    // Text fields need the system clipboard commands (macOS routes them through the menu).
    if (menu.id === 'edit') {
      submenu.push({ type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' });
    }
    if (menu.id === 'view') submenu.push({ type: 'separator' }, { role: 'togglefullscreen' });
    template.push({ label: menu.label, submenu });
  }
  return template;
}
