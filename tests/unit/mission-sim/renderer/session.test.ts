import { describe, expect, test, vi } from 'vitest';
import { shellActions } from '../../../../src/renderer/actions';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { combine, sliceJobs } from '../../../../src/renderer/rulesets/sine-tempore/sim/batch-slice';
import { liveSimOf } from '../../../../src/renderer/rulesets/sine-tempore/sim/live';
import { heatOf } from '../../../../src/renderer/rulesets/sine-tempore/sim/heat';
import { indexCatalog } from '../../../../src/engine/rulesets/sine-tempore/print';
import { liveSimPrims } from '../../../../src/renderer/rulesets/sine-tempore/sim/map-overlay';
import { MissionSimSession, type SessionDeps, type SimBackend } from '../../../../src/renderer/rulesets/sine-tempore/sim/session';
import { createSimApi } from '../../../../src/renderer/rulesets/sine-tempore/sim/worker-api';
import { gameSeed, replayOf } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import type { Diagnostic } from '../../../../src/engine/format/diagnostic';
import { CATALOG_TEXT, compiledTutorial, TUTORIAL_TEXT } from './fixtures';
import { testStudio } from '../../shell/renderer/support/studio';

/** The worker's calls made in this thread, and batches played here: the session cannot tell. */
function inThread(): SessionDeps {
  let seeds = 100;
  return {
    backend(): SimBackend {
      const api = createSimApi(() => 0);
      return {
        start: async (m, c, seed, policy) => api.start(m, c, seed, policy),
        act: async (a) => api.act(a),
        moveTo: async (at) => api.moveTo(at),
        step: async () => api.step(),
        runToEnd: async () => api.runToEnd(),
        undo: async () => api.undo(),
        redo: async () => api.redo(),
        goTo: async (k) => api.goTo(k),
        attacks: async (target) => api.attacks(target),
        dispose() {},
      };
    },
    batch(req, onUpdate) {
      const api = createSimApi(() => 0);
      const parts = sliceJobs(req.runs, req.workers, req.seed, req.policy).map((job) => api.slice(req.mission, req.catalog, job, () => {}));
      const totals = combine(parts)!;
      onUpdate(totals, totals.games);
      return { cancel() {}, result: Promise.resolve(totals) };
    },
    livePool: () => ({
      start(req, onUpdate) {
        const api = createSimApi(() => 0);
        const parts = sliceJobs(req.runs, req.workers, req.seed, req.policy).map((job) => api.slice(req.mission, req.catalog, job, () => {}));
        const totals = combine(parts)!;
        onUpdate(totals, totals.games);
        return { cancel() {}, result: Promise.resolve(totals) };
      },
      dispose() {},
    }),
    timer: (f, ms) => {
      const id = setTimeout(f, ms);
      return () => clearTimeout(id);
    },
    now: () => 0,
    randomSeed: () => ++seeds,
    workers: () => 2,
  };
}

function makeStudio(samples = [
  { name: 'tutorial.mission.json', kind: 'mission', load: async () => TUTORIAL_TEXT },
  { name: 'sine-tempore-core.catalog.json', kind: 'catalog', load: async () => CATALOG_TEXT },
]) {
  const problems = new Map<string, Diagnostic[]>();
  const host = { onEvent: () => () => {}, writeBackup: async () => {}, discardBackup: async () => {} };
  const studio = testStudio({ validate: async (req) => problems.get(req.name) ?? [], samples: samples as never, host: host as never });
  studio.actions.register(...shellActions);
  registerBuiltinEditors(studio.editors, studio.i18n);
  return { studio, problems };
}

async function openTutorial(samples?: Parameters<typeof makeStudio>[0], diagnostics: Diagnostic[] = []) {
  const { studio, problems } = makeStudio(samples);
  problems.set('tutorial.mission.json', diagnostics);
  const doc = (await studio.openSample('tutorial.mission.json'))!;
  // Validation answers asynchronously, as the worker would.
  await new Promise((ok) => setTimeout(ok, 0));
  const session = new MissionSimSession(studio, doc.id, inThread());
  return { studio, doc, session, problems };
}

