/**
 * The whole map in small with the part on screen framed; clicking or dragging in it moves the view there. It
 * paints the same display lists as the canvas, again only when the map changed.
 */
import { memo, useEffect, useRef } from 'react';
import { useObservable } from '../../../ui/hooks';
import type { MissionEditor } from './editor';
import { paint } from '../../../../engine/rulesets/sine-tempore/print';
import { iconPath } from '../../../canvas/game-icons';
import type { Scene } from './scene';
import { centreOn, type Viewport } from './canvas/viewport';

const MAX_SIDE = 180;

/** The minimap only helps when part of the board is out of view. */
function fitsInView(scene: Scene, v: Viewport, size: { width: number; height: number }): boolean {
  return v.x >= 0 && v.y >= 0 && v.x + scene.drawing.width * v.scale <= size.width && v.y + scene.drawing.height * v.scale <= size.height;
}

export function Minimap({ editor, scene, label }: { editor: MissionEditor; scene: Scene; label: string }) {
  const { viewport, size } = useObservable(editor.view);
  if (!viewport || fitsInView(scene, viewport, size)) return null;
  return <MinimapPicture scene={scene} viewport={viewport} size={size} onPan={(v) => editor.canvas?.setViewport(v)} label={label} />;
}

const MinimapPicture = memo(function MinimapPicture({ scene, viewport, size, onPan, label }: { scene: Scene; viewport: Viewport; size: { width: number; height: number }; onPan(v: Viewport): void; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const d = scene.drawing;
  const scale = MAX_SIDE / Math.max(d.width, d.height);
  const width = Math.ceil(d.width * scale);
  const height = Math.ceil(d.height * scale);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    ctx.setTransform(scale * ratio, 0, 0, scale * ratio, 0, 0);
    ctx.clearRect(0, 0, d.width, d.height);
    const env = { icon: () => undefined };
    paint(ctx as never, d.board, env);
    paint(ctx as never, d.terrain, env);
    for (const p of d.pieces) paint(ctx as never, p.prims, { icon: (n: string) => iconPath(n) });
  }, [d, scale, width, height]);

  const frame = {
    left: (-viewport.x / viewport.scale) * scale,
    top: (-viewport.y / viewport.scale) * scale,
    width: (size.width / viewport.scale) * scale,
    height: (size.height / viewport.scale) * scale,
  };
  const panTo = (e: React.PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    onPan(centreOn(viewport, (e.clientX - rect.left) / scale - 0.5, (e.clientY - rect.top) / scale - 0.5, size.width, size.height));
  };
  return (
    <div
      className="mission-minimap"
      style={{ width, height }}
      role="img"
      aria-label={label}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        panTo(e);
      }}
      onPointerMove={(e) => e.buttons === 1 && panTo(e)}
    >
      <canvas ref={canvasRef} style={{ width, height }} />
      <div className="minimap-frame" style={frame} />
    </div>
  );
});
