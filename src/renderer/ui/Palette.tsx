import { useId, useMemo, useState } from 'react';
import { displayShortcut } from '../../shared/shortcuts';
import { useStudio } from './hooks';
import { Modal } from './Modal';

/** Every command, searchable by name and keywords, with its shortcut (Ctrl/Cmd+Shift+P). */
export function Palette() {
  const studio = useStudio();
  const t = studio.t;
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const listId = useId();
  const close = () => studio.setOverlay(null);

  const items = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return studio.actions
      .list()
      .map((a) => {
        const label = studio.actions.labelOf(a, t);
        return { action: a, label, haystack: `${label} ${t(a.label)} ${a.keywords ? t(a.keywords) : ''} ${a.name}`.toLowerCase() };
      })
      .filter((i) => words.every((w) => i.haystack.includes(w)))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [query, studio, t]);

  const run = (index: number) => {
    const item = items[index];
    if (!item || !studio.actions.isEnabled(item.action)) return;
    close();
    void studio.actions.execute(item.action.name, 'palette');
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') setSelected((i) => Math.min(items.length - 1, i + 1));
    else if (e.key === 'ArrowUp') setSelected((i) => Math.max(0, i - 1));
    else if (e.key === 'Enter') run(selected);
    else return;
    e.preventDefault();
  };

  return (
    <Modal title={t('palette.title')} onClose={close} className="palette">
      <input
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={items[selected] ? `${listId}-${selected}` : undefined}
        aria-label={t('palette.placeholder')}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setSelected(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul role="listbox" id={listId} aria-label={t('palette.title')} className="palette-list">
        {items.length === 0 && <li className="muted">{t('palette.empty')}</li>}
        {items.map((item, i) => {
          const enabled = studio.actions.isEnabled(item.action);
          const keys = item.action.shortcuts?.[0];
          return (
            <li
              key={item.action.name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === selected}
              aria-disabled={!enabled}
              className={i === selected ? 'selected' : undefined}
              onMouseEnter={() => setSelected(i)}
              onClick={() => run(i)}
            >
              <span>
                {item.label}
                {!enabled && <span className="muted"> — {t('palette.disabled')}</span>}
              </span>
              {keys && <kbd>{displayShortcut(keys, studio.isMac)}</kbd>}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
