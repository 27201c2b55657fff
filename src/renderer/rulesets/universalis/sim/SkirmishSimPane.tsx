/**
 * The skirmish's simulator pane: test-play (one game, decision by decision, a person or a bot for each side) and
 * batches (many bot games and the report of `studio simulate`). The skirmish is compiled with its unit cards as
 * the command line compiles it; a scenario the rules cannot play says why. Loaded lazily with the engine.
 */
import { useEffect, useMemo } from 'react';
import type { EditorProps } from '../../../editors/registry';
import { SimFrame } from '../../../sim-frame/SimFrame';
import { useDocument, useObservable } from '../../../ui/hooks';
import { useUnits } from '../shared/units-source';
import { asSkirmish } from '../table/scene';
import { compileSkirmish, CompileError, type Compiled } from './engine';
import { namesFor } from './names';
import { PlayTab, type ReplayRequest } from './PlayTab';
import { BatchTab } from './BatchTab';
import { forgetRemembered, useRemembered } from './remembered';
import '../universalis.css';

export default function SkirmishSimPane({ doc, studio }: EditorProps) {
  const snapshot = useDocument(doc);
  const { language } = useObservable(studio.ui);
  const units = useUnits(doc, studio);
  const t = studio.t;
  const [tab, setTab] = useRemembered<'play' | 'batch'>(doc.id, 'tab', 'play');
  const [replay, setReplay] = useRemembered<ReplayRequest | null>(doc.id, 'replay', null);
  // The document closed: its game and its batch's report go with it.
  useEffect(
    () => () => {
      if (!studio.workspace.get(doc.id)) forgetRemembered(doc.id);
    },
    [studio, doc.id],
  );
  const skirmish = snapshot.syntaxErrors.length === 0 ? asSkirmish(snapshot.data) : null;
  const unitCards = units.state === 'ok' ? units.units : null;
  const compiled = useMemo((): { ok: true; c: Compiled } | { ok: false; reason: string } | null => {
    if (!skirmish || !unitCards) return null;
    try {
      return { ok: true, c: compileSkirmish(skirmish, { units: unitCards }) };
    } catch (e) {
      return { ok: false, reason: e instanceof CompileError || e instanceof Error ? e.message : String(e) };
    }
  }, [skirmish, unitCards]);
  const names = useMemo(
    () =>
      skirmish && unitCards ? namesFor(skirmish, unitCards, language, t('universalis:sim.unarmed')) : null,
    [skirmish, unitCards, language, t],
  );
  const errors = studio.problems.forDocument(doc.id).filter((d) => d.severity === 'error').length;
  const notice = (
    <>
      {!skirmish && <p className="notice">{t('universalis:notice.notASkirmish')}</p>}
      {skirmish && units.state !== 'ok' && units.state !== 'loading' && (
        <p className="notice">{t('universalis:sim.noUnits')}</p>
      )}
      {compiled && !compiled.ok && (
        <p className="notice" role="alert">
          {t('universalis:sim.cannotPlay', { reason: compiled.reason })}
        </p>
      )}
      {errors > 0 && <p className="muted">{t('universalis:sim.hasErrors', { count: errors })}</p>}
    </>
  );
  return (
    <div className="un-sim">
      <SimFrame
        label={t('universalis:sim.title')}
        idPrefix="usim"
        active={tab}
        onTab={(id) => setTab(id as 'play' | 'batch')}
        notice={notice}
        tabs={[
          {
            id: 'play',
            label: t('universalis:sim.tab.play'),
            content: (
              <PlayTab
                studio={studio}
                docId={doc.id}
                compiled={compiled?.ok ? compiled.c : null}
                names={names}
                revision={snapshot.revision}
                replay={replay}
              />
            ),
          },
          {
            id: 'batch',
            label: t('universalis:sim.tab.batch'),
            content: (
              <BatchTab
                studio={studio}
                doc={doc}
                skirmish={skirmish}
                units={unitCards}
                compiled={compiled?.ok ? compiled.c : null}
                onReplay={(r) => {
                  setReplay({ ...r, nonce: (replay?.nonce ?? 0) + 1 });
                  setTab('play');
                }}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
