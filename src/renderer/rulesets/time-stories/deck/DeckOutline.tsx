/**
 * The outline of a deck, in the order the deck is built: settings, flash cards, base, plan, locations with their
 * cards, items, hosts, status tokens, resources, mission cards. Each entry selects; the selected entry carries its
 * move and delete buttons; each section has its "add" button. All of them run the deck studio's actions.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { Studio } from '../../../studio';
import { useProblemsVersion } from '../../../ui/hooks';
import { canDelete, moveEdit } from './selection-edits';
import type { DeckEditor } from './deck-context';
import { textShown } from './deck-text';
import { DeckIcon } from './DeckIcon';
import { entityPointer } from './selection';

interface Props {
  ed: DeckEditor;
  deck: Deck;
  selected: string | null;
  select: (pointer: string) => void;
}

function countProblems(studio: Studio, docId: string): Map<string, 'error' | 'warning'> {
  const out = new Map<string, 'error' | 'warning'>();
  for (const d of studio.problems.forDocument(docId)) {
    const p = entityPointer(d.pointer);
    if (!p || d.severity === 'info') continue;
    if (out.get(p) !== 'error') out.set(p, d.severity);
  }
  return out;
}

export function DeckOutline({ ed, deck, selected, select }: Props) {
  const t = ed.t;
  const navRef = useRef<HTMLElement>(null);
  // The selection may come from elsewhere (a problem, the graph, a new entry): keep it in sight.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  const studio = ed.studio;
  useProblemsVersion();
  const problems = countProblems(studio, ed.doc.id);
  const text = (x: Parameters<typeof textShown>[0]) => textShown(x, ed.language, ed.deckLanguage);
  const act = (name: string) => void studio.actions.execute(name, 'button');

  const entry = (pointer: string, label: ReactNode, name: string, extra?: ReactNode) => {
    const isSelected = selected === pointer;
    const problem = problems.get(pointer);
    return (
      <li key={pointer} className={isSelected ? 'deck-entry selected' : 'deck-entry'}>
        <button type="button" className="deck-entry-button" aria-current={isSelected ? 'true' : undefined} onClick={() => select(pointer)}>
          {label}
          {problem && (
            <span className={`deck-badge ${problem}`} role="img" aria-label={t(`deck:outline.${problem}`)}>
              {problem === 'error' ? '●' : '▲'}
            </span>
          )}
        </button>
        {isSelected && !ed.readOnly && (
          <span className="deck-entry-actions">
            {moveEdit(deck, pointer, -1) && (
              <button type="button" className="deck-icon-button" aria-label={t('deck:outline.moveUp', { name })} onClick={() => act('deck.moveUp')}>
                ↑
              </button>
            )}
            {moveEdit(deck, pointer, 1) && (
              <button type="button" className="deck-icon-button" aria-label={t('deck:outline.moveDown', { name })} onClick={() => act('deck.moveDown')}>
                ↓
              </button>
            )}
            {canDelete(deck, pointer) && (
              <button type="button" className="deck-icon-button" aria-label={t('deck:outline.delete', { name })} onClick={() => act('deck.delete')}>
                ×
              </button>
            )}
          </span>
        )}
        {extra}
      </li>
    );
  };

  const section = (id: string, title: string, children: ReactNode, add?: { action: string; label: string }) => (
    <section className="deck-section" aria-labelledby={`deck-outline-${id}`}>
      <h3 id={`deck-outline-${id}`}>
        <span>{title}</span>
        {add && !ed.readOnly && (
          <button type="button" className="deck-add-button" onClick={() => act(add.action)}>
            {add.label}
          </button>
        )}
      </h3>
      <ul>{children}</ul>
    </section>
  );

  return (
    <nav className="deck-outline" aria-label={t('deck:outline.label')} ref={navRef}>
      {section('deck', t('deck:outline.deck'), entry('/', t('deck:outline.settings'), t('deck:outline.settings')))}
      {section(
        'flash',
        t('deck:outline.flashCards'),
        (['top', 'bottom'] as const).map((w) => entry(`/flashCards/${w}`, t(`deck:outline.flash.${w}`), t(`deck:outline.flash.${w}`))),
      )}
      {section(
        'base',
        t('deck:outline.base'),
        deck.base.cards.map((c, i) => {
          const name = `${c.letter} · ${text(c.title)}`;
          return entry(`/base/cards/${i}`, name, name);
        }),
        { action: 'deck.addBaseCard', label: t('deck:action.addBaseCard') },
      )}
      {section('plan', t('deck:outline.plan'), entry('/plan', t('deck:outline.planCards'), t('deck:outline.plan')))}
      {section(
        'locations',
        t('deck:outline.locations'),
        deck.locations.map((l, li) => {
          const name = text(l.name) || l.id;
          const cards = (
            <ul className="deck-cards">
              {l.cards.map((c, ci) => {
                const cardName = `${c.letter} · ${text(c.title)}`;
                return entry(
                  `/locations/${li}/cards/${ci}`,
                  <>
                    {cardName}
                    {c.locks?.length ? <DeckIcon name="padlock" label={t('deck:outline.locked')} className="deck-tag" /> : null}
                  </>,
                  t('deck:outline.cardOf', { card: cardName, location: name }),
                );
              })}
              {!ed.readOnly && selectedIn(selected, li) && l.cards.length < 8 && (
                <li>
                  <button type="button" className="deck-add-button" onClick={() => act('deck.addCard')}>
                    {t('deck:action.addCardTo', { location: name })}
                  </button>
                </li>
              )}
            </ul>
          );
          return entry(
            `/locations/${li}`,
            <span className={l.red ? 'deck-red' : undefined}>
              {name}
              {l.red && <span className="deck-sr"> ({t('deck:outline.red')})</span>}
            </span>,
            name,
            cards,
          );
        }),
        { action: 'deck.addLocation', label: t('deck:action.addLocation') },
      )}
      {section(
        'items',
        t('deck:outline.items'),
        (deck.items ?? []).map((it, i) => {
          const name = `${it.number} · ${text(it.name)}`;
          return entry(`/items/${i}`, <>{name}{it.agencyLogo && <DeckIcon name="hourglass" label={t('deck:field.agency')} className="deck-tag" />}</>, name);
        }),
        { action: 'deck.addItem', label: t('deck:action.addItem') },
      )}
      {section(
        'hosts',
        t('deck:outline.hosts'),
        deck.hosts.map((h, i) => entry(`/hosts/${i}`, text(h.name) || h.id, text(h.name) || h.id)),
        { action: 'deck.addHost', label: t('deck:action.addHost') },
      )}
      {section(
        'tokens',
        t('deck:outline.tokens'),
        (deck.statusTokens ?? []).map((tk, i) => entry(`/statusTokens/${i}`, text(tk.name) || tk.id, text(tk.name) || tk.id)),
        { action: 'deck.addStatusToken', label: t('deck:action.addStatusToken') },
      )}
      {section(
        'resources',
        t('deck:outline.resources'),
        (deck.resources ?? []).map((r, i) => {
          const name = `${t(`deck:colour.${r.colour}`)} · ${text(r.name)}`;
          return entry(`/resources/${i}`, name, name);
        }),
        (deck.resources?.length ?? 0) < 4 ? { action: 'deck.addResource', label: t('deck:action.addResource') } : undefined,
      )}
      {section(
        'mission',
        t('deck:outline.missionCards'),
        [
          entry('/success', t('deck:outline.success'), t('deck:outline.success')),
          ...deck.failures.map((f, i) => {
            const name = `${t(`deck:failureType.${f.type}`)} · ${text(f.title) || f.id}`;
            return entry(`/failures/${i}`, name, name);
          }),
        ],
        { action: 'deck.addFailure', label: t('deck:action.addFailure') },
      )}
    </nav>
  );
}

function selectedIn(selected: string | null, li: number): boolean {
  return !!selected && (selected === `/locations/${li}` || selected.startsWith(`/locations/${li}/`));
}
