/**
 * Putting things down with a click: a ready piece from the library (centred there), a model of the chosen unit
 * card for the chosen side, an object. The tool stays armed, so five riflemen are five clicks.
 */
import { addTerrain } from '../commands/add-terrain';
import { placeModel } from '../commands/place-model';
import { placeObject } from '../commands/place-object';
import { snapPt } from '../geometry';
import type { TableEditor } from '../editor';
import { libraryPiece, pieceAt } from '../library';
import type { ToolEvent, ToolHandler } from './types';

function clickTool(editor: TableEditor, act: (e: ToolEvent) => void): ToolHandler {
  return {
    cursor: 'copy',
    down(e) {
      if (editor.editable) act(e);
    },
    move() {},
    up() {},
    cancel() {},
  };
}

export const pieceTool = (editor: TableEditor): ToolHandler =>
  clickTool(editor, (e) => {
    const scene = editor.scene!;
    const piece = libraryPiece(editor.state.get().piece);
    editor.apply(
      addTerrain(
        scene,
        pieceAt(piece, snapPt(e.point, editor.snapStep(e.alt))),
        { id: piece.id, type: piece.type, kind: piece.kind, height: piece.height },
        editor.t,
      ),
    );
  });

export const modelTool = (editor: TableEditor): ToolHandler =>
  clickTool(editor, (e) => {
    const s = editor.state.get();
    if (!s.card) return editor.say(editor.t('universalis:refused.chooseCard'));
    editor.apply(
      placeModel(editor.scene!, s.side, s.card, snapPt(e.point, editor.snapStep(e.alt)), editor.t),
    );
  });

export const objectTool = (editor: TableEditor): ToolHandler =>
  clickTool(editor, (e) => {
    editor.apply(
      placeObject(
        editor.scene!,
        snapPt(e.point, editor.snapStep(e.alt)),
        editor.state.get().portable,
        editor.t,
        editor.language,
      ),
    );
  });
