/**
 * The unit cards view: the cards by faction on the left (add, duplicate, delete, print), the selected card's front
 * and back as they print in the middle with the values the rules derive from it, and the points each side of the
 * open skirmishes that use these cards fields against its limit. The card's fields are edited in the inspector.
 */
import { useEffect, useMemo, useState } from 'react';
import type { SkirmishScenario } from '../../../../engine/generated/types/skirmish';
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import {
  carryingCapacity,
  colossusZoneHp,
  dangerRadius,
  perceptionRange,
  SIZE_PROFILES,
  thrownRange,
  unarmedProfile,
} from '../../../../engine/rulesets/universalis/format/derived';
import type { EditorProps } from '../../../editors/registry';
import { useDocument, useObservable, useWorkspace } from '../../../ui/hooks';
import { Modal } from '../../../ui/Modal';
import type { Studio } from '../../../studio';
import { printAssets, type PrintAssets } from '../../../print/print-assets';
import { unprintableText } from '../../../print/unprintable-text';
import { localText } from '../shared/text';
import { unitsPath } from '../shared/units-lookup';
import { cardBack, cardFront } from './card-faces';
import { cardsPdf, cardsPngZip } from './card-export';
import { cardWordsFor } from './card-words';
import { CardsEditor } from './cards-editor';
import { FaceCanvas } from './FaceCanvas';
import type { Paper } from './card-sheets';
import '../universalis.css';

function Derived({ card, studio }: { card: UnitCard; studio: Studio }) {
  const t = studio.t;
  const a = card.attributes;
  const profile = SIZE_PROFILES[card.size];
  const unarmed = unarmedProfile(card.type, card.size, a.KO);
  const thrown = (card.weapons ?? []).filter((w) => w.range === 'thrown');
  const danger = dangerRadius(a.EH);
  return (
    <section className="cards-derived" aria-label={t('universalis:cards.derived')}>
      <h3>{t('universalis:cards.derived')}</h3>
      <dl>
        <dt>{t('universalis:cards.perception')}</dt>
        <dd data-derived="perception">{perceptionRange(a.WN)} cm</dd>
        <dt>{t('universalis:cards.danger')}</dt>
        <dd data-derived="danger">{danger === null ? '–' : `${danger} cm`}</dd>
        <dt>{t('universalis:cards.base')}</dt>
        <dd>
          {profile
            ? t('universalis:cards.baseValue', {
                mm: Math.round(profile.baseRadius * 20),
                cm: profile.height,
              })
            : '–'}
        </dd>
        <dt>{t('universalis:cards.carry')}</dt>
        <dd>{carryingCapacity(card.type, a.KO)} kg</dd>
        <dt>{t('universalis:cards.unarmed')}</dt>
        <dd>
          {unarmed
            ? t('universalis:cards.unarmedValue', { wk: unarmed.wk, s: unarmed.strength, d: unarmed.damage })
            : '–'}
        </dd>
        {thrown.map((w) => {
          const r = thrownRange(a.KO, w.unwieldy === true);
          return [
            <dt key={`${w.id}-t`}>{localText(w.name, studio.i18n.language)}</dt>,
            <dd key={`${w.id}-d`}>{t('universalis:cards.thrownValue', { band: r.band, bands: r.bands })}</dd>,
          ];
        })}
        {card.type === 'colossus' && (
          <>
            <dt>{t('universalis:cards.zones')}</dt>
            <dd>
              {(['left', 'right', 'movement'] as const)
                .map((k) => {
                  const z = colossusZoneHp(card.hp)[k];
                  return `${t(`universalis:cards.zone.${k}`)} ${z.normal}+${z.critical}`;
                })
                .join(' · ')}
            </dd>
          </>
        )}
        <dt>{t('universalis:cards.hpTotal')}</dt>
        <dd>{card.hp.normal + card.hp.critical} / 20</dd>
      </dl>
    </section>
  );
}

