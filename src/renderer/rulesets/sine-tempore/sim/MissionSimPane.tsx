/**
 * The mission simulator pane: test-play (one game, step by step, the designer or a bot deciding for the heroes)
 * and batches (thousands of bot games and the report a designer can act on). Both run in Web Workers; the pane
 * only draws what they send. Loaded lazily with the engine, the map drawing and the report.
 */
import { useState } from 'react';
import type { EditorProps } from '../../../editors/registry';
import { SimFrame } from '../../../sim-frame/SimFrame';
import { catalogMessage } from './session';
import { useSimContext, type SimContext } from './sim-context';
import { PlayTab } from './PlayTab';
import { BatchTab } from './BatchTab';
import './mission-sim.css';

export default function MissionSimPane({ doc, studio }: EditorProps) {
  const ctx = useSimContext(doc, studio);
  const { t, state, session } = ctx;
  return (
    <div className="msim">
      <SimFrame
        label={t('mission-sim:title')}
        idPrefix="msim"
        active={state.tab}
        onTab={(id) => session.setTab(id as 'play' | 'batch')}
        notice={<CatalogNotice ctx={ctx} />}
        tabs={[
          { id: 'play', label: t('mission-sim:tab.play'), content: <PlayTab ctx={ctx} /> },
          { id: 'batch', label: t('mission-sim:tab.batch'), content: <BatchTab ctx={ctx} /> },
        ]}
      />
    </div>
  );
}

/** Says what is wrong with the catalog and offers the one thing that fixes it. */
function CatalogNotice({ ctx }: { ctx: SimContext }) {
  const { t, source, studio, doc, session } = ctx;
  const [problem, setProblem] = useState<string | null>(null);
  if (!source || source.state === 'ok') return null;
  const reactivate = () => studio.workspace.activate(doc.id);
  const choose = async () => {
    const opened = await studio.open();
    if (!opened) return;
    session.useCatalogDocument(opened.id);
    reactivate();
  };
  const openNamed = async () => {
    const file = doc.getSnapshot().meta.file;
    if (source.state !== 'missing' || !file || !studio.host.openReferenced) return choose();
    const r = await studio.host.openReferenced({ relativeTo: file.id, path: source.path });
    if (!r.ok) {
      if (r.error.code !== 'cancelled') setProblem(r.error.message);
      return;
    }
    const opened = studio.openFile(r.value);
    session.useCatalogDocument(opened.id);
    reactivate();
  };
  return (
    <div className="msim-notice" role="alert">
      <p>{catalogMessage(t, source)}</p>
      {problem && <p className="msim-notice-detail">{problem}</p>}
      <div className="msim-row">
        {source.state === 'invalid' && source.docId ? (
          <button type="button" onClick={() => studio.workspace.activate(source.docId)}>
            {t('mission-sim:catalog.show', { name: source.name })}
          </button>
        ) : source.state === 'missing' ? (
          <>
            <button type="button" className="primary" onClick={() => void openNamed()}>
              {t('mission-sim:catalog.open', { name: source.name })}
            </button>
            {problem && (
              <button type="button" onClick={() => void choose()}>
                {t('mission-sim:catalog.choose')}
              </button>
            )}
          </>
        ) : (
          <button type="button" onClick={() => void choose()}>
            {t('mission-sim:catalog.choose')}
          </button>
        )}
      </div>
    </div>
  );
}
