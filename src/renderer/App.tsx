import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Studio } from './studio';
import { AboutDialog } from './ui/AboutDialog';
import { DialogHost } from './ui/DialogHost';
import { StudioContext, useObservable, useStudio } from './ui/hooks';
import { MenuBar } from './ui/MenuBar';
import { Palette } from './ui/Palette';
import { SamplesDialog } from './ui/SamplesDialog';
import { ShortcutSheet } from './ui/ShortcutSheet';
import { StartScreen } from './ui/StartScreen';
import { StatusBar } from './ui/StatusBar';
import { TabBar } from './ui/TabBar';
import { Workbench } from './ui/Workbench';
import { useHostWiring } from './ui/host-wiring';

function isTextInput(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

function Shell({ showMenuBar }: { showMenuBar: boolean }) {
  const studio = useStudio();
  const ui = useObservable(studio.ui);
  useHostWiring(studio);

  useEffect(() => {
    document.documentElement.dataset.theme = ui.theme;
    document.documentElement.lang = ui.language;
  }, [ui.theme, ui.language]);

  useEffect(() => {
    // The moment the shell answers input: bench/web.bench.ts reports it as time to interactive.
    performance.mark('studio-interactive');
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      // Open dialogs and the palette handle their own keys.
      const current = studio.ui.get();
      if (current.dialog || current.overlay) return;
      const active = studio.active;
      const scopes = active ? [studio.activeViewId(active) ?? ''] : [];
      if (studio.actions.handleKey({ key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, inTextInput: isTextInput(e.target) }, scopes)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [studio]);

  return (
    <div className="app">
      {showMenuBar && <MenuBar />}
      <TabBar />
      <div className="main-area">{ui.showStart ? <StartScreen /> : <Workbench />}</div>
      <StatusBar />
      {ui.overlay === 'palette' && <Palette />}
      {ui.overlay === 'shortcuts' && <ShortcutSheet />}
      {ui.overlay === 'about' && <AboutDialog />}
      {ui.overlay === 'samples' && <SamplesDialog />}
      <DialogHost />
    </div>
  );
}

export function App({ studio, showMenuBar }: { studio: Studio; showMenuBar: boolean }) {
  return (
    <StudioContext.Provider value={studio}>
      <I18nextProvider i18n={studio.i18n}>
        <Shell showMenuBar={showMenuBar} />
      </I18nextProvider>
    </StudioContext.Provider>
  );
}
