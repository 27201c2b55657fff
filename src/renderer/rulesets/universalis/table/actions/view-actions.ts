/** The table's view: zoom, fit, grid and snapping, layers shown and locked, the rings, the text beside it, print. */
import type { Action } from '../../../../actions/manager';
import type { Studio } from '../../../../studio';
import type { RingId, SnapStep, TableEditor } from '../editor';
import { TABLE_LAYERS } from '../kinds';
import { TABLE_SCOPE } from './scope';

export function viewActions(editor: TableEditor, openExport: () => void): Action<Studio>[] {
  const canvas = () => editor.canvas;
  return [
    {
      name: 'universalis.zoomIn',
      label: 'universalis:action.zoomIn',
      shortcuts: ['='],
      keyTest: (e) => !e.ctrlKey && !e.metaKey && !e.altKey && (e.key === '+' || e.key === '='),
      scope: TABLE_SCOPE,
      perform: () => canvas()?.zoomBy(1.25),
    },
    {
      name: 'universalis.zoomOut',
      label: 'universalis:action.zoomOut',
      shortcuts: ['-'],
      scope: TABLE_SCOPE,
      perform: () => canvas()?.zoomBy(0.8),
    },
    {
      name: 'universalis.fit',
      label: 'universalis:action.fit',
      shortcuts: ['Shift+1'],
      scope: TABLE_SCOPE,
      perform: () => canvas()?.fit(),
    },
    {
      name: 'universalis.toggleText',
      label: 'universalis:action.toggleText',
      shortcuts: ['T'],
      scope: TABLE_SCOPE,
      perform: () => editor.state.set((s) => ({ showText: !s.showText })),
    },
    {
      name: 'universalis.grid',
      label: 'universalis:action.grid',
      shortcuts: ['G'],
      scope: TABLE_SCOPE,
      perform: () => editor.state.set((s) => ({ grid: !s.grid })),
    },
    {
      name: 'universalis.export',
      label: 'universalis:action.export',
      shortcuts: ['Mod+Alt+E'],
      scope: TABLE_SCOPE,
      perform: openExport,
    },
    ...([0, 1, 5] as SnapStep[]).map((step): Action<Studio> => ({
      name: `universalis.snap.${step}`,
      label: `universalis:action.snap${step}`,
      scope: TABLE_SCOPE,
      perform: () => editor.state.set({ snap: step }),
    })),
    ...(['danger', 'perception', 'weapon'] as RingId[]).map((id): Action<Studio> => ({
      name: `universalis.rings.${id}`,
      label: `universalis:action.rings.${id}`,
      scope: TABLE_SCOPE,
      perform: () => editor.state.set((s) => ({ rings: { ...s.rings, [id]: !s.rings[id] } })),
    })),
    ...TABLE_LAYERS.flatMap((layer): Action<Studio>[] => [
      {
        name: `universalis.layer.${layer}.visible`,
        label: `universalis:action.layerVisible.${layer}`,
        scope: TABLE_SCOPE,
        perform: () => editor.toggleLayer(layer, 'hidden'),
      },
      {
        name: `universalis.layer.${layer}.lock`,
        label: `universalis:action.layerLock.${layer}`,
        scope: TABLE_SCOPE,
        perform: () => editor.toggleLayer(layer, 'locked'),
      },
    ]),
  ];
}
