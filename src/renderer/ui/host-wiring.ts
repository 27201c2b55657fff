import { useEffect } from 'react';
import { browserClipboardEnvironment } from '../actions/clipboard';
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

  // Paste predicates follow the other studio windows and, where the page may read it, the system clipboard.
  useEffect(() => {
    const disconnect = studio.clipboard.connect(browserClipboardEnvironment(window));
    const onFocus = () => void studio.clipboard.refresh();
    const onCopy = () => studio.clipboard.foreignCopy();
    window.addEventListener('focus', onFocus);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCopy);
    return () => {
      disconnect();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCopy);
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
    // A backup waits a second after the last change; a page going away writes the waiting ones now, or a reload
    // right after an edit would offer nothing to restore (issue 17.10). Hidden is the last moment a page is sure to
    // run (mobile browsers and a killed tab may skip the unload events).
    const flushBackups = () => void studio.backups.flush(studio.workspace.all);
    const onHidden = () => document.visibilityState === 'hidden' && flushBackups();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      flushBackups();
      if (studio.workspace.all.some((d) => d.getSnapshot().dirty)) e.preventDefault();
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    window.addEventListener('focus', onFocus);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', flushBackups);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flushBackups);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [studio]);
}
