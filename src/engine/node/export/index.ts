/** Exporters by document kind. Adding one (mission maps, say) is one entry here; `studio export` finds it by kind. */
import { deckExporter } from './deck';
import { missionMapExporter } from './mission-map';
import type { Exporter } from './types';

export const exporters: Record<string, Exporter> = {
  deck: deckExporter,
  mission: missionMapExporter,
};

export type { Exporter, ExportFormat, ExportRequest, ExportResult } from './types';
export { PAPERS, type Duplex, type Paper, type TtsPaths } from '../../rulesets/time-stories/print/sheets';
