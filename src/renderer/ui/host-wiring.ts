import { useEffect } from 'react';
import type { Studio } from '../studio';

/**
 * Connects the studio to its host: host events (native menus, files from a second launch or the
 * command line, external changes, the window closing), the native menu bar, files dropped on the
 * window, and unsaved work when a web page is left.
 */
export function useHostWiring(studio: Studio): void {
  useEffect(() => studio.host.onEvent((e) => void studio.handleHostEvent(e)), [studio]);

  useEffect(() => {
    let pending = 0;
    let sent = '';
    // At most once a frame, and only when the menus changed: typing must not rebuild native menus.
    const push = () => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        const model = studio.menuModel();
        const key = JSON.stringify(model);
        if (key === sent) return;
        sent = key;
        void studio.host.setMenu(model);
      });
    };
    const stops = [studio.ui.subscribe(push), studio.workspace.subscribe(push), studio.actions.subscribe(push)];
    // Undo/redo availability changes with every edit of the active document.
    let stopDoc = () => {};
    const followActive = () => {
      stopDoc();
      stopDoc = studio.workspace.active?.subscribe(push) ?? (() => {});
    };
    stops.push(studio.workspace.subscribe(followActive));
    followActive();
    push();
    return () => {
      stops.forEach((s) => s());
      stopDoc();
      cancelAnimationFrame(pending);
    };
  }, [studio]);

  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const onDrop = (e: DragEvent) => {
      if (!e.dataTransfer?.files.length) return;
      e.preventDefault();
      for (const file of e.dataTransfer.files) void studio.openDropped(file);
    };
    const onFocus = () => void studio.checkAllDisks();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (studio.workspace.all.some((d) => d.getSnapshot().dirty)) e.preventDefault();
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [studio]);
}
