import { describe, expect, test } from 'vitest';
import { CENTRE_MIN_WIDTH, centreMinWidth, DEFAULT_LAYOUT, defaultPaneSizes, FOLDED_WIDTH, loadLayout, paneSizes, PANE_LIMITS, storeLayout } from '../../../../src/renderer/layout';
import { BackupScheduler, type Timers } from '../../../../src/renderer/store/backup-scheduler';
import { DocumentModel } from '../../../../src/renderer/store/document-model';
import { Workspace } from '../../../../src/renderer/store/workspace';

function fakeTimers() {
  let now = 0;
  const queue: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  const timers: Timers = {
    setTimeout: (fn, ms) => {
      const id = next++;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      const i = queue.findIndex((q) => q.id === id);
      if (i >= 0) queue.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const q of queue.filter((q) => q.at <= now)) {
      queue.splice(queue.indexOf(q), 1);
      q.fn();
    }
  };
  return { timers, advance };
}

const meta = { kind: 'mission' as const, name: 'm.mission.json', file: null, diskVersion: null, readOnly: false };

describe('layout', () => {
  test('a stored layout is repaired field by field', () => {
    expect(loadLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(loadLayout('not json')).toEqual(DEFAULT_LAYOUT);
    expect(loadLayout('{"inspector": false, "inspectorWidth": 99999, "problemsHeight": "x"}')).toEqual({
      ...DEFAULT_LAYOUT,
      inspector: false,
      inspectorWidth: 800,
    });
  });

  test('a size nobody chose is null and follows the window; a chosen one is kept', () => {
    expect(DEFAULT_LAYOUT.inspectorWidth).toBeNull();
    const chosen = { ...DEFAULT_LAYOUT, inspectorWidth: 333 };
    expect(loadLayout(storeLayout(chosen))).toEqual(chosen);
    expect(loadLayout(storeLayout(DEFAULT_LAYOUT))).toEqual(DEFAULT_LAYOUT);
  });

  test('version 1 stored the old fixed defaults for every pane: those become automatic, other sizes stay', () => {
    // Named so nobody "fixes" it: 320/180/360 were written for panes the user never touched.
    expect(loadLayout('{"inspector": true, "inspectorWidth": 320, "problemsHeight": 180, "simulatorWidth": 360}')).toEqual(DEFAULT_LAYOUT);
    expect(loadLayout('{"inspectorWidth": 340, "problemsHeight": 180}')).toEqual({ ...DEFAULT_LAYOUT, inspectorWidth: 340 });
    // Version 2 means what it says, even the old numbers.
    expect(loadLayout('{"version": 2, "inspectorWidth": 320}')).toEqual({ ...DEFAULT_LAYOUT, inspectorWidth: 320 });
  });

  test('default widths adapt to the window: the centre keeps more than half of a small one', () => {
    for (const [width, height] of [
      [1024, 700],
      [1280, 800],
      [1440, 900],
    ]) {
      const d = defaultPaneSizes({ width, height });
      const centre = width - d.inspectorWidth - d.simulatorWidth - 8;
      expect(centre / width, `${width}`).toBeGreaterThan(0.52);
      expect(d.problemsHeight).toBeLessThanOrEqual(Math.round(height * 0.2) + 1);
    }
    expect(defaultPaneSizes({ width: 2560, height: 1440 })).toEqual({ inspectorWidth: 320, simulatorWidth: 360, problemsHeight: 220 });
    expect(defaultPaneSizes({ width: 800, height: 500 })).toEqual({ inspectorWidth: 240, simulatorWidth: 240, problemsHeight: 120 });
  });

  test('panes give way so the centre keeps its minimum, down to their own minimums; the stored sizes do not change', () => {
    const layout = { ...DEFAULT_LAYOUT, simulator: true, inspectorWidth: 600, simulatorWidth: 500 };
    const wide = paneSizes(layout, { width: 2400, height: 900 });
    expect(wide).toMatchObject({ inspectorWidth: 600, simulatorWidth: 500 });
    const narrow = paneSizes(layout, { width: 1200, height: 800 });
    expect(1200 - narrow.inspectorWidth - narrow.simulatorWidth - 8).toBe(centreMinWidth({ width: 1200, height: 800 }));
    // The wider pane gave way first, then both together.
    expect(narrow.inspectorWidth - narrow.simulatorWidth).toBeLessThanOrEqual(1);
    const tiny = paneSizes(layout, { width: 600, height: 500 });
    expect(tiny).toMatchObject({ inspectorWidth: PANE_LIMITS.inspectorWidth[0], simulatorWidth: PANE_LIMITS.simulatorWidth[0] });
    expect(layout.inspectorWidth).toBe(600);
    // A hidden pane takes no room.
    expect(paneSizes({ ...layout, simulator: false }, { width: 900, height: 800 }).inspectorWidth).toBe(900 - 4 - centreMinWidth({ width: 900, height: 800 }));
    expect(centreMinWidth({ width: 600, height: 500 })).toBe(CENTRE_MIN_WIDTH);
  });

  test('issue 14, defect 5: with both side panes open the centre keeps at least half the window; a folded pane is a slim bar', () => {
    for (const width of [1024, 1280, 1440, 1920]) {
      const layout = { ...DEFAULT_LAYOUT, simulator: true, inspectorWidth: 700, simulatorWidth: 700 };
      const s = paneSizes(layout, { width, height: 800 });
      expect(width - s.inspectorWidth - s.simulatorWidth - 8, `${width}`).toBeGreaterThanOrEqual(Math.min(width / 2, width - 2 * PANE_LIMITS.inspectorWidth[0] - 8));
      // The simulator folded: the inspector may take the room back.
      const f = paneSizes({ ...layout, simulatorFolded: true }, { width, height: 800 });
      expect(width - f.inspectorWidth - 4 - FOLDED_WIDTH).toBeGreaterThanOrEqual(width / 2);
    }
    expect(loadLayout(storeLayout({ ...DEFAULT_LAYOUT, inspectorFolded: true }))).toEqual({ ...DEFAULT_LAYOUT, inspectorFolded: true });
  });
});

describe('BackupScheduler', () => {
  test('backs up about one second after the last edit, and removes the backup once saved', async () => {
    const calls: string[] = [];
    const host = {
      writeBackup: async (b: { text: string }) => void calls.push(`write ${b.text.length}`),
      discardBackup: async () => void calls.push('discard'),
    };
    const { timers, advance } = fakeTimers();
    const scheduler = new BackupScheduler(host, 1000, timers);
    const doc = new DocumentModel({ id: 'd', meta, text: '{"a": 1}', saved: true });
    scheduler.watch(doc);
    doc.patch([{ op: 'replace', path: '/a', value: 2 }]);
    advance(600);
    doc.patch([{ op: 'replace', path: '/a', value: 3 }]);
    advance(600);
    expect(calls).toEqual([]);
    advance(500);
    expect(calls).toEqual(['write 8']);
    doc.markSaved();
    await Promise.resolve();
    expect(calls).toEqual(['write 8', 'discard']);
  });

  test('closing without saving discards the backup; a clean document never gets one', async () => {
    const calls: string[] = [];
    const host = { writeBackup: async () => void calls.push('write'), discardBackup: async () => void calls.push('discard') };
    const { timers, advance } = fakeTimers();
    const scheduler = new BackupScheduler(host, 1000, timers);
    const clean = new DocumentModel({ id: 'c', meta, text: '{}', saved: true });
    scheduler.watch(clean);
    advance(5000);
    expect(calls).toEqual([]);
    const restored = new DocumentModel({ id: 'r', meta, text: '{}', saved: false });
    scheduler.watch(restored, true);
    await scheduler.forget('r');
    // The restored backup is written again at once (claimed by this session, see the next test), then goes.
    expect(calls).toEqual(['write', 'discard']);
  });

  test('a document restored from a backup rewrites it at once, so the backup names this session', () => {
    const calls: string[] = [];
    const host = { writeBackup: async (b: { docId: string }) => void calls.push(`write ${b.docId}`), discardBackup: async () => void calls.push('discard') };
    const { timers } = fakeTimers();
    const scheduler = new BackupScheduler(host, 1000, timers);
    scheduler.watch(new DocumentModel({ id: 'r', meta, text: '{}', saved: false }), true);
    expect(calls).toEqual(['write r']);
  });
});

describe('Workspace', () => {
  test('tabs open after the active one; closing activates a neighbour', () => {
    const ws = new Workspace();
    const mk = (id: string) => new DocumentModel({ id, meta, text: '{}' });
    ws.add(mk('a'));
    ws.add(mk('b'));
    ws.activate('a');
    ws.add(mk('c'));
    expect(ws.all.map((d) => d.id)).toEqual(['a', 'c', 'b']);
    ws.remove('c');
    expect(ws.active?.id).toBe('b');
    ws.cycle(1);
    expect(ws.active?.id).toBe('a');
  });
});
