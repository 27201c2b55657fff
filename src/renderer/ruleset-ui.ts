/**
 * How a ruleset's studio plugs into the shell: ONE `RulesetUi` per ruleset, in src/renderer/rulesets/<id>/index.ts,
 * listed once in src/renderer/rulesets/index.ts (the composition root, the only shell file that names them). The
 * shell takes New… (menu entries, start screen, templates), the kinds' icons, the editors and simulator panes, and
 * the Simulate menu's commands from these registrations and names no ruleset itself (issue 11).
 */
import type { i18n } from 'i18next';
import type { Language } from '../engine/core/language';
import type { DocumentKind } from '../shared/document-kind';
import type { Action } from './actions/manager';
import type { EditorRegistry } from './editors/registry';
import type { Studio } from './studio';
import { registerKindIcon } from './ui/kind-icons';
import { addMessages } from './i18n';

/** A picture from the game-icons set (SVG body in a 512×512 box, `currentColor`). */
export interface Icon {
  name: string;
  body: string;
}

/** Strings of one i18n namespace in every language of the UI. */
export type Strings = Readonly<Record<Language, Record<string, unknown>>>;

/** "New …" for a kind: the command, its words (i18n keys of the ruleset's `words`) and the smallest valid document. */
export interface NewDocument {
  /** The command's name, e.g. `file.newMission` (also what the start screen's button runs). */
  action: string;
  /** i18n key of the command's name. */
  label: string;
  /** i18n key of the start screen's line under it. */
  hint: string;
  /** i18n key of the new document's title. */
  title: string;
  shortcuts?: readonly string[];
  /** The document's text, already valid, with this title. */
  template: (title: string) => string;
}

export interface KindUi {
  kind: DocumentKind;
  /** i18n key of the kind's name (e.g. "Mission"), in the ruleset's `words`: the shell has no key naming a kind. */
  name: string;
  icon: Icon;
  create?: NewDocument;
}

export interface RulesetUi {
  /** The ruleset's id (src/engine/rulesets/<id>). */
  id: string;
  kinds: readonly KindUi[];
  /** Adds the ruleset's editors, inspectors and simulator panes to the shell. */
  register(registry: EditorRegistry, i18nInstance: i18n): void;
  /**
   * The few strings the shell shows before any document of the ruleset is open (its kinds' names, New… and what its
   * templates write, its menu commands), by i18n namespace: added at start-up.
   */
  words?: Readonly<Record<string, Strings>>;
  /**
   * The rest of its strings (its editors', inspectors' and panes'), by i18n namespace, in a chunk of their own:
   * loaded when its first document opens, and its views wait for them (no key ever shows).
   */
  messages?: () => Promise<Readonly<Record<string, Strings>>>;
  /** Commands it adds to the shell's menus (its simulator's under Simulate); scoped ones belong to its views. */
  actions?: readonly Action<Studio>[];
}

/** Every kind a ruleset's studio knows, with its icon and New… (in the registry's order). */
export function kindsOf(rulesets: readonly RulesetUi[]): KindUi[] {
  const kinds: KindUi[] = [];
  for (const r of rulesets) for (const k of r.kinds) kinds.push(k);
  return kinds;
}

/** i18n key of a kind's name: its ruleset's, or the shell's own for plain JSON (a kind no ruleset has). */
export function kindNameKey(rulesets: readonly RulesetUi[], kind: string): string {
  for (const r of rulesets) for (const k of r.kinds) if (k.kind === kind) return k.name;
  return 'kind.json';
}

/** The i18n namespace of the ruleset a kind belongs to (its words' and messages'), null for the shell's own kinds. */
export function kindNamespace(rulesets: readonly RulesetUi[], kind: string): string | null {
  const key = kindNameKey(rulesets, kind);
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : null;
}

/** The New… commands, one per kind that has a template, in the File menu's first group. */
export function newDocumentActions(rulesets: readonly RulesetUi[]): Action<Studio>[] {
  return kindsOf(rulesets)
    .filter((k): k is KindUi & { create: NewDocument } => k.create !== undefined)
    .map(({ kind, create }) => ({
      name: create.action,
      label: create.label,
      shortcuts: create.shortcuts ? [...create.shortcuts] : undefined,
      menu: { id: 'file' as const, group: 0 },
      perform: (s: Studio) => void s.newDocument(kind),
    }));
}

/** Registers every ruleset's editors, first strings and commands with a studio (once, at start-up). */
export function installRulesets(studio: Studio, rulesets: readonly RulesetUi[]): void {
  for (const k of kindsOf(rulesets)) registerKindIcon(k.kind, k.icon);
  for (const r of rulesets) for (const [namespace, strings] of Object.entries(r.words ?? {})) addMessages(studio.i18n, namespace, strings);
  for (const r of rulesets) r.register(studio.editors, studio.i18n);
  studio.actions.register(...newDocumentActions(rulesets));
  for (const r of rulesets) if (r.actions) studio.actions.register(...r.actions);
}
