/**
 * Beside the table: the unit cards of the units file to place (click one to arm the model tool with it for the
 * chosen side; the side's own faction first) and everything on the table by layer, each layer with its show and
 * lock toggles. Clicking an entry selects it and brings it into view.
 */
import type { ReactNode } from 'react';
import type { Model } from '../../../../engine/generated/types/skirmish';
import type { Studio } from '../../../studio';
import { GameIcon } from '../../../canvas/GameIcon';
import type { TableEditor, TableEditorState } from './editor';
import { TABLE_LAYERS, utilOf, type TableLayer } from './kinds';
import { layerOf, type TableScene } from './scene';
import { SIDE_COLOUR, SIDES } from './style';
import { localText } from '../shared/text';
import { baseRadius } from './kinds/model';

interface Props {
  editor: TableEditor;
  studio: Studio;
  scene: TableScene;
  state: TableEditorState;
}

function CardPalette({ editor, studio, scene, state }: Props) {
  const t = studio.t;
  const units = editor.units;
  if (!units) return <p className="muted pad">{t('universalis:palette.noUnits')}</p>;
  const faction = scene.skirmish.sides[state.side]?.faction;
  const cards = [...units.cards].sort(
    (a, b) => Number(!a.factions.includes(faction)) - Number(!b.factions.includes(faction)),
  );
  return (
    <section className="un-palette" aria-label={t('universalis:palette.cards')}>
      <h3>{t('universalis:palette.cards')}</h3>
      <div className="un-side-switch" role="radiogroup" aria-label={t('universalis:toolbar.side')}>
        {SIDES.map((s) => (
          <label key={s} style={{ borderColor: SIDE_COLOUR[s] }}>
            <input
              type="radio"
              name={`side-${editor.doc.id}`}
              checked={state.side === s}
              onChange={() => editor.state.set({ side: s })}
            />
            {t(`universalis:side.${s}`)}
          </label>
        ))}
      </div>
      <ul>
        {cards.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={state.tool === 'model' && state.card === c.id}
              className={c.factions.includes(faction) ? undefined : 'other-faction'}
              onClick={() => {
                editor.state.set({ card: c.id });
                editor.setTool('model');
              }}
            >
              <span
                className="base-dot"
                style={{
                  background: SIDE_COLOUR[state.side],
                  width: `${baseRadius(c) * 8}px`,
                  height: `${baseRadius(c) * 8}px`,
                }}
                aria-hidden="true"
              />
              <span className="card-name">{localText(c.name, editor.language)}</span>
              <span className="muted">{t('universalis:palette.points', { points: c.points })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Layers({ editor, studio, scene, state }: Props) {
  const t = studio.t;
  const byLayer = (layer: TableLayer) => scene.items.filter((i) => layerOf(i.kind) === layer);
  return (
    <section className="un-layers" aria-label={t('universalis:layers.title')}>
      <h3>{t('universalis:layers.title')}</h3>
      {TABLE_LAYERS.map((layer) => {
        const items = byLayer(layer);
        const name = t(`universalis:layer.${layer}`);
        return (
          <details key={layer} open={layer !== 'zones'}>
            <summary>
              <span>
                {name} <span className="muted">({items.length})</span>
              </span>
              <button
                type="button"
                className="icon-toggle"
                aria-pressed={!state.hidden.has(layer)}
                aria-label={t('universalis:layers.visible', { layer: name })}
                title={t('universalis:layers.visible', { layer: name })}
                onClick={(e) => {
                  e.preventDefault();
                  editor.toggleLayer(layer, 'hidden');
                }}
              >
                <GameIcon
                  name={state.hidden.has(layer) ? 'sight-disabled' : 'eye-target'}
                  size={14}
                  fallback="eye-target"
                />
              </button>
              <button
                type="button"
                className="icon-toggle"
                aria-pressed={state.locked.has(layer)}
                aria-label={t('universalis:layers.lock', { layer: name })}
                title={t('universalis:layers.lock', { layer: name })}
                onClick={(e) => {
                  e.preventDefault();
                  editor.toggleLayer(layer, 'locked');
                }}
              >
                <GameIcon
                  name={state.locked.has(layer) ? 'padlock' : 'padlock-open'}
                  size={14}
                  fallback="padlock"
                />
              </button>
            </summary>
            {items.length === 0 ? (
              <p className="muted pad">{t('universalis:layers.empty')}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.pointer}>
                    <button
                      type="button"
                      aria-pressed={state.selection.includes(item.pointer)}
                      disabled={state.hidden.has(layer) || state.locked.has(layer)}
                      onClick={(e) => {
                        editor.select(
                          [item.pointer],
                          e.shiftKey || e.ctrlKey || e.metaKey ? 'toggle' : 'replace',
                        );
                        const o = utilOf(item.kind).outline(item, scene.ctx);
                        editor.canvas?.centreOn(o.type === 'circle' ? o.at : o.points[0]);
                      }}
                    >
                      {item.kind === 'model' && (
                        <span
                          className="base-dot small"
                          style={{ background: SIDE_COLOUR[item.side ?? 'a'] }}
                          aria-hidden="true"
                        />
                      )}
                      {utilOf(item.kind).label(item, scene.ctx)}
                      {item.kind === 'model' && (item.value as Model).leader && (
                        <GameIcon name="crown" size={12} />
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </details>
        );
      })}
    </section>
  );
}

export function SidePanel({ children, ...props }: Props & { children?: ReactNode }) {
  return (
    <aside className="un-side">
      <CardPalette {...props} />
      <Layers {...props} />
      {children}
    </aside>
  );
}
