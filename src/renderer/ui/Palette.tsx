import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { displayShortcut } from '../../shared/shortcuts';
import type { Action, Translate } from '../actions/manager';
import { rankCommands } from '../actions/palette-rank';
import type { Studio } from '../studio';
import { useStudio } from './hooks';
import { Modal } from './Modal';

interface Entry {
  action: Action<Studio>;
  label: string;
  enabled: boolean;
  reason?: string;
}

/**
 * Every command, found by its name in the current language or in English, its id or its keywords
 * (accents and case ignored), best match first and recently used first (actions/palette-rank.ts).
 * Commands that cannot run now stay in their place, dimmed with the reason; the highlight and the
 * arrow keys skip them, so Enter always runs a command that can run.
 */
export function Palette() {
  const studio = useStudio();
  const t = studio.t;
  const [query, setQuery] = useState('');
  const [selectedName, setSelectedName] = useState<string | null>(null);
  const listId = useId();
  const close = () => studio.setOverlay(null);
  // Predicates read state the palette does not see (an editor's clipboard): follow the registry.
  const version = useSyncExternalStore(
    (l) => studio.actions.subscribe(l),
    () => studio.actions.getVersion(),
  );
  const recent = useMemo(() => studio.recentCommands(), [studio]);

  const entries = useMemo((): Entry[] => {
    void version;
    const fixed = studio.i18n.getFixedT('en');
    const english: Translate = (key, options) => fixed(key, options ?? {}) as string;
    const candidates = studio.actions.list().map((a) => ({
      item: a,
      id: a.name,
      label: studio.actions.labelOf(a, t),
      englishLabel: studio.actions.labelOf(a, english),
      keywords: a.keywords ? `${t(a.keywords)} ${english(a.keywords)}` : '',
    }));
    return rankCommands(candidates, query, recent).map(({ candidate }) => {
      const reason = studio.actions.disabledReasonOf(candidate.item);
      return {
        action: candidate.item,
        label: candidate.label,
        enabled: studio.actions.isEnabled(candidate.item),
        reason: reason ? t(reason) : undefined,
      };
    });
  }, [query, studio, t, recent, version]);

  // The highlight: the command chosen with the arrows or the mouse while it can run, else the best match that can.
  const chosen = entries.findIndex((e) => e.enabled && e.action.name === selectedName);
  const active = chosen >= 0 ? chosen : entries.findIndex((e) => e.enabled);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  const run = (index: number) => {
    const entry = entries[index];
    if (!entry?.enabled) return;
    close();
    studio.noteCommandRun(entry.action.name);
    void studio.actions.execute(entry.action.name, 'palette');
  };

  /** The next command that can run, `step` entries away and around the ends. */
  const move = (step: 1 | -1) => {
    const n = entries.length;
    for (let i = 1; i <= n; i++) {
      const at = (((active + step * i) % n) + n) % n;
      if (entries[at].enabled) return setSelectedName(entries[at].action.name);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter') run(active);
    else return;
    e.preventDefault();
  };

  return (
    <Modal title={t('palette.title')} onClose={close} className="palette">
      <input
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-autocomplete="list"
        aria-label={t('palette.placeholder')}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setSelectedName(null);
        }}
        onKeyDown={onKeyDown}
      />
      <ul role="listbox" id={listId} aria-label={t('palette.title')} className="palette-list">
        {entries.length === 0 && <li className="muted">{t('palette.empty')}</li>}
        {entries.map((entry, i) => {
          const keys = entry.action.shortcuts?.[0];
          const classes = [i === active ? 'selected' : '', entry.enabled ? '' : 'disabled'].filter(Boolean).join(' ');
          return (
            <li
              key={entry.action.name}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              aria-disabled={!entry.enabled}
              className={classes || undefined}
              onMouseEnter={() => entry.enabled && setSelectedName(entry.action.name)}
              onClick={() => run(i)}
            >
              <span>
                {entry.label}
                {!entry.enabled && <span className="palette-reason"> — {entry.reason ?? t('palette.disabled')}</span>}
              </span>
              {keys && <kbd>{displayShortcut(keys, studio.isMac)}</kbd>}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
