/**
 * The table's toolbar: tools, each tool's options (what the shape tools draw, the terrain type, kind and height,
 * the side and card of the model tool, the tape's weapon, the reach's move actions), snapping, grid, rings and
 * view. Buttons run the same registered actions as the keys and the command palette.
 */
import { GameIcon } from '../../../canvas/GameIcon';
import { displayShortcut } from '../../../../shared/shortcuts';
import type { Studio } from '../../../studio';
import type { RingId, SnapStep, TableEditor, TableEditorState, ToolId } from './editor';
import { TOOLS } from './editor';
import { TOOL_PICTURES, toolAction } from './actions/tool-actions';
import { SIDES, TERRAIN_TYPES } from './style';
import { LIBRARY } from './library';
import { localText } from '../shared/text';

interface Props {
  editor: TableEditor;
  studio: Studio;
  state: TableEditorState;
}

export function Toolbar({ editor, studio, state }: Props) {
  const t = studio.t;
  const run = (name: string) => void studio.actions.execute(name, 'button');
  const keyOf = (name: string) => {
    const s = studio.actions.get(name)?.shortcuts?.[0];
    return s ? ` (${displayShortcut(s, studio.isMac)})` : '';
  };
  const set = (patch: Partial<TableEditorState>) => editor.state.set(patch);
  const shapeTool = state.tool === 'polygon' || state.tool === 'rect' || state.tool === 'circle';
  const cards = editor.units?.cards ?? [];
  return (
    <div className="un-toolbar">
      <div role="toolbar" aria-label={t('universalis:toolbar.tools')} className="tool-group">
        {TOOLS.map((tool: ToolId) => (
          <button
            key={tool}
            type="button"
            className="tool-button"
            aria-pressed={state.tool === tool}
            title={`${t(`universalis:tool.${tool}Hint`)}${keyOf(toolAction(tool))}`}
            onClick={() => run(toolAction(tool))}
          >
            <GameIcon name={TOOL_PICTURES[tool]} size={18} fallback="square" />
            <span>{t(`universalis:tool.${tool}`)}</span>
          </button>
        ))}
      </div>
      {shapeTool && (
        <div className="tool-options" role="group" aria-label={t('universalis:toolbar.options')}>
          <label>
            {t('universalis:toolbar.drawAs')}{' '}
            <select
              value={state.drawAs}
              onChange={(e) => set({ drawAs: e.target.value as 'terrain' | 'zone' })}
            >
              <option value="terrain">{t('universalis:toolbar.drawTerrain')}</option>
              <option value="zone">{t('universalis:toolbar.drawZone')}</option>
            </select>
          </label>
          {state.drawAs === 'terrain' && (
            <>
              <label>
                {t('universalis:toolbar.terrainType')}{' '}
                <select
                  value={state.terrainType}
                  onChange={(e) => set({ terrainType: e.target.value as TableEditorState['terrainType'] })}
                >
                  {TERRAIN_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`universalis:terrain.${type}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('universalis:toolbar.terrainKind')}{' '}
                <select
                  value={state.terrainKind}
                  onChange={(e) => set({ terrainKind: e.target.value as 'solid' | 'area' })}
                >
                  <option value="solid">{t('universalis:kindName.solid')}</option>
                  <option value="area">{t('universalis:kindName.area')}</option>
                </select>
              </label>
              <label>
                {t('universalis:toolbar.height')}{' '}
                <input
                  type="number"
                  min={0}
                  max={100}
                  step={0.5}
                  value={state.terrainHeight}
                  onChange={(e) => set({ terrainHeight: Math.max(0, Number(e.target.value) || 0) })}
                />
              </label>
            </>
          )}
        </div>
      )}
      {state.tool === 'piece' && (
        <div className="tool-options" role="radiogroup" aria-label={t('universalis:library.title')}>
          {LIBRARY.map((p) => (
            <button
              key={p.id}
              type="button"
              className="tool-button"
              role="radio"
              aria-checked={state.piece === p.id}
              aria-pressed={state.piece === p.id}
              onClick={() => set({ piece: p.id })}
            >
              <GameIcon name={p.picture} size={16} fallback="square" />
              <span>{t(`universalis:library.${p.id}`)}</span>
            </button>
          ))}
        </div>
      )}
      {state.tool === 'model' && (
        <div className="tool-options" role="group" aria-label={t('universalis:toolbar.options')}>
          <label>
            {t('universalis:toolbar.side')}{' '}
            <select value={state.side} onChange={(e) => set({ side: e.target.value as 'a' | 'b' })}>
              {SIDES.map((s) => (
                <option key={s} value={s}>
                  {t(`universalis:side.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('universalis:toolbar.card')}{' '}
            <select value={state.card ?? ''} onChange={(e) => set({ card: e.target.value || null })}>
              <option value="">{t('universalis:toolbar.chooseCard')}</option>
              {cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {localText(c.name, editor.language)} ({c.points})
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {state.tool === 'object' && (
        <label className="tool-options">
          <input
            type="checkbox"
            checked={state.portable}
            onChange={(e) => set({ portable: e.target.checked })}
          />{' '}
          {t('universalis:toolbar.portable')}
        </label>
      )}
      {state.tool === 'reach' && (
        <label className="tool-options">
          {t('universalis:toolbar.moves')}{' '}
          <input
            type="number"
            min={1}
            max={4}
            value={state.reachMoves}
            onChange={(e) => set({ reachMoves: Math.max(1, Math.min(4, Number(e.target.value) || 1)) })}
          />
        </label>
      )}
      <div className="tool-spacer" />
      <div role="group" aria-label={t('universalis:toolbar.snap')} className="tool-group">
        <label>
          {t('universalis:toolbar.snap')}{' '}
          <select
            value={state.snap}
            title={t('universalis:toolbar.altHint')}
            onChange={(e) => run(`universalis.snap.${e.target.value}`)}
          >
            {([0, 1, 5] as SnapStep[]).map((s) => (
              <option key={s} value={s}>
                {s === 0 ? t('universalis:toolbar.snapOff') : t('universalis:toolbar.snapCm', { cm: s })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="toggle"
          aria-pressed={state.grid}
          onClick={() => run('universalis.grid')}
          title={`${t('universalis:action.grid')}${keyOf('universalis.grid')}`}
        >
          {t('universalis:toolbar.grid')}
        </button>
      </div>
      <div role="group" aria-label={t('universalis:toolbar.rings')} className="tool-group">
        {(['danger', 'perception', 'weapon'] as RingId[]).map((id) => (
          <button
            key={id}
            type="button"
            className="toggle"
            aria-pressed={state.rings[id]}
            onClick={() => run(`universalis.rings.${id}`)}
          >
            {t(`universalis:action.rings.${id}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('universalis:toolbar.view')} className="tool-group">
        <button
          type="button"
          onClick={() => run('universalis.zoomOut')}
          aria-label={t('universalis:action.zoomOut')}
          title={`${t('universalis:action.zoomOut')}${keyOf('universalis.zoomOut')}`}
        >
          −
        </button>
        <button
          type="button"
          onClick={() => run('universalis.fit')}
          aria-label={t('universalis:action.fit')}
          title={`${t('universalis:action.fit')}${keyOf('universalis.fit')}`}
        >
          ⤢
        </button>
        <button
          type="button"
          onClick={() => run('universalis.zoomIn')}
          aria-label={t('universalis:action.zoomIn')}
          title={`${t('universalis:action.zoomIn')}${keyOf('universalis.zoomIn')}`}
        >
          +
        </button>
        <button
          type="button"
          className="toggle"
          aria-pressed={state.showText}
          onClick={() => run('universalis.toggleText')}
          title={`${t('universalis:action.toggleText')}${keyOf('universalis.toggleText')}`}
        >
          {t('universalis:toolbar.text')}
        </button>
        <button
          type="button"
          onClick={() => run('universalis.export')}
          title={`${t('universalis:action.export')}${keyOf('universalis.export')}`}
        >
          {t('universalis:toolbar.print')}
        </button>
      </div>
    </div>
  );
}
