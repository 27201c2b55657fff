/**
 * The numbers of the players' tools, beside the table: the tape's distance (base edge to base edge) and the range
 * band of a chosen weapon; whether there is line of sight, the cover and what blocks; the reach's allowance; or why
 * the rules cannot answer. The e2e test reads these, so they are text, not only pictures.
 */
import type { Studio } from '../../../studio';
import type { TableEditor, TableEditorState } from './editor';
import type { Readout } from './overlays/readout';
import type { TableScene } from './scene';
import { utilOf } from './kinds';

const cm = (v: number) => v.toFixed(1);

export function ReadoutPanel({
  editor,
  studio,
  scene,
  state,
  readout,
}: {
  editor: TableEditor;
  studio: Studio;
  scene: TableScene;
  state: TableEditorState;
  readout: Readout;
}) {
  const t = studio.t;
  const name = (pointer: string) => {
    const item = scene.byPointer.get(pointer);
    return item ? utilOf(item.kind).label(item, scene.ctx) : pointer;
  };
  const pieceName = (i: number) => {
    const st = editor.rules?.ok ? editor.rules.state : null;
    const id = st?.pieces[i]?.id;
    const item = scene.items.find((x) => x.kind === 'terrain' && (x.value as { id: string }).id === id);
    return item ? utilOf('terrain').label(item, scene.ctx) : (id ?? String(i));
  };
  const modelName = (m: number) => {
    const st = editor.rules?.ok ? editor.rules.state : null;
    const id = st?.c.models[m]?.id;
    const item = scene.items.find((x) => x.kind === 'model' && (x.value as { id: string }).id === id);
    return item ? utilOf('model').label(item, scene.ctx) : (id ?? String(m));
  };
  const showTape = state.tool === 'measure' || readout.tape;
  const showLos = state.tool === 'los' || readout.sight;
  const showReach = state.tool === 'reach' || readout.reach;
  if (!showTape && !showLos && !showReach && readout.rings.length === 0 && !readout.unavailable) return null;
  return (
    <section className="un-readout" aria-label={t('universalis:measure.title')} aria-live="polite">
      {readout.unavailable && <p className="notice">{readout.unavailable}</p>}
      {showTape && (
        <div className="readout-block" data-readout="tape">
          <h3>{t('universalis:measure.title')}</h3>
          {readout.tape ? (
            <>
              <p>
                <strong>{t('universalis:measure.distance')}:</strong>{' '}
                <span data-value="distance">{cm(readout.tape.cm)}</span> cm{' '}
                <span className="muted">
                  (
                  {readout.tape.fromModel && readout.tape.toModel
                    ? t('universalis:measure.edgeToEdge')
                    : t('universalis:measure.fromPoint')}
                  )
                </span>
              </p>
              {readout.tape.fromModel && (
                <p className="muted">
                  {name(readout.tape.fromModel)}
                  {readout.tape.toModel ? ` → ${name(readout.tape.toModel)}` : ''}
                </p>
              )}
              {readout.tape.weapons.length > 0 ? (
                <p>
                  <label>
                    {t('universalis:measure.weapon')}{' '}
                    <select
                      value={readout.tape.weapon?.id ?? ''}
                      onChange={(e) => editor.state.set({ weapon: e.target.value })}
                    >
                      {readout.tape.weapons.map((w) => (
                        <option key={w.id} value={w.id}>
                          {w.name}
                        </option>
                      ))}
                    </select>
                  </label>{' '}
                  <span data-value="band">
                    {readout.tape.weapon &&
                      (readout.tape.weapon.reading.band === null
                        ? t('universalis:measure.outOfRange', { max: readout.tape.weapon.reading.maxCm })
                        : t('universalis:measure.band', {
                            band: readout.tape.weapon.reading.band,
                            bands: readout.tape.weapon.reading.bands,
                            bandCm: readout.tape.weapon.reading.bandCm,
                            modifier: readout.tape.weapon.reading.modifier,
                          }))}
                  </span>
                </p>
              ) : readout.tape.fromModel ? (
                <p className="muted">{t('universalis:measure.noWeapon')}</p>
              ) : null}
            </>
          ) : (
            <p className="muted">{t('universalis:measure.hint')}</p>
          )}
        </div>
      )}
      {showLos && (
        <div className="readout-block" data-readout="los">
          <h3>{t('universalis:los.title')}</h3>
          {readout.sight ? (
            <>
              <p className="muted">
                {name(readout.sight.from)} → {name(readout.sight.to)}
              </p>
              <p data-value="los">
                <strong>
                  {readout.sight.los ? t('universalis:los.seen') : t('universalis:los.blocked')}
                </strong>
              </p>
              <p>
                <strong>{t('universalis:measure.distance')}:</strong>{' '}
                <span data-value="los-distance">{cm(readout.sight.distance)}</span> cm
              </p>
              {readout.sight.los && (
                <p data-value="cover">
                  <strong>{t('universalis:los.cover')}:</strong>{' '}
                  {t(`universalis:cover.${['none', 'soft', 'hard', 'massive'][readout.sight.cover ?? 0]}`)}
                  {readout.sight.armourBonus > 0 &&
                    `, ${t('universalis:los.armourBonus', { bonus: readout.sight.armourBonus })}`}
                </p>
              )}
              <p className="muted">
                {t('universalis:los.rays', {
                  clear: readout.sight.rays.filter((r) => r.clear).length,
                  total: readout.sight.rays.length,
                })}
              </p>
              {readout.sight.blocking.length > 0 && (
                <p>
                  <strong>{t('universalis:los.blockingPieces')}:</strong>{' '}
                  {readout.sight.blocking.map(pieceName).join(', ')}
                </p>
              )}
              {readout.sight.blockingModels.length > 0 && (
                <p>
                  <strong>{t('universalis:los.blockingModels')}:</strong>{' '}
                  {readout.sight.blockingModels.map(modelName).join(', ')}
                </p>
              )}
              {readout.sight.seenThrough.length > 0 && (
                <p>
                  <strong>{t('universalis:los.seenThrough')}:</strong>{' '}
                  {readout.sight.seenThrough.map(pieceName).join(', ')}
                </p>
              )}
            </>
          ) : (
            <p className="muted">{t('universalis:los.pickModel')}</p>
          )}
        </div>
      )}
      {showReach && (
        <div className="readout-block" data-readout="reach">
          <h3>{t('universalis:reach.title')}</h3>
          {readout.reach ? (
            <>
              <p className="muted">{name(readout.reach.pointer)}</p>
              <p>
                {t('universalis:reach.allowance', {
                  cm: readout.reach.reach.allowance,
                  moves: state.reachMoves,
                })}
              </p>
              <p className="muted">
                <span className="swatch reach-full" aria-hidden="true" /> {t('universalis:reach.full')} ·{' '}
                <span className="swatch reach-half" aria-hidden="true" /> {t('universalis:reach.half')}
              </p>
            </>
          ) : (
            <p className="muted">{t('universalis:reach.pickModel')}</p>
          )}
        </div>
      )}
    </section>
  );
}
