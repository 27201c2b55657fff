/**
 * The tools players use at the table. Measuring tape: click a model (or any point), then another; base edge to
 * base edge between models, as the rules measure (UN-4.7.1). Line of sight: click the shooter, then the target.
 * Reach: click a model to see how far it gets. A third click starts over.
 */
import type { TableEditor } from '../editor';
import type { ToolHandler } from './types';
import { roundPt } from '../geometry';

export function measureTool(editor: TableEditor): ToolHandler {
  return {
    cursor: 'crosshair',
    down(e) {
      const s = editor.state.get();
      const model = editor.modelAt(e.point, e.tol);
      const at = model?.pointer ?? roundPt(e.point);
      if (s.measureFrom === null || s.measureTo !== null)
        editor.state.set({
          measureFrom: at,
          measureTo: null,
          weapon:
            model && typeof s.measureFrom === 'string' && s.measureFrom === model.pointer ? s.weapon : null,
        });
      else editor.state.set({ measureTo: at });
    },
    move() {},
    up() {},
    cancel() {
      editor.state.set({ measureFrom: null, measureTo: null });
    },
  };
}

export function losTool(editor: TableEditor): ToolHandler {
  return {
    cursor: 'crosshair',
    down(e) {
      const model = editor.modelAt(e.point, e.tol);
      if (!model) return editor.say(editor.t('universalis:los.pickModel'));
      const s = editor.state.get();
      if (s.losFrom === null || s.losTo !== null)
        editor.state.set({ losFrom: model.pointer, losTo: null, message: null });
      else if (model.pointer !== s.losFrom) editor.state.set({ losTo: model.pointer, message: null });
    },
    move() {},
    up() {},
    cancel() {
      editor.state.set({ losFrom: null, losTo: null });
    },
  };
}

export function reachTool(editor: TableEditor): ToolHandler {
  return {
    cursor: 'pointer',
    down(e) {
      const model = editor.modelAt(e.point, e.tol);
      editor.state.set({
        reachOf: model?.pointer ?? null,
        message: model ? null : editor.t('universalis:reach.pickModel'),
      });
    },
    move() {},
    up() {},
    cancel() {
      editor.state.set({ reachOf: null });
    },
  };
}
