/**
 * The map's toolbar: tools, each tool's options (terrain, height level, area, AP), overlays and view. Every
 * button runs the same registered action the keyboard and the command palette run, so names and shortcuts
 * agree everywhere.
 */
import type { Mission } from '../../../../engine/generated/types/mission';
import { localText } from '../../../../engine/rulesets/sine-tempore/print';
import { GameIcon } from '../../../canvas/GameIcon';
import { displayShortcut } from '../../../../shared/shortcuts';
import type { Studio } from '../../../studio';
import type { EditorState, MissionEditor, OverlayId, ToolId } from './editor';
import { TERRAIN_CODES, TERRAIN_NAMES } from './edits/board';
import { TOOL_ACTIONS, TOOL_PICTURES } from './actions/tool-actions';

interface Props {
  editor: MissionEditor;
  studio: Studio;
  state: EditorState;
  mission: Mission | null;
}

export function Toolbar({ editor, studio, state, mission }: Props) {
  const t = studio.t;
  const run = (name: string) => void studio.actions.execute(name, 'button');
  const keyOf = (name: string) => {
    const s = studio.actions.get(name)?.shortcuts?.[0];
    return s ? ` (${displayShortcut(s, studio.isMac)})` : '';
  };
  const toolButton = (tool: Exclude<ToolId, 'place'>) => {
    const action = TOOL_ACTIONS[tool];
    return (
      <button
        key={tool}
        type="button"
        className="tool-button"
        aria-pressed={state.tool === tool}
        title={`${t(`mission:tool.${tool}Hint`)}${keyOf(action)}`}
        onClick={() => run(action)}
      >
        <GameIcon name={TOOL_PICTURES[tool]} size={18} />
        <span className="tool-label">{t(`mission:tool.${tool}`)}</span>
      </button>
    );
  };
  const overlayToggle = (id: OverlayId) => (
    <button
      key={id}
      type="button"
      className="toggle"
      aria-pressed={state.overlays[id]}
      onClick={() => run(`mission.overlay.${id}`)}
    >
      {t(`mission:overlay.${id}`)}
    </button>
  );
  const terrainTool = state.tool === 'brush' || state.tool === 'rect' || state.tool === 'fill';
  const reachModel = state.reachOf ? editor.scene?.byPointer.get(state.reachOf) : undefined;
  const viewGroup = <ViewGroup t={t} run={run} keyOf={keyOf} showText={state.showText} />;

  return (
    // Two rows of fixed height, neither of which wraps: switching tools never moves the map. The tools show their
    // names where there is room and their pictures only where there is not (the names stay their accessible names).
    <div className="mission-toolbar">
      <div className="toolbar-row">
        <div role="toolbar" aria-label={t('mission:toolbar.tools')} className="tool-group tools">
          {(Object.keys(TOOL_ACTIONS) as Exclude<ToolId, 'place'>[]).map(toolButton)}
        </div>
        <div className="tool-spacer" />
        {viewGroup}
      </div>
      <div className="toolbar-row options">
        {terrainTool && (
          <div role="radiogroup" aria-label={t('mission:toolbar.terrain')} className="tool-options">
            {TERRAIN_CODES.map((code) => (
              <label key={code} className={`terrain-choice terrain-${TERRAIN_NAMES[code]}`}>
                <input
                  type="radio"
                  name={`terrain-${editor.doc.id}`}
                  checked={state.terrain === code}
                  onChange={() => editor.state.set({ terrain: code })}
                />
                <span className="swatch" aria-hidden="true" />
                {t(`mission:terrain.${TERRAIN_NAMES[code]}`)}
              </label>
            ))}
          </div>
        )}
        {state.tool === 'level' && (
          <div className="tool-options">
            <label>
              {t('mission:toolbar.level')}{' '}
              <input
                type="number"
                min={0}
                max={5}
                value={state.level}
                onChange={(e) =>
                  editor.state.set({ level: Math.max(0, Math.min(5, Number(e.target.value) || 0)) })
                }
              />
            </label>
          </div>
        )}
        {state.tool === 'area' && (
          <div className="tool-options">
            <label>
              {t('mission:toolbar.areaTarget')}{' '}
              <select
                value={state.areaTarget}
                onChange={(e) => editor.state.set({ areaTarget: e.target.value })}
              >
                <option value="/deployment">{t('mission:layer.deploymentName')}</option>
                {(mission?.zones ?? []).map((z, i) => (
                  <option key={z.id} value={`/zones/${i}`}>
                    {localText(z.name, editor.language) || z.id}
                  </option>
                ))}
              </select>
            </label>
            <span className="muted">{t('mission:toolbar.areaHint')}</span>
          </div>
        )}
        {state.tool === 'reach' && (
          <div className="tool-options">
            {reachModel ? (
              <label>
                {t('mission:toolbar.reachAp')}{' '}
                <input
                  type="number"
                  min={1}
                  max={20}
                  value={state.reachAp ?? ''}
                  placeholder={t('mission:toolbar.reachRa')}
                  onChange={(e) =>
                    editor.state.set({
                      reachAp: e.target.value === '' ? null : Math.max(1, Number(e.target.value) || 1),
                    })
                  }
                />
              </label>
            ) : (
              <span className="muted">{t('mission:toolbar.reachHint')}</span>
            )}
          </div>
        )}
        {state.tool === 'los' && <span className="muted tool-options">{t('mission:toolbar.losHint')}</span>}
        {state.tool === 'select' && (
          <span className="muted tool-options">{t('mission:tool.selectHint')}</span>
        )}
        <div className="tool-spacer" />
        <div role="group" aria-label={t('mission:toolbar.overlays')} className="tool-group">
          {(['rings', 'spawns', 'problems'] as OverlayId[]).map(overlayToggle)}
        </div>
      </div>
    </div>
  );
}

function ViewGroup({
  t,
  run,
  keyOf,
  showText,
}: {
  t: Studio['t'];
  run: (name: string) => void;
  keyOf: (name: string) => string;
  showText: boolean;
}) {
  return (
    <div role="group" aria-label={t('mission:toolbar.view')} className="tool-group">
      <button
        type="button"
        onClick={() => run('mission.zoomOut')}
        title={`${t('mission:action.zoomOut')}${keyOf('mission.zoomOut')}`}
        aria-label={t('mission:action.zoomOut')}
      >
        −
      </button>
      <button
        type="button"
        onClick={() => run('mission.zoomIn')}
        title={`${t('mission:action.zoomIn')}${keyOf('mission.zoomIn')}`}
        aria-label={t('mission:action.zoomIn')}
      >
        +
      </button>
      <button
        type="button"
        onClick={() => run('mission.fit')}
        title={`${t('mission:action.fit')}${keyOf('mission.fit')}`}
      >
        {t('mission:toolbar.fit')}
      </button>
      <button
        type="button"
        className="toggle"
        aria-pressed={showText}
        onClick={() => run('mission.toggleText')}
      >
        {t('mission:toolbar.text')}
      </button>
      <button type="button" onClick={() => run('mission.export')}>
        {t('mission:toolbar.export')}
      </button>
    </div>
  );
}
