/**
 * Issue 14, live balance: a batch starts when the problems check of the edited revision has answered, not after a
 * fixed time. whenChecked answers for that revision or a later one, never with an older revision's problems.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ProblemsService } from '../../../../src/renderer/problems/problems-service';
import { validateText, type ValidationRequest } from '../../../../src/renderer/problems/validate';
import { DocumentModel } from '../../../../src/renderer/store/document-model';

const text = readFileSync('samples/tutorial.mission.json', 'utf8');
const catalog = { fileName: 'sine-tempore-core.catalog.json', text: readFileSync('samples/sine-tempore-core.catalog.json', 'utf8') };
const mission = () =>
  new DocumentModel({ id: 'm', text, saved: true, meta: { kind: 'mission', name: 'x.mission.json', file: null, diskVersion: null, readOnly: false } });
const service = () => new ProblemsService((req: ValidationRequest) => validateText({ ...req, references: { catalog } }), async () => undefined, 20);

describe('ProblemsService.whenChecked', () => {
  test("waits for the edited revision's check, then answers with its problems", async () => {
    const problems = service();
    const doc = mission();
    problems.watch(doc);
    expect(await problems.whenChecked('m', doc.getSnapshot().revision)).toEqual([]);
    // An edit that breaks the mission: the answer for its revision has the error, not the earlier "none".
    doc.setText(text.replace('"formatVersion": 2', '"formatVersion": "two"'));
    const revision = doc.getSnapshot().revision;
    const answer = await problems.whenChecked('m', revision);
    expect(answer.some((d) => d.severity === 'error')).toBe(true);
    expect(problems.forDocument('m')).toBe(answer);
  });

  test('a change of name or saved state (a new revision, the same text, no new check) answers with the last check', async () => {
    const problems = service();
    const doc = mission();
    problems.watch(doc);
    await problems.whenChecked('m', doc.getSnapshot().revision);
    doc.markSaved({ name: 'renamed.mission.json' });
    expect(await problems.whenChecked('m', doc.getSnapshot().revision)).toEqual([]);
  });

  test('a document no longer watched answers at once, and a forgotten one releases its waiters', async () => {
    const problems = service();
    expect(await problems.whenChecked('nobody', 5)).toEqual([]);
    const doc = mission();
    problems.watch(doc);
    const waiting = problems.whenChecked('m', doc.getSnapshot().revision + 10);
    problems.forget('m');
    expect(await waiting).toEqual([]);
  });
});
