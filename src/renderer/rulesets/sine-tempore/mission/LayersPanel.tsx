/**
 * Layers with their visibility and lock toggles, and under each the pieces it holds: a list a keyboard or a
 * screen reader can use to find and select what is on the map (large layers start folded).
 */
import { memo } from 'react';
import { pieceKind, MAP_LAYERS, type Piece, type MapLayer } from '../../../../engine/rulesets/sine-tempore/print';
import { GameIcon } from '../../../canvas/GameIcon';
import type { Studio } from '../../../studio';
import type { EditorState, MissionEditor } from './editor';
import type { Scene } from './scene';

export function pieceLabel(editor: MissionEditor, piece: Piece): string {
  const [x, y] = piece.squares[0] ?? [0, 0];
  return editor.t('mission:layers.piece', { name: editor.nameOf(piece), x, y });
}

interface Props {
  editor: MissionEditor;
  studio: Studio;
  scene: Scene;
  hidden: EditorState['hidden'];
  locked: EditorState['locked'];
  selection: EditorState['selection'];
  /** Re-renders when the UI language changes. */
  language: string;
}

/** Memoised: a long list that must not re-render when only the pointer moves over the map. */
export const LayersPanel = memo(function LayersPanel({ editor, studio, scene, hidden, locked, selection }: Props) {
  const state = { hidden, locked, selection };
  const t = studio.t;
  const byLayer = new Map<MapLayer, Piece[]>(MAP_LAYERS.map((l) => [l, []]));
  for (const p of scene.pieces) byLayer.get(p.layer)!.push(p);
  return (
    <section className="mission-layers" aria-label={t('mission:layers.title')}>
      <h3 className="pane-title">{t('mission:layers.title')}</h3>
      <ul>
        {[...MAP_LAYERS].reverse().map((layer) => {
          const pieces = byLayer.get(layer)!;
          const name = t(`mission:layer.${layer}`);
          return (
            <li key={layer}>
              <details open={pieces.length > 0 && pieces.length <= 40}>
                <summary>
                  <span className="layer-name">{name}</span>
                  <span className="muted">{pieces.length || ''}</span>
                  <button type="button" className="icon-toggle" aria-pressed={!state.hidden.has(layer)} aria-label={t('mission:layers.visible', { layer: name })} title={t('mission:layers.visible', { layer: name })} onClick={(e) => (e.preventDefault(), editor.toggleLayer(layer, 'hidden'))}>
                    <GameIcon name={state.hidden.has(layer) ? 'sight-disabled' : 'eyeball'} size={14} />
                  </button>
                  <button type="button" className="icon-toggle" aria-pressed={state.locked.has(layer)} aria-label={t('mission:layers.lock', { layer: name })} title={t('mission:layers.lock', { layer: name })} onClick={(e) => (e.preventDefault(), editor.toggleLayer(layer, 'locked'))}>
                    <GameIcon name={state.locked.has(layer) ? 'padlock' : 'padlock-open'} size={14} />
                  </button>
                </summary>
                <ul className="layer-pieces">
                  {pieces.map((p) => (
                    <li key={p.pointer}>
                      <button
                        type="button"
                        aria-pressed={state.selection.includes(p.pointer)}
                        disabled={state.hidden.has(layer) || state.locked.has(layer)}
                        onClick={(e) => {
                          editor.select([p.pointer], e.shiftKey || e.ctrlKey || e.metaKey ? 'toggle' : 'replace');
                          if (p.squares[0]) editor.canvas?.centreOn(p.squares[0]);
                        }}
                      >
                        <GameIcon name={pieceKind(p.kind).picture(p.value, editor.catalog)} size={16} fallback="cube" />
                        <span>{pieceLabel(editor, p)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
