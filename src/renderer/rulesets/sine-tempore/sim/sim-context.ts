/**
 * What every part of the pane needs: the session, the mission as the engine reads it, where its catalog comes
 * from (re-checked when documents open, close or change, and when their problems change), names in the UI
 * language, and the translation function.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Language } from '../../../i18n';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import { useDocument, useObservable, useProblemsVersion, useWorkspace } from '../../../ui/hooks';
import { findCatalog, missionOf, type CatalogSource } from './catalog-source';
import { nameBook, type NameBook } from './names';
import { MissionSimSession, type SessionState } from './session';
import type { Translate } from './log-text';

export interface SimContext {
  studio: Studio;
  doc: DocumentModel;
  session: MissionSimSession;
  state: SessionState;
  mission: Mission | null;
  source: CatalogSource | null;
  names: NameBook;
  language: Language;
  t: Translate;
  /** The revision of the document now, to tell a game played from an older version. */
  revision: number;
}

export function useSimContext(doc: DocumentModel, studio: Studio): SimContext {
  const session = MissionSimSession.of(studio, doc.id);
  const state = useObservable(session.state);
  const snapshot = useDocument(doc);
  const workspace = useWorkspace();
  const problems = useProblemsVersion();
  const { language } = useObservable(studio.ui);
  const [source, setSource] = useState<CatalogSource | null>(null);
  const mission = useMemo(() => missionOf(snapshot), [snapshot]);

  useEffect(() => {
    let alive = true;
    void findCatalog(studio, doc.getSnapshot(), state.catalogDocId).then((s) => alive && setSource(s));
    return () => {
      alive = false;
    };
  }, [studio, doc, snapshot.data, workspace, problems, state.catalogDocId]);

  const t = studio.t;
  const catalog = source?.state === 'ok' ? source.catalog : null;
  // The language is a dependency: names are read in it.
  const names = useMemo(() => nameBook(mission, catalog, language, { bareHands: t('mission-sim:bareHands') }), [mission, catalog, language, t]);
  return { studio, doc, session, state, mission, source, names, language, t, revision: snapshot.revision };
}
