import { displayShortcut } from '../../shared/shortcuts';
import { groupActions } from '../actions/groups';
import { MENUS } from '../studio';
import { useStudio } from './hooks';
import { Modal } from './Modal';

export function ShortcutSheet() {
  const studio = useStudio();
  const t = studio.t;
  // Menus first, then each view's own keys (the mission map's under "Map view"), then the rest.
  const groups = groupActions(studio.actions.list(), { menus: MENUS, t, viewLabel: (scope) => studio.editors.get(scope)?.label });
  return (
    <Modal title={t('shortcuts.title')} onClose={() => studio.setOverlay(null)} className="shortcut-sheet" initialFocus=".primary">
      <p className="muted">{t('shortcuts.palette', { keys: displayShortcut('Mod+Shift+P', studio.isMac) })}</p>
      <div className="shortcut-columns">
        {groups.map((g) => (
          <table key={g.id}>
            <caption>{g.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shortcuts.command')}</th>
                <th scope="col">{t('shortcuts.keys')}</th>
              </tr>
            </thead>
            <tbody>
              {g.actions.map((a) => (
                <tr key={a.name}>
                  <td>{t(a.label)}</td>
                  <td>
                    {a.shortcuts?.length
                      ? a.shortcuts.map((s, i) => (
                          <span key={s}>
                            {i > 0 && ' '}
                            <kbd>{displayShortcut(s, studio.isMac)}</kbd>
                          </span>
                        ))
                      : !a.gesture && t('shortcuts.none')}
                    {a.gesture && <span className="gesture">{t(a.gesture)}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <div className="modal-buttons">
        <button type="button" className="primary" onClick={() => studio.setOverlay(null)}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
