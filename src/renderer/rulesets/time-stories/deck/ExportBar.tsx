/** The deck's export commands as buttons, with their progress and outcome announced to screen readers. */
import { useSyncExternalStore } from 'react';
import { EXPORT_KINDS } from './deck-actions';
import type { DeckEditor } from './deck-context';
import { exportState } from './deck-export';

export function ExportBar({ ed }: { ed: DeckEditor }) {
  const t = ed.t;
  const obs = exportState(ed.doc.id);
  const state = useSyncExternalStore(obs.subscribe, obs.get);
  return (
    <section className="deck-export" aria-labelledby={`deck-export-${ed.doc.id}`}>
      <div className="deck-toolbar">
        <h2 id={`deck-export-${ed.doc.id}`}>{t('deck:export.title')}</h2>
        {EXPORT_KINDS.map((k) => (
          <button key={k} type="button" disabled={state.busy} onClick={() => void ed.studio.actions.execute(`deck.export.${k}`, 'button')}>
            {t(`deck:action.export.${k}`)}
          </button>
        ))}
      </div>
      <p className="deck-hint">{t('deck:export.language', { language: t(`language.${ed.language}`) })}</p>
      <p className={state.error ? 'deck-refused' : 'deck-hint'} role="status">
        {state.message}
      </p>
    </section>
  );
}
