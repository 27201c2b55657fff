/**
 * The frame every ruleset's simulator pane is drawn in: tabs (test-play, batch, …), a notice above them (what the
 * simulator needs and how to get it), and the shared controls and report pieces in controls.tsx. A ruleset
 * supplies only its views: the board, its log, its report's figures. Ruleset-neutral: it names no ruleset.
 */
import type { ReactNode } from 'react';
import './sim-frame.css';

export interface FrameTab {
  id: string;
  label: string;
  content: ReactNode;
}

export function SimFrame({ label, idPrefix, tabs, active, onTab, notice }: { label: string; idPrefix: string; tabs: readonly FrameTab[]; active: string; onTab(id: string): void; notice?: ReactNode }) {
  const shown = tabs.find((x) => x.id === active) ?? tabs[0];
  return (
    <div className="simf">
      <div role="tablist" aria-label={label} className="simf-tabs">
        {tabs.map((tab) => (
          <button key={tab.id} type="button" role="tab" id={`${idPrefix}-tab-${tab.id}`} aria-selected={tab.id === shown.id} aria-controls={`${idPrefix}-${tab.id}`} onClick={() => onTab(tab.id)}>
            {tab.label}
          </button>
        ))}
      </div>
      {notice}
      <div role="tabpanel" id={`${idPrefix}-${shown.id}`} aria-labelledby={`${idPrefix}-tab-${shown.id}`} className="simf-panel">
        {shown.content}
      </div>
    </div>
  );
}
