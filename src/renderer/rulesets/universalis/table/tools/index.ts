/** The handler of each tool. */
import type { TableEditor, ToolId } from '../editor';
import { circleTool, polygonTool, rectTool } from './draw-shapes';
import { modelTool, objectTool, pieceTool } from './place';
import { losTool, measureTool, reachTool } from './players';
import { selectTool } from './select';
import type { ToolHandler } from './types';

const HANDLERS: Record<ToolId, (editor: TableEditor) => ToolHandler> = {
  select: selectTool,
  polygon: polygonTool,
  rect: rectTool,
  circle: circleTool,
  piece: pieceTool,
  model: modelTool,
  object: objectTool,
  measure: measureTool,
  los: losTool,
  reach: reachTool,
};

export const toolHandler = (editor: TableEditor, tool: ToolId): ToolHandler => HANDLERS[tool](editor);
export type { ToolEvent, ToolHandler } from './types';
