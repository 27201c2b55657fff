/**
 * The renderer's half of the seam (issue 11): each ruleset's studio is one RulesetUi registration, and the shell takes
 * New…, the kinds' icons, the editors, simulator panes and Simulate menu commands from the list; a studio registered
 * in a test shows up in all of them with no edit to the shell.
 */
import { describe, expect, test } from 'vitest';
import { DOCUMENT_KINDS, KIND_INFO } from '../../../../src/shared/document-kind';
import { getDocumentKind, listDocumentKinds } from '../../../../src/engine/format/index';
import { RULESETS } from '../../../../src/engine/rulesets/index';
import { RULESET_UIS } from '../../../../src/renderer/rulesets/index';
import { kindsOf, type RulesetUi } from '../../../../src/renderer/ruleset-ui';
import { kindIcon, JSON_ICON, registerKindIcon } from '../../../../src/renderer/ui/kind-icons';
import { shellActions } from '../../../../src/renderer/actions';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { testStudio } from './support/studio';
import { createI18n } from '../../../../src/renderer/i18n';
// The studio loads its schema texts lazily; loaded here, a load still in flight when the file ends cannot outlive it.
import '../../../../src/engine/format/schema-texts';

describe('the rulesets’ studios', () => {
  // A ruleset may land in the engine before its studio (its documents then open in the shell's own views).
  test('each is an engine ruleset’s, with every kind of it and an icon of its own for each', () => {
    expect(new Set(RULESET_UIS.map((r) => r.id)).size).toBe(RULESET_UIS.length);
    for (const ui of RULESET_UIS) {
      const engine = RULESETS.find((r) => r.id === ui.id)!;
      expect(engine, ui.id).toBeDefined();
      expect(ui.kinds.map((k) => k.kind).sort(), ui.id).toEqual(engine.kinds.map((k) => k.kind).sort());
      for (const k of ui.kinds) expect(k.icon.body, k.kind).not.toBe(JSON_ICON.body);
    }
  });

  test('the generated kind list (src/shared/document-kind.ts) is the registry’s', () => {
    expect([...DOCUMENT_KINDS].sort()).toEqual([...listDocumentKinds().map((k) => k.kind), 'json'].sort());
    for (const kind of DOCUMENT_KINDS) {
      if (kind === 'json') continue;
      const engine = getDocumentKind(kind)!;
      expect(KIND_INFO[kind], kind).toEqual({ playable: engine.playable, references: engine.references.map((r) => ({ field: r.field, kind: r.kind })) });
    }
  });

  test('the shell takes New…, icons, editors, panes and Simulate commands from them, every label translated', () => {
    const studio = testStudio();
    studio.actions.register(...shellActions);
    registerBuiltinEditors(studio.editors, studio.i18n);
    const file = studio.menuModel().menus.find((m) => m.id === 'file')!;
    for (const k of kindsOf(RULESET_UIS)) {
      expect(kindIcon(k.kind)).toBe(k.icon);
      if (k.create) expect(file.items.some((i) => 'action' in i && i.action === k.create!.action), k.kind).toBe(true);
      if (KIND_INFO[k.kind].playable) {
        expect(studio.editors.viewsFor(k.kind)[0].id, `${k.kind}: its own editor opens first`).not.toMatch(/^(details|text)$/);
        expect(studio.editors.simulatorsFor(k.kind), `${k.kind}: a simulator pane`).not.toHaveLength(0);
      }
    }
    for (const a of RULESET_UIS.flatMap((r) => r.actions ?? [])) expect(studio.actions.get(a.name), a.name).toBe(a);
    for (const a of studio.actions.list()) expect(studio.i18n.exists(a.label), a.label).toBe(true);
  });

  test('a studio registered in a test shows up with no edit to the shell', async () => {
    const toy: RulesetUi = {
      id: 'toy',
      kinds: [
        {
          kind: 'json',
          name: 'toy:kind',
          icon: { name: 'toy', body: '<path d="M0 0h512v512z"/>' },
          create: { action: 'file.newToy', label: 'toy:new', hint: 'toy:hint', title: 'toy:title', template: (title) => `{ "title": ${JSON.stringify(title)} }\n` },
        },
      ],
      register(registry, i18n) {
        i18n.addResourceBundle('en', 'toy', { kind: 'Race on a line', new: 'New race', hint: 'A race on a line', title: 'Race' });
        registry.register({ id: 'toy-view', label: 'toy:new', kinds: ['json'], priority: 100, View: () => null });
        registry.registerSimulator({ id: 'toy-sim', label: 'toy:new', kinds: ['json'], Pane: () => null });
      },
      actions: [{ name: 'simulate.toy.run', label: 'toy:new', menu: { id: 'simulate', group: 1 }, perform: () => {} }],
    };
    const studio = testStudio({ rulesets: [toy] });
    expect(studio.menuModel().menus.find((m) => m.id === 'file')!.items).toContainEqual(expect.objectContaining({ action: 'file.newToy', label: 'New race' }));
    expect(studio.menuModel().menus.find((m) => m.id === 'simulate')!.items).toContainEqual(expect.objectContaining({ action: 'simulate.toy.run' }));
    expect(await studio.actions.execute('file.newToy', 'menu')).toBe(true);
    const doc = studio.active!.getSnapshot();
    expect(doc.text).toBe('{ "title": "Race" }\n');
    expect(studio.editors.viewsFor(doc.meta.kind)[0].id).toBe('toy-view');
    expect(studio.editors.simulatorsFor(doc.meta.kind).map((s) => s.id)).toEqual(['toy-sim']);
    expect(kindIcon('json').name).toBe('toy');
    expect(studio.kindName('json')).toBe('Race on a line');
    // Icons are the page's, shared by every studio: plain JSON gets its scroll back.
    registerKindIcon('json', JSON_ICON);
  });

  test('a ruleset’s strings load with its first document, its start-up words at once (issue 11)', async () => {
    const studio = testStudio({ rulesets: RULESET_UIS });
    const lazy = RULESET_UIS.filter((r) => r.messages);
    expect(lazy.map((r) => r.id)).toEqual(expect.arrayContaining(['sine-tempore', 'time-stories']));
    // Before any document opens: New… and the Simulate menu read, the editors' strings are not loaded.
    for (const a of studio.actions.list()) expect(studio.i18n.exists(a.label), a.label).toBe(true);
    expect(studio.i18n.exists('mission:view.map')).toBe(false);
    expect(studio.i18n.exists('deck:view.studio')).toBe(false);
    expect(studio.strings.ready('mission')).toBe(false);
    await studio.strings.forKind('mission');
    expect(studio.strings.ready('mission')).toBe(true);
    // Every view and pane label of the ruleset reads now, in every language, and the deck's still wait.
    for (const lng of ['en', 'de', 'fr'])
      for (const v of [...studio.editors.viewsFor('mission'), ...studio.editors.simulatorsFor('mission')])
        expect(studio.i18n.exists(v.label, { lng }), `${lng} ${v.label}`).toBe(true);
    expect(studio.i18n.exists('deck:view.studio')).toBe(false);
    // Opening a deck asks for its strings before its views render (the Workbench waits on `ready`).
    studio.newDocument('deck');
    await studio.strings.forKind('deck');
    expect(studio.i18n.t('deck:view.studio')).not.toBe('view.studio');
    // A kind without lazy strings (plain JSON) is ready at once.
    expect(studio.strings.ready('json')).toBe(true);
  });

  test('Universalis strings load with its first skirmish; its kinds’ names and New skirmish read at start-up (issue 11)', async () => {
    const studio = testStudio({ rulesets: RULESET_UIS, i18n: createI18n('de') });
    expect(RULESET_UIS.filter((r) => r.messages).map((r) => r.id)).toContain('universalis');
    // Every kind's name is its ruleset's, at start-up, in every language (the start screen lists samples by kind).
    for (const r of RULESET_UIS)
      for (const k of r.kinds) for (const lng of ['en', 'de', 'fr']) expect(studio.i18n.exists(k.name, { lng }), `${lng} ${k.name}`).toBe(true);
    expect(studio.kindName('skirmish')).toBe('Scharmützel-Szenario');
    expect(studio.kindName('json')).toBe('JSON-Datei');
    expect(studio.i18n.exists('universalis:view.table')).toBe(false);
    // New skirmish writes its names in the UI language before the rest of the strings is in.
    const doc = studio.newDocument('skirmish')!;
    const text = doc.getSnapshot().text;
    expect(text).toContain('Neues Scharmützel');
    expect(text).toContain('Südrand');
    expect(studio.strings.ready('skirmish')).toBe(false);
    await studio.strings.forKind('units');
    expect(studio.strings.ready('skirmish')).toBe(true);
    for (const lng of ['en', 'de', 'fr'])
      for (const v of [...studio.editors.viewsFor('skirmish'), ...studio.editors.viewsFor('units'), ...studio.editors.simulatorsFor('skirmish')])
        expect(studio.i18n.exists(v.label, { lng }), `${lng} ${v.label}`).toBe(true);
    // The start-up words stay in beside the rest.
    expect(studio.i18n.t('universalis:new.skirmish')).toBe('Neues Scharmützel');
  });
});
