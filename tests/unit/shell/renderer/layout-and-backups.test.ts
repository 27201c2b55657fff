import { describe, expect, test } from 'vitest';
import { DEFAULT_LAYOUT, loadLayout } from '../../../../src/renderer/layout';
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
    expect(calls).toEqual(['discard']);
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
