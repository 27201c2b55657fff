/**
 * The `universalis` conformance runner (../shared/conformance/FORMAT-universalis.md): builds the case's
 * table and models, runs the active model's steps with forced dice and without reactions, and answers
 * pointers and queries from the real rules engine. Dice left over fail the case, as do dice missing.
 */
import { CaseError, type ConformCase, type PreparedCase, type RulesetRunner } from '../../../conform/types';
import { readFields, unreadFields, unreadMessage } from '../../../conform/fields';
import { checkAction, performAction, type PhaseAction, type Point } from '../rules/actions';
import { DiceExhausted } from '../rules/dice';
import { STAGE_PHASE, createState, type GameState } from '../rules/state';
import { compileCase, NOTE_FIELDS, obj, only } from './case-compile';
import { observeModels } from '../observe';
import { answerQuery } from './queries';

type Json = Record<string, unknown>;

const STEP_FIELDS: Record<string, string[]> = {
  move: ['actor', 'do', 'to', 'path', 'test', 'expectError'],
  charge: ['actor', 'do', 'target', 'weapon', 'to', 'expectError'],
  shot: ['actor', 'do', 'kind', 'weapon', 'target', 'targets', 'expectError'],
  attack: ['actor', 'do', 'target', 'weapon', 'reckless', 'expectError'],
  reload: ['actor', 'do', 'weapon', 'expectError'],
  useTrait: ['actor', 'do', 'trait', 'target', 'expectError'],
  usePower: ['actor', 'do', 'power', 'target', 'at', 'expectError'],
  endPower: ['actor', 'do', 'power', 'expectError'],
};

function dice(v: unknown, what: string, sides: number): number[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((d) => !Number.isInteger(d) || d < 1 || d > sides))
    throw new CaseError(`${what} must be a list of D${sides} results (1 to ${sides})`);
  return v as number[];
}

function pt(v: unknown, what: string): Point {
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'number' || typeof v[1] !== 'number')
    throw new CaseError(`${what} must be [x, y]`);
  return [v[0], v[1]];
}

/** A weapon named by a step: its index, or -1 when the model has none by that name (an illegal step). */
function weaponOf(s: GameState, actor: string, name: unknown): number {
  const m = s.c.index[actor];
  if (m === undefined) return -1;
  return s.c.models[m].weapons.findIndex((w) => w.name === name);
}

/** A step of the case as an engine action. */
function toAction(s: GameState, step: Json, i: number): PhaseAction {
  const what = `step ${i}`;
  const kind = step.do;
  if (typeof kind !== 'string' || !STEP_FIELDS[kind])
    throw new CaseError(`${what}: "do" must be one of ${Object.keys(STEP_FIELDS).join(', ')}`);
  only(step, STEP_FIELDS[kind], `${what} (${kind})`);
  if (typeof step.actor !== 'string') throw new CaseError(`${what}: "actor" names the active model`);
  const actor = step.actor;
  if (kind === 'move') {
    if ((step.to === undefined) === (step.path === undefined))
      throw new CaseError(`${what}: a move gives "to" or "path"`);
    const path =
      step.to !== undefined
        ? [pt(step.to, `${what}.to`)]
        : (Array.isArray(step.path) ? step.path : []).map((p, k) => pt(p, `${what}.path[${k}]`));
    if (step.path !== undefined && !Array.isArray(step.path))
      throw new CaseError(`${what}.path must be a list of points`);
    if (step.test !== undefined && typeof step.test !== 'boolean')
      throw new CaseError(`${what}.test must be true or false`);
    return { type: 'move', actor, path, test: step.test === true };
  }
  if (kind === 'charge') {
    return {
      type: 'charge',
      actor,
      target: String(step.target),
      weapon: weaponOf(s, actor, step.weapon),
      path: [pt(step.to, `${what}.to`)],
    };
  }
  if (kind === 'attack') {
    if (step.reckless !== undefined && typeof step.reckless !== 'boolean')
      throw new CaseError(`${what}.reckless must be true or false`);
    return {
      type: 'attack',
      actor,
      target: String(step.target),
      weapon: weaponOf(s, actor, step.weapon),
      reckless: step.reckless === true,
    };
  }
  if (kind === 'reload') return { type: 'reload', actor, weapon: weaponOf(s, actor, step.weapon) };
  if (kind === 'useTrait') {
    const m = s.c.index[actor];
    const trait = m === undefined ? -1 : s.c.models[m].traits.findIndex((t) => t.name === step.trait);
    if (trait < 0) throw new CaseError(`${what}: "${String(step.trait)}" is not a trait of ${actor}`);
    return {
      type: 'useTrait',
      actor,
      trait,
      target: step.target === undefined ? undefined : String(step.target),
    };
  }
  if (kind === 'usePower' || kind === 'endPower') {
    const m = s.c.index[actor];
    const power = m === undefined ? -1 : s.c.models[m].powers.findIndex((p) => p.name === step.power);
    if (power < 0) throw new CaseError(`${what}: "${String(step.power)}" is not a power of ${actor}`);
    if (kind === 'endPower') return { type: 'endPower', actor, power };
    return {
      type: 'usePower',
      actor,
      power,
      target: step.target === undefined ? undefined : String(step.target),
      at: step.at === undefined ? undefined : pt(step.at, `${what}.at`),
    };
  }
  // shot
  if (!['normal', 'aimed', 'snap'].includes(step.kind as string))
    throw new CaseError(`${what}.kind must be normal, aimed or snap`);
  const w = weaponOf(s, actor, step.weapon);
  const m = s.c.index[actor];
  const wd = m === undefined ? undefined : s.c.models[m].weapons[w];
  let targets: { model: string; shots: number }[];
  if ((step.target === undefined) === (step.targets === undefined))
    throw new CaseError(`${what}: a shot gives "target" or "targets"`);
  if (step.target !== undefined)
    targets = [{ model: String(step.target), shots: step.kind === 'aimed' ? 1 : (wd?.df ?? 0) + 1 }];
  else {
    if (!Array.isArray(step.targets)) throw new CaseError(`${what}.targets must be a list`);
    targets = step.targets.map((t, k) => {
      const tj = obj(t, `${what}.targets[${k}]`);
      only(tj, ['model', 'shots'], `${what}.targets[${k}]`);
      if (!Number.isInteger(tj.shots))
        throw new CaseError(`${what}.targets[${k}].shots must be a whole number`);
      return { model: String(tj.model), shots: tj.shots as number };
    });
  }
  return { type: 'shot', actor, kind: step.kind as 'normal' | 'aimed' | 'snap', weapon: w, targets };
}

