import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { displayShortcut } from '../../shared/shortcuts';
import { useObservable, useStudio, useWorkspace } from './hooks';

/**
 * The in-page menu bar of the web edition (Electron shows the same menus natively). Built from
 * the action registry, like the native one; keyboard use follows the WAI-ARIA menu bar pattern.
 */
export function MenuBar() {
  const studio = useStudio();
  useObservable(studio.ui);
  useWorkspace();
  // Registrations, and predicates an editor says changed (`actions.invalidate()`, e.g. its clipboard).
  useSyncExternalStore(
    (l) => studio.actions.subscribe(l),
    () => studio.actions.getVersion(),
  );
  const [open, setOpen] = useState<number | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const model = studio.menuModel();

  useEffect(() => {
    if (open === null) return;
    const onDown = (e: MouseEvent) => {
      if (!bar.current?.contains(e.target as Node)) setOpen(null);
    };
    window.addEventListener('mousedown', onDown);
    bar.current?.querySelector<HTMLElement>(`[data-menu="${open}"] [role=menuitem]:not([aria-disabled=true])`)?.focus();
    return () => window.removeEventListener('mousedown', onDown);
  }, [open]);

  const focusTop = (i: number) => bar.current?.querySelectorAll<HTMLElement>('.menubar-top')[i]?.focus();

  const onTopKey = (e: React.KeyboardEvent, i: number) => {
    const n = model.menus.length;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + n) % n;
      focusTop(next);
      if (open !== null) setOpen(next);
    } else if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') setOpen(i);
    else if (e.key === 'Escape') setOpen(null);
    else return;
    e.preventDefault();
  };

  const onMenuKey = (e: React.KeyboardEvent, i: number) => {
    const items = [...(e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>('[role=menuitem]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else if (e.key === 'Escape') {
      setOpen(null);
      focusTop(i);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      const next = (i + (e.key === 'ArrowRight' ? 1 : -1) + model.menus.length) % model.menus.length;
      setOpen(next);
      focusTop(next);
    } else if (e.key === 'Tab') setOpen(null);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
    e.stopPropagation();
  };

  return (
    <div role="menubar" aria-label={studio.t('menu.bar')} className="menubar" ref={bar}>
      {model.menus.map((menu, i) => (
        <div key={menu.id} className="menubar-entry" data-menu={i}>
          <button
            type="button"
            role="menuitem"
            aria-haspopup="menu"
            aria-expanded={open === i}
            className="menubar-top"
            tabIndex={i === 0 ? 0 : -1}
            onClick={() => setOpen(open === i ? null : i)}
            onMouseEnter={() => open !== null && setOpen(i)}
            onKeyDown={(e) => onTopKey(e, i)}
          >
            {menu.label}
          </button>
          {open === i && (
            <div role="menu" aria-label={menu.label} className="menu-popup" onKeyDown={(e) => onMenuKey(e, i)}>
              {menu.items.map((item, j) =>
                item.separator ? (
                  <div key={`sep-${j}`} role="separator" className="menu-separator" />
                ) : (
                  <button
                    key={item.action}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled={!item.enabled}
                    className="menu-item"
                    onClick={() => {
                      if (!item.enabled) return;
                      setOpen(null);
                      void studio.actions.execute(item.action!, 'menu');
                    }}
                  >
                    <span>{item.label}</span>
                    {studio.actions.get(item.action!)?.shortcuts?.[0] && (
                      <kbd>{displayShortcut(studio.actions.get(item.action!)!.shortcuts![0], studio.isMac)}</kbd>
                    )}
                  </button>
                ),
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