describe('the simulator session of a mission document', () => {
  test('the engine\'s errors are said in the UI language: "The simulator stopped" in German (defect 7)', async () => {
    const { studio, doc, session } = await openTutorial();
    await studio.setLanguage('de');
    doc.patch([{ op: 'replace', path: '/heroes/0/hero', value: 'nobody' }]);
    await session.start();
    expect(session.play.error).toContain('unbekannter Held „nobody“');
    expect(session.play.error).not.toMatch(/unknown hero/);
  });

  test('a game by hand and by bot never touches the document or its history', async () => {
    const { studio, doc, session } = await openTutorial();
    const before = doc.getSnapshot();
    await session.start();
    expect(session.play.error).toBeNull();
    const view = session.play.view!;
    expect(view.active).toBe('ilse-marrow');
    await session.act(view.legal.find((l) => l.action.type === 'move')!.action);
    await session.moveTo([9, 0]);
    expect(session.play.view!.refused).toMatch(/AP/);
    await session.step();
    await session.runToEnd();
    expect(session.play.view!.result).not.toBeNull();
    session.setBatch({ runs: 20 });
    await session.runBatch();
    expect(doc.getSnapshot().text).toBe(before.text);
    expect(doc.getSnapshot().revision).toBe(before.revision);
    expect(doc.canUndo).toBe(false);
    expect(doc.getSnapshot().dirty).toBe(false);
    expect(studio.workspace.all.length).toBe(1);
  });

  test('the log grows with each step and starts again with a new game', async () => {
    const { session } = await openTutorial();
    session.setPlay({ policy: 'heuristic', seed: 3 });
    await session.start();
    const first = session.play.log.length;
    await session.step();
    expect(session.play.log.length).toBeGreaterThan(first);
    await session.start();
    expect(session.play.log.length).toBe(first);
    session.reset();
    expect(session.play.view).toBeNull();
    expect(session.play.log).toEqual([]);
  });

  test('the map is told where the models stand, who decides, and when the game is over', async () => {
    const { studio, doc, session } = await openTutorial();
    const live = liveSimOf(studio, doc.id);
    expect(live.get().live).toBeNull();
    await session.start();
    const shown = live.get().live!;
    expect(shown.active).toBe('ilse-marrow');
    expect(shown.models.find((m) => m.id === 'ilse-marrow')).toMatchObject({ label: 'Ilse Marrow', short: 'IM', hero: true, at: [0, 8], ko: false });
    expect(shown.models.filter((m) => !m.hero).map((m) => m.short)).toEqual(['s1', 's2', 's3']);
    expect(shown.loot).toEqual([
      [5, 1],
      [9, 9],
    ]);
    // Drawn as the editor draws the mission's models: each with its catalog picture, not letters (issue 14).
    const index = indexCatalog(JSON.parse(CATALOG_TEXT));
    const ctx = { mission: JSON.parse(TUTORIAL_TEXT), catalog: index, language: 'en' as const, words: { deployment: 'Deployment' } };
    const prims = liveSimPrims(shown, ctx);
    const icons = prims.filter((p) => p.t === 'icon').map((p) => (p.t === 'icon' ? p.name : ''));
    expect(icons).toContain(index.heroes.get('ilse-marrow')!.picture ?? 'person');
    expect(icons).toContain(index.enemies.get('gnawling')!.picture ?? 'monster-grasp');
    expect(prims.filter((p) => p.t === 'text' && /^[A-Za-z]/.test(p.text))).toEqual([]);
    // The squares the deciding hero can reach, each with its AP.
    expect(shown.reach.find((r) => r.at.join() === '1,7')?.ap).toBe(2);
    expect(prims.filter((p) => p.t === 'text').map((p) => (p.t === 'text' ? Number(p.text) : 0))).toEqual(shown.reach.map((r) => r.ap));
    // Without a catalog to draw from: plain tokens with initials.
    expect(liveSimPrims(shown, null).filter((p) => p.t === 'text' && /^[A-Za-z]/.test(p.text)).map((p) => (p.t === 'text' ? p.text : ''))).toEqual(['IM', 'TK', 's1', 's2', 's3']);
    await session.runToEnd();
    expect(live.get().live!.over).toBe(true);
    session.reset();
    expect(live.get().live).toBeNull();
  });

  test('a batch gives the command line’s totals; game k replays step by step with its own seed', async () => {
    const { session } = await openTutorial();
    session.setBatch({ runs: 40, seed: 9, policy: 'heuristic' });
    await session.runBatch();
    const b = session.batch;
    expect(b.running).toBe(false);
    expect(b.stats!.games).toBe(40);
    expect(b.done).toBe(40);
    await session.replay(5);
    expect(session.state.get().tab).toBe('play');
    expect(session.play.seed).toBe(gameSeed(9, 5));
    expect(session.play.replay).toEqual({ game: 5, seed: 9, policy: 'heuristic' });
    await session.runToEnd();
    expect(session.play.view!.result).toEqual(replayOf(compiledTutorial(), 9, 5, 'heuristic').result);
    await session.replay(40);
    expect(session.play.replay!.game).toBe(5);
  });

  test('new seeds, and a game that cannot start says why: problems in the mission, a catalog that is missing', async () => {
    const { session } = await openTutorial(undefined, [{ severity: 'error', code: 'x', message: 'broken', pointer: '/heroes' }]);
    session.newSeed('play');
    session.newSeed('batch');
    expect(session.play.seed).toBe(101);
    expect(session.batch.seed).toBe(102);
    await session.start();
    expect(session.play.error).toBe('The mission has 1 problem; fix it first (see Problems).');

    const lone = await openTutorial([{ name: 'tutorial.mission.json', kind: 'mission', load: async () => TUTORIAL_TEXT }]);
    await lone.session.start();
    expect(lone.session.play.error).toBe('The mission names the catalog “sine-tempore-core.catalog.json”, which is not open. Open it to simulate the mission.');
    await lone.session.runBatch();
    expect(lone.session.batch.error).toMatch(/not open/);
    expect(lone.session.batch.running).toBe(false);
  });

  test('a cancelled batch keeps the report of the games it played, all of them', async () => {
    const { studio, doc } = await openTutorial();
    const deps = inThread();
    let now = 0;
    const cancelling: SessionDeps = {
      ...deps,
      now: () => (now += 100),
      batch(req, onUpdate) {
        const api = createSimApi(() => 0);
        const first = api.slice(req.mission, req.catalog, { seed: req.seed, policy: req.policy, first: 0, count: 6 }, () => {});
        onUpdate(first, 6);
        const more = combine([first, api.slice(req.mission, req.catalog, { seed: req.seed, policy: req.policy, first: 6, count: 3 }, () => {})])!;
        onUpdate(more, 9);
        return { cancel() {}, result: Promise.resolve(null) };
      },
    };
    const s = new MissionSimSession(studio, doc.id, cancelling);
    s.setBatch({ runs: 1000 });
    await s.runBatch();
    expect(s.batch).toMatchObject({ running: false, cancelled: true, done: 9 });
    expect(s.batch.stats!.games).toBe(9);
  });

  test('issue 14: while a game is on the map, Ctrl+Z and the Edit menu take back its decisions, never the mission; redo makes them again', async () => {
    const { studio, doc, session } = await openTutorial();
    studio.workspace.activate(doc.id);
    const text = doc.getSnapshot().text;
    await session.start();
    const first = session.play.view!;
    await session.act(first.legal.find((l) => l.action.type === 'move' && l.ap === 2)!.action);
    await session.act({ type: 'wait', actor: 'ilse-marrow', ap: 1 });
    expect(session.play.view!.history).toMatchObject({ at: 2, total: 2 });
    expect(studio.actions.get('edit.undo')!.title!(studio, studio.t)).toMatch(/^Undo the decision: /);
    await studio.actions.execute('edit.undo', 'keyboard');
    await new Promise((ok) => setTimeout(ok, 0));
    expect(session.play.view!.history).toMatchObject({ at: 1, total: 2 });
    expect(session.play.log.length).toBeGreaterThan(0);
    await studio.actions.execute('edit.redo', 'keyboard');
    await new Promise((ok) => setTimeout(ok, 0));
    expect(session.play.view!.history).toMatchObject({ at: 2, total: 2 });
    expect(doc.getSnapshot().text).toBe(text);
    expect(doc.canUndo).toBe(false);
    // The game stopped: Ctrl+Z is the document's again.
    session.reset();
    expect(studio.activeTakeover).toBeNull();
    expect(studio.actions.get('edit.undo')!.title!(studio, studio.t)).toBe('Undo');
  });

  test('the replay scrubber goes to any step; positions asked for while the worker is busy collapse into the latest', async () => {
    const { session } = await openTutorial();
    session.setPlay({ policy: 'heuristic', seed: gameSeed(1, 3) });
    await session.start();
    await session.runToEnd();
    const total = session.play.view!.history.total;
    const end = session.play.view!;
    await session.goTo(0);
    expect(session.play.view!.history.at).toBe(0);
    expect(session.play.view!.result).toBeNull();
    // Three positions while the first is under way: the last one wins.
    const a = session.goTo(2);
    void session.goTo(3);
    void session.goTo(total);
    await a;
    await new Promise((ok) => setTimeout(ok, 0));
    expect(session.play.view!.history.at).toBe(total);
    expect(session.play.view!.result).toEqual(end.result);
    expect(session.play.log).toEqual(end.log.from === 0 ? end.log.entries : session.play.log);
  });

  test('issue 14: a pinned report and the heat maps on the map, by kind, and their difference', async () => {
    const { studio, doc, session } = await openTutorial();
    session.setBatch({ runs: 30 });
    await session.runBatch();
    session.showHeat('wounds');
    const heat = heatOf(studio, doc.id);
    expect(heat.get().grid!.values.length).toBe(heat.get().grid!.width * heat.get().grid!.height);
    expect(heat.get().max).toBeGreaterThan(0);
    session.togglePin();
    expect(session.batch.pinned!.stats.games).toBe(30);
    session.setBatch({ runs: 40, seed: 2 });
    await session.runBatch();
    session.showHeat('wounds', true);
    const diff = heat.get().grid!;
    const now = session.batch.stats!;
    const pinned = session.batch.pinned!.stats;
    const c = now.heroWounds.findIndex((v, i) => v / 40 !== pinned.heroWounds[i] / 30);
    expect(diff.values[c]).toBeCloseTo(now.heroWounds[c] / 40 - pinned.heroWounds[c] / 30, 10);
    session.showHeat(null);
    expect(heat.get().grid).toBeNull();
  });

  test('issue 14: live balance runs a batch a moment after each edit, drops the stale one, and puts the win rate in the status bar', async () => {
    const { studio, doc, session } = await openTutorial();
    session.setLive(true);
    await vi.waitFor(() => expect(session.state.get().live.stats).not.toBeNull(), { timeout: 20_000 });
    expect(studio.status.get()[doc.id].simulation).toMatch(/^Win rate \d+\.\d% \(\d+\.\d%–\d+\.\d%\)$/);
    expect(session.state.get().live.stats!.games).toBe(1000);
    const revision = doc.getSnapshot().revision;
    // An edit: moving a scout. The figures that follow are for the new version.
    doc.patch([{ op: 'replace', path: '/enemyGroups/0/models/0/at', value: [6, 1] }]);
    expect(session.state.get().live.waiting).toBe(true);
    await vi.waitFor(() => expect(session.state.get().live.revision).toBe(revision + 1), { timeout: 20_000 });
    session.setLive(false);
    expect(studio.status.get()[doc.id].simulation).toBeNull();
  }, 60_000);

  test('closing the document ends its games', async () => {
    const { studio, doc, session } = await openTutorial();
    await session.start();
    await studio.close(doc);
    expect(session.canPlay).toBe(false);
  });

  test('the Simulate menu commands exist beside the shell’s, without a shortcut clash, in three languages', () => {
    const { studio } = makeStudio();
    const names = ['simulate.mission.start', 'simulate.mission.step', 'simulate.mission.runToEnd', 'simulate.mission.batch'];
    for (const n of names) {
      const a = studio.actions.get(n)!;
      expect(a.menu?.id).toBe('simulate');
      for (const lng of ['en', 'de', 'fr']) expect(studio.i18n.exists(a.label, { lng }), `${a.label} ${lng}`).toBe(true);
    }
    expect(studio.actions.get('simulate.mission.step')!.shortcuts).toEqual(['F8']);
  });
});
