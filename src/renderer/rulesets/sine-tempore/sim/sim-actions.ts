/**
 * The mission simulator's commands in the Simulate menu, the command palette and on the keyboard. Each shows the
 * simulator pane and drives the active mission's session (loaded on first use, with the engine); Step and Run
 * to end start a game when none is running, so the keys work from a standing start.
 */
import type { Action } from '../../../actions/manager';
import type { Studio } from '../../../studio';
import type { MissionSimSession } from './session';

const isMission = (s: Studio) => s.active?.getSnapshot().meta.kind === 'mission';

async function withSession(s: Studio, run: (session: MissionSimSession) => Promise<void>): Promise<void> {
  const doc = s.active;
  if (!doc) return;
  s.setLayout({ simulator: true });
  const { MissionSimSession } = await import('./session');
  await run(MissionSimSession.of(s, doc.id));
}

const playing = (x: MissionSimSession) => !!x.play.view && !x.play.view.result;

function simAction(verb: string, shortcut: string, group: number, tab: 'play' | 'batch', run: (x: MissionSimSession) => Promise<void>): Action<Studio> {
  return {
    name: `simulate.mission.${verb}`,
    label: `sine-tempore:menu.${verb}`,
    shortcuts: [shortcut],
    menu: { id: 'simulate', group },
    predicate: isMission,
    disabledReason: 'sine-tempore:menu.notMission',
    perform: (s) =>
      withSession(s, (x) => {
        x.setTab(tab);
        return run(x);
      }),
  };
}

export const missionSimActions: Action<Studio>[] = [
  simAction('start', 'Mod+Alt+P', 1, 'play', (x) => x.start()),
  simAction('step', 'F8', 1, 'play', (x) => (playing(x) ? x.step() : x.start())),
  simAction('runToEnd', 'Shift+F8', 1, 'play', async (x) => {
    if (!playing(x)) await x.start();
    await x.runToEnd();
  }),
  simAction('batch', 'Mod+Alt+B', 2, 'batch', (x) => x.runBatch()),
];
