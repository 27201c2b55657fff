/**
 * The unit cards editor of one units file: which card is selected (kept across tab switches) and the edits of the
 * card form, each one undoable patch of the document.
 */
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import { observable, type Observable } from '../../../store/observable';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import type { PatchOp } from '../../../store/json-patch';
import { setField } from '../table/commands/set-field';
import { freshId } from '../table/commands/types';

export function asUnits(data: unknown): UnitCards | null {
  const u = data as Partial<UnitCards> | undefined;
  return u && typeof u === 'object' && Array.isArray(u.cards) && Array.isArray(u.factions)
    ? (u as UnitCards)
    : null;
}

export class CardsEditor {
  readonly state: Observable<{ selected: number; message: string | null }>;

  constructor(
    readonly doc: DocumentModel,
    readonly studio: Studio,
  ) {
    this.state = observable({ selected: 0, message: null as string | null });
  }

  static of(doc: DocumentModel, studio: Studio): CardsEditor {
    const view = studio.workspace.viewState(doc.id);
    let editor = view.get('universalis.cards') as CardsEditor | undefined;
    if (!editor) view.set('universalis.cards', (editor = new CardsEditor(doc, studio)));
    return editor;
  }

  t = (key: string, options?: Record<string, unknown>): string => this.studio.t(key, options);

  get language(): string {
    return (this.studio.i18n.language ?? 'en').slice(0, 2);
  }

  get units(): UnitCards | null {
    const s = this.doc.getSnapshot();
    return s.syntaxErrors.length === 0 ? asUnits(s.data) : null;
  }

  selectedCard(): { card: UnitCard; index: number } | null {
    const u = this.units;
    if (!u || u.cards.length === 0) return null;
    const index = Math.min(this.state.get().selected, u.cards.length - 1);
    return { card: u.cards[index], index };
  }

  private patch(ops: PatchOp[], label: string, mergeKey?: string): void {
    if (ops.length === 0) return;
    if (this.doc.getSnapshot().syntaxErrors.length > 0) {
      this.state.set({ message: this.t('universalis:refused.brokenText') });
      return;
    }
    this.doc.patch(ops, { label, mergeKey });
  }

  /** Sets a field below the selected card (`/name`, `/attributes/AGI`, `/weapons/0/damage`, …); undefined removes it. */
  set(path: string, value: unknown): void {
    const sel = this.selectedCard();
    if (!sel) return;
    const r = setField(
      this.doc.getSnapshot().data,
      `/cards/${sel.index}${path}`,
      value,
      this.t,
      this.t('universalis:cards.editCard'),
    );
    this.patch(r.ops, r.label, `card:${sel.index}${path}`);
  }

  /** Adds an item to a list of the selected card (weapons, armour, traits, …), creating the list if needed. */
  addTo(list: string, item: unknown): void {
    const sel = this.selectedCard();
    if (!sel) return;
    const existing = (sel.card as unknown as Record<string, unknown[] | undefined>)[list];
    const path = `/cards/${sel.index}/${list}`;
    this.patch(
      [existing ? { op: 'add', path: `${path}/-`, value: item } : { op: 'add', path, value: [item] }],
      this.t('universalis:cards.editCard'),
    );
  }

  removeFrom(list: string, index: number): void {
    const sel = this.selectedCard();
    if (!sel) return;
    const existing = (sel.card as unknown as Record<string, unknown[] | undefined>)[list];
    if (!existing) return;
    const path = `/cards/${sel.index}/${list}`;
    this.patch(
      [existing.length === 1 ? { op: 'remove', path } : { op: 'remove', path: `${path}/${index}` }],
      this.t('universalis:cards.editCard'),
    );
  }

  addCard(): void {
    const u = this.units;
    if (!u) return;
    const id = freshId('card', new Set(u.cards.map((c) => c.id)));
    const card: UnitCard = {
      id,
      name: { [this.language]: this.t('universalis:cards.newCardName') },
      factions: [u.factions[0]?.id ?? 'faction'],
      type: 'standard',
      size: 'medium',
      movement: 'legs',
      speed: 5,
      attributes: { AGI: 4, NK: 2, FK: 2, KO: 3, WN: 3, EH: 3 },
      hp: { normal: 3, critical: 1 },
      points: 40,
    };
    this.patch([{ op: 'add', path: '/cards/-', value: card }], this.t('universalis:cards.addCard'));
    this.state.set({ selected: u.cards.length });
  }

  duplicateCard(): void {
    const u = this.units;
    const sel = this.selectedCard();
    if (!u || !sel) return;
    const id = freshId(sel.card.id.replace(/-\d+$/, ''), new Set(u.cards.map((c) => c.id)));
    this.patch(
      [{ op: 'add', path: `/cards/${sel.index + 1}`, value: { ...sel.card, id } }],
      this.t('universalis:cards.duplicateCard'),
    );
    this.state.set({ selected: sel.index + 1 });
  }

  deleteCard(): void {
    const u = this.units;
    const sel = this.selectedCard();
    if (!u || !sel) return;
    if (u.cards.length <= 1) return this.state.set({ message: this.t('universalis:cards.lastCard') });
    this.patch([{ op: 'remove', path: `/cards/${sel.index}` }], this.t('universalis:cards.deleteCard'));
    this.state.set({ selected: Math.max(0, sel.index - 1) });
  }
}
