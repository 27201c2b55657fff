/**
 * The simulator's layer on the mission map (../mission/map-layers.ts): the test-play game while it is on the map
 * (its bar instead of the editor's toolbar, its pieces and reach over the mission, clicks that move and attack, its
 * legend) and a batch's heat map under the pieces with its legend. Loaded with the first map.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MapLayer, MapLayerOutput } from '../mission/map-layers';
import type { Prim } from '../../../../engine/rulesets/sine-tempore/print';
import { useObservable } from '../../../ui/hooks';
import { useLiveSimOverlay } from './map-overlay';
import { liveSimOf } from './live';
import { heatOf } from './heat';
import { HeatLegend, heatMapPrims } from './HeatLegend';
import { MapPlayBar, PlayLegend, playClick, type PlayTarget } from './MapPlayLayer';
import { MissionSimSession } from './session';

const NO_PRIMS: readonly Prim[] = [];

export const useMissionSimMapLayer: MapLayer = ({ studio, docId, mission, catalog, overlay, drawCtx }): MapLayerOutput => {
  const liveObs = liveSimOf(studio, docId);
  const liveOn = useObservable(liveObs);
  const playing = !!liveOn.live && liveOn.onMap;
  // While a game is on the map the editor's selection, hover and tool previews are out of the way too.
  const game = useLiveSimOverlay(studio, docId, playing ? NO_PRIMS : overlay, drawCtx);
  const heat = useObservable(heatOf(studio, docId));
  const heatPrims = useMemo(() => heatMapPrims(heat), [heat]);
  const [target, setTarget] = useState<PlayTarget | null>(null);
  useEffect(() => {
    if (!playing) setTarget(null);
  }, [playing]);
  const openAttacks = useCallback(
    (id: string) => {
      setTarget({ id, choices: null });
      void MissionSimSession.of(studio, docId)
        .attacks(id)
        .then((choices) => setTarget((now) => (now?.id === id ? { id, choices } : now)));
    },
    [studio, docId],
  );
  const onPlay = useCallback(
    (square: readonly [number, number]) => {
      const live = liveObs.get().live;
      if (!live) return;
      const click = playClick(live, [square[0], square[1]]);
      if (!click) return;
      if ('move' in click) {
        setTarget(null);
        void MissionSimSession.of(studio, docId).moveTo([click.move[0], click.move[1]]);
      } else openAttacks(click.attack);
    },
    [studio, docId, liveObs, openAttacks],
  );
  const live = game.live;
  return {
    takesOver: playing,
    overlay: game.prims,
    underlay: heatPrims,
    hidesPieces: game.on,
    onSquare: live?.human ? onPlay : undefined,
    bar: live ? (
      <MapPlayBar studio={studio} docId={docId} live={live} mission={mission} catalog={catalog} target={target} onTarget={setTarget} onAttack={openAttacks} onHide={game.hide} />
    ) : undefined,
    legend: live ? <PlayLegend t={studio.t} live={live} /> : heat.grid && heat.kind ? <HeatLegend studio={studio} docId={docId} heat={heat} /> : undefined,
    coversLegend: game.on || !!heat.grid,
  };
};