/** The points each side of every open skirmish using these cards fields, with a warning over its limit. */
function SidePoints({ studio, units, name }: { studio: Studio; units: UnitCards; name: string }) {
  useWorkspace();
  const t = studio.t;
  const rows = studio.workspace.all
    .filter(
      (d) => d.getSnapshot().meta.kind === 'skirmish' && unitsPath(d.getSnapshot().data)?.endsWith(name),
    )
    .map((d) => ({ doc: d, s: d.getSnapshot().data as SkirmishScenario }))
    .filter((r) => r.s?.sides?.a && r.s.sides.b);
  if (rows.length === 0) return null;
  const cost = (s: SkirmishScenario, side: 'a' | 'b') =>
    s.sides[side].models.reduce((sum, m) => sum + (units.cards.find((c) => c.id === m.card)?.points ?? 0), 0);
  return (
    <section className="cards-derived" aria-label={t('universalis:cards.usedBy')}>
      <h3>{t('universalis:cards.usedBy')}</h3>
      {rows.map(({ doc, s }) => (
        <div key={doc.id}>
          <strong>{localText(s.title, studio.i18n.language) || doc.getSnapshot().meta.name}</strong>
          <ul>
            {(['a', 'b'] as const).map((side) => {
              const p = cost(s, side);
              const over = s.pointsLimit !== undefined && p > s.pointsLimit;
              return (
                <li
                  key={side}
                  className={over ? 'faction-points over' : 'faction-points'}
                  role={over ? 'alert' : undefined}
                >
                  {t(`universalis:side.${side}`)}:{' '}
                  {s.pointsLimit !== undefined
                    ? t('universalis:inspector.pointsOf', { points: p, limit: s.pointsLimit })
                    : t('universalis:inspector.pointsOnly', { points: p })}
                  {over && ` — ${t('universalis:inspector.overLimit', { over: p - (s.pointsLimit ?? 0) })}`}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

function PrintDialog({
  studio,
  ed,
  units,
  onClose,
}: {
  studio: Studio;
  ed: CardsEditor;
  units: UnitCards;
  onClose(): void;
}) {
  const t = studio.t;
  const [format, setFormat] = useState<'pdf' | 'png'>('pdf');
  const [paper, setPaper] = useState<Paper>('a4');
  const [which, setWhich] = useState<'all' | 'selected'>('all');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = ed.doc.getSnapshot().meta.name.replace(/(\.units)?\.json$/i, '');
  const run = async () => {
    setError(null);
    try {
      const sel = ed.selectedCard();
      const cards = which === 'selected' && sel ? [sel.card] : units.cards;
      const progress = (done: number, total: number) =>
        setBusy(t('universalis:cards.printProgress', { done, total }));
      const { data, missing } =
        format === 'pdf'
          ? await cardsPdf(
              units,
              cards,
              ed.language,
              paper,
              localText(units.title, ed.language) || base,
              progress,
            )
          : await cardsPngZip(units, cards, ed.language, progress);
      const result = await studio.host.export({
        suggestedName: format === 'pdf' ? `${base}-cards.pdf` : `${base}-cards.zip`,
        mime: format === 'pdf' ? 'application/pdf' : 'application/zip',
        data,
      });
      if (!result.ok && result.error.code !== 'cancelled') throw new Error(result.error.message);
      if (result.ok) {
        const saved = t('universalis:export.saved', { name: result.value.name });
        ed.state.set({
          message: missing.length
            ? `${saved} ${unprintableText(t, units, missing, 'universalis:export.unprintable')}`
            : saved,
        });
        onClose();
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal title={t('universalis:cards.printTitle')} onClose={onClose}>
      <div className="un-export">
        <fieldset>
          <legend>{t('universalis:export.format')}</legend>
          <label className="radio">
            <input
              type="radio"
              name="un-cards-format"
              checked={format === 'pdf'}
              onChange={() => setFormat('pdf')}
            />
            {t('universalis:cards.formatPdf')}
          </label>
          <label className="radio">
            <input
              type="radio"
              name="un-cards-format"
              checked={format === 'png'}
              onChange={() => setFormat('png')}
            />
            {t('universalis:cards.formatPng')}
          </label>
        </fieldset>
        {format === 'pdf' && (
          <div className="field">
            <label htmlFor="un-cards-paper">{t('universalis:export.paper')}</label>
            <select id="un-cards-paper" value={paper} onChange={(e) => setPaper(e.target.value as Paper)}>
              <option value="a4">A4</option>
              <option value="letter">Letter</option>
            </select>
          </div>
        )}
        <fieldset>
          <legend>{t('universalis:cards.which')}</legend>
          <label className="radio">
            <input
              type="radio"
              name="un-cards-which"
              checked={which === 'all'}
              onChange={() => setWhich('all')}
            />
            {t('universalis:cards.allCards', { count: units.cards.length })}
          </label>
          <label className="radio">
            <input
              type="radio"
              name="un-cards-which"
              checked={which === 'selected'}
              onChange={() => setWhich('selected')}
            />
            {t('universalis:cards.selectedCard')}
          </label>
        </fieldset>
        {error && (
          <p className="notice" role="alert">
            {error}
          </p>
        )}
        <div className="modal-buttons">
          <button type="button" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="button" className="primary" disabled={!!busy} onClick={() => void run()}>
            {busy ?? t('universalis:export.run')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

export default function UnitCardsView({ doc, studio }: EditorProps) {
  const ed = CardsEditor.of(doc, studio);
  useDocument(doc);
  const state = useObservable(ed.state);
  const { language } = useObservable(studio.ui);
  const t = studio.t;
  const [assets, setAssets] = useState<PrintAssets | null>(null);
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    let alive = true;
    void printAssets().then((a) => alive && setAssets(a));
    return () => {
      alive = false;
    };
  }, []);
  const units = ed.units;
  const sel = ed.selectedCard();
  const words = cardWordsFor(language);
  const faces = useMemo(
    () =>
      sel && assets
        ? {
            front: cardFront(sel.card, units, language, words, assets.measure),
            back: cardBack(sel.card, units, language, words, assets.measure),
          }
        : null,
    // The faces follow the card shown, not the selection object around it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sel?.card, units, language, words, assets],
  );
  if (!units) return <p className="notice">{t('universalis:cards.notUnits')}</p>;
  const name = doc.getSnapshot().meta.name;
  return (
    <div className="cards-view">
      <aside className="cards-list" aria-label={t('universalis:cards.list')}>
        <div className="un-buttons pad">
          <button type="button" onClick={() => ed.addCard()}>
            {t('universalis:cards.addCard')}
          </button>
          <button type="button" onClick={() => ed.duplicateCard()} disabled={!sel}>
            {t('universalis:cards.duplicateCard')}
          </button>
          <button type="button" onClick={() => ed.deleteCard()} disabled={!sel}>
            {t('universalis:cards.deleteCard')}
          </button>
          <button type="button" onClick={() => setPrinting(true)}>
            {t('universalis:cards.print')}
          </button>
        </div>
        {units.factions.map((f) => {
          const cards = units.cards.map((c, i) => ({ c, i })).filter(({ c }) => c.factions.includes(f.id));
          return (
            <div key={f.id}>
              <h3>{localText(f.name, language) || f.id}</h3>
              <ul>
                {cards.map(({ c, i }) => (
                  <li key={`${c.id}-${i}`}>
                    <button
                      type="button"
                      aria-pressed={sel?.index === i}
                      onClick={() => ed.state.set({ selected: i })}
                    >
                      <span>{localText(c.name, language) || c.id}</span>
                      <span className="muted">{c.points}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </aside>
      <div className="cards-preview">
        {sel && faces && assets ? (
          <>
            <figure>
              <FaceCanvas
                face={faces.front}
                assets={assets}
                label={t('universalis:cards.front', { name: localText(sel.card.name, language) })}
              />
              <figcaption>{t('universalis:cards.frontCaption')}</figcaption>
            </figure>
            <figure>
              <FaceCanvas
                face={faces.back}
                assets={assets}
                label={t('universalis:cards.back', { name: localText(sel.card.name, language) })}
              />
              <figcaption>{t('universalis:cards.backCaption')}</figcaption>
            </figure>
            <Derived card={sel.card} studio={studio} />
            <SidePoints studio={studio} units={units} name={name} />
          </>
        ) : (
          <p className="muted">{t('universalis:cards.loading')}</p>
        )}
        {state.message && (
          <p className="un-message" role="status">
            {state.message}
          </p>
        )}
      </div>
      {printing && <PrintDialog studio={studio} ed={ed} units={units} onClose={() => setPrinting(false)} />}
    </div>
  );
}
