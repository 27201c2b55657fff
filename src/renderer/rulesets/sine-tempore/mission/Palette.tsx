/**
 * What can be put on the map, by group: tiles and connectors, scenic elements, enemies, heroes, markers (spawn
 * points, objects, loot, zones). Click an entry, then click the map (it stays armed for more); or drag it onto
 * the map. The entries come from each kind's util, so a new kind brings its own.
 */
import { memo, useMemo, useState } from 'react';
import { GameIcon } from '../../../canvas/GameIcon';
import type { Studio } from '../../../studio';
import type { MissionEditor } from './editor';
import { UTILS, type PaletteEntry, type PaletteGroup } from './kinds';

const GROUPS: PaletteGroup[] = ['tiles', 'elements', 'enemies', 'heroes', 'markers'];

export function paletteEntries(editor: MissionEditor): PaletteEntry[] {
  const mission = editor.mission;
  if (!mission) return [];
  return Object.values(UTILS).flatMap((u) => u.palette?.(editor.catalog, mission, editor.t, editor.language) ?? []);
}

/** Memoised: it changes with the catalog and the armed entry, not with every move of the pointer. */
export const Palette = memo(function Palette({ editor, studio, armed, entries }: { editor: MissionEditor; studio: Studio; armed: string | undefined; entries: PaletteEntry[] }) {
  const t = studio.t;
  const [group, setGroup] = useState<PaletteGroup>('tiles');
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return entries.filter((e) => (f ? e.label.toLowerCase().includes(f) || e.ref.includes(f) : e.group === group));
  }, [entries, group, filter]);
  return (
    <section className="mission-palette" aria-label={t('mission:palette.title')}>
      <div role="tablist" aria-label={t('mission:palette.groups')} className="palette-tabs">
        {GROUPS.map((g) => (
          <button key={g} type="button" role="tab" aria-selected={!filter && g === group} onClick={() => (setFilter(''), setGroup(g))}>
            {t(`mission:palette.group.${g}`)}
          </button>
        ))}
      </div>
      <input type="search" className="palette-filter" placeholder={t('mission:palette.filter')} aria-label={t('mission:palette.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {entries.length === 0 && <p className="muted pad">{t('mission:palette.empty')}</p>}
      <ul className="palette-entries">
        {shown.map((e) => (
          <li key={e.key}>
            <button
              type="button"
              draggable
              aria-pressed={armed === e.key}
              aria-label={t('mission:palette.place', { name: e.label })}
              title={t('mission:palette.placeHint', { name: e.label })}
              onClick={() => (armed === e.key ? editor.setTool('select') : editor.setTool('place', e))}
              onDragStart={(ev) => {
                ev.dataTransfer.setData('application/x-mission-palette', e.key);
                ev.dataTransfer.effectAllowed = 'copy';
              }}
            >
              <GameIcon name={e.picture} size={26} fallback="cube" />
              <span>{e.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
