/**
 * The deck studio: the outline on the left; on the right the selected location as its panorama strip (card A,
 * then B…H) and the selected card's face and back at tarot size, drawn from the print layout. The inspector pane
 * holds the selected part's form. Problems clicked in the panel select their card here.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { EditorProps } from '../../../editors/registry';
import { useObservable } from '../../../ui/hooks';
import { deckActions } from './deck-actions';
import { useDeckEditor } from './deck-context';
import { completeDeckOps } from './deck-shape';
import { DeckOutline } from './DeckOutline';
import { CardStage } from './CardStage';
import { ExportBar } from './ExportBar';
import { useDeckFaces } from './use-faces';
import { entityPointer, locationOf, useSelection } from './selection';
import './deck.css';

const PanoramaStrip = lazy(() => import('./PanoramaStrip'));

/** Problems clicked in the panel select the card (or item, host…) they are about. */
export function useRevealSelection(props: EditorProps, select: (pointer: string) => void): void {
  const { studio, doc } = props;
  const reveal = useObservable(studio.revealRequest);
  useEffect(() => {
    if (reveal.docId !== doc.id || !reveal.diagnostic) return;
    const p = entityPointer(reveal.diagnostic.pointer);
    if (p) select(p);
    // Only a new request (seq) moves the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal.seq]);
}

export default function DeckStudioView(props: EditorProps) {
  const { doc, studio } = props;
  const ed = useDeckEditor(doc, studio);
  const [selected, select] = useSelection(studio, doc.id);
  const t = ed.t;
  useEffect(() => studio.actions.register(...deckActions), [studio]);
  useRevealSelection(props, (p) => select(p));
  const faces = useDeckFaces(studio, doc, ed.deck, ed.language);

  if (!ed.deck) {
    return (
      <div className="deck-missing pad" role="region" aria-label={t('deck:view.studio')}>
        <p className="notice">{t('deck:missing.body', { parts: ed.missing.join(', ') })}</p>
        <button
          type="button"
          className="primary"
          disabled={ed.readOnly}
          onClick={() =>
            ed.apply(
              completeDeckOps(
                doc.getSnapshot().data,
                {
                  location: t('deck:default.location'),
                  briefing: t('deck:default.briefing'),
                  skill: t('deck:default.skill'),
                  host: t('deck:default.host'),
                  success: t('deck:default.successText'),
                  failure: t('deck:default.failureText'),
                  goal: t('deck:default.goal'),
                },
                ed.language,
              ),
              'deck:action.complete',
            )
          }
        >
          {t('deck:action.complete')}
        </button>
      </div>
    );
  }
  const deck = ed.deck;
  const li = locationOf(selected);
  return (
    <div className="deck-studio">
      <DeckOutline ed={ed} deck={deck} selected={selected} select={select} />
      <div className="deck-stage">
        {li >= 0 && deck.locations[li] && (
          <Suspense fallback={<p className="muted pad">…</p>}>
            <PanoramaStrip ed={ed} deck={deck} location={li} selected={selected} select={select} faces={faces} />
          </Suspense>
        )}
        <CardStage ed={ed} deck={deck} selected={selected} faces={faces} />
        <ExportBar ed={ed} />
      </div>
    </div>
  );
}