export const universalisRunner: RulesetRunner = {
  ruleset: 'universalis',
  // Numbers compare within 0.01; the reload tokens are a set (FORMAT-universalis "Expectation").
  compare: { tolerance: 0.01, setKeys: ['reload'] },
  prepare(c: ConformCase): PreparedCase {
    const compiled = compileCase(c);
    // A note is a derivation for auditors (FORMAT-universalis): read on purpose, it carries no rules.
    readFields(c, NOTE_FIELDS);
    const s = createState(compiled, 1, true);
    s.reactionsOn = false;
    s.forced = { d12: dice(c.dice, 'dice', 12), d6: dice(c.d6, 'd6', 6), i12: 0, i6: 0 };
    const steps = c.steps === undefined ? [] : c.steps;
    if (!Array.isArray(steps)) throw new CaseError('"steps" must be a list');
    let actor: string | undefined;
    steps.forEach((raw, i) => {
      const step = obj(raw, `step ${i}`);
      if (actor !== undefined && step.actor !== actor)
        throw new CaseError(`step ${i}: all steps are actions of one model (${actor})`);
      actor = String(step.actor);
      const m = compiled.index[actor];
      if (m === undefined) throw new CaseError(`step ${i}: no model "${actor}"`);
      s.active = m;
      s.stage = STAGE_PHASE;
      if (step.expectError !== undefined && typeof step.expectError !== 'boolean')
        throw new CaseError(`step ${i}.expectError must be true or false`);
      const action = toAction(s, step, i);
      const problem = checkAction(s, action);
      if (step.expectError === true) {
        if (!problem)
          throw new CaseError(
            `step ${i} (${String(step.do)}): expected the engine to refuse it, but it is legal`,
          );
        return;
      }
      if (problem) throw new CaseError(`step ${i} (${String(step.do)}) was refused: ${problem}`);
      try {
        performAction(s, action);
      } catch (e) {
        if (e instanceof DiceExhausted) throw new CaseError(`step ${i} (${String(step.do)}): ${e.message}`);
        throw e;
      }
    });
    const f = s.forced!;
    if (f.i12 < f.d12.length)
      throw new CaseError(
        `${f.d12.length - f.i12} forced D12 left over (the rules rolled ${f.i12} of ${f.d12.length}): ${JSON.stringify(f.d12.slice(f.i12))}`,
      );
    if (f.i6 < f.d6.length) throw new CaseError(`${f.d6.length - f.i6} forced D6 left over`);
    // Everything but the expectations has been read: a field left over is one this runner does not implement.
    const unread = unreadFields(c, ['expect']);
    if (unread.length > 0) throw new CaseError(unreadMessage('universalis', unread));
    const view = { models: observeModels(s) };
    return {
      observe: () => view,
      query: (name, args) => answerQuery(s, name, args),
    };
  },
};
