/** A batch report in words, for the simulator pane and the command line, in English, German or French. */
import { decimalText, wordsIn, type MessageLanguage } from '../../../format/messages/index';
import type { DieFace, SimSettings } from '../rules/settings';
import type { BatchReport } from './batch';
import { DECK_WORDS } from './words';

/** What the settings lines say, kept with the statistics so they can be said in any language. */
export type ReportSettings = Pick<SimSettings, 'agents' | 'hosts' | 'actionDie' | 'captainDie' | 'mandatoryForcesEntry' | 'trackMax'>;

/**
 * The report as lines. English reads as it always did; in German and French the settings are said again from
 * `settings` (the report's own `settings` lines are English, as the JSON keeps them).
 */
export function formatBatchReport(r: BatchReport, title = 'deck', language: MessageLanguage = 'en', settings?: ReportSettings): string[] {
  const say = wordsIn(DECK_WORDS, language);
  const pct = (x: number) => `${decimalText(x * 100, 1, language)} %`;
  const fixed = (x: number, d: number) => decimalText(x, d, language);
  const face = (f: DieFace) =>
    f.hits === 0 && f.skulls === 0
      ? say('face-blank')
      : [f.hits ? say('face-hits', { n: f.hits }) : '', f.skulls ? say('face-skulls', { n: f.skulls }) : ''].filter(Boolean).join(' + ');
  const settingsLines =
    language === 'en' || !settings
      ? r.settings
      : [
          say('setting-action-die', { faces: settings.actionDie.map(face).join(', ') }),
          say('setting-captain-die', { faces: settings.captainDie.join(', ') }),
          say('setting-agents', { agents: settings.agents, hosts: settings.hosts ? ` (${settings.hosts.join(', ')})` : '' }),
          say('setting-mandatory', { value: say(settings.mandatoryForcesEntry ? 'yes' : 'no') }),
          say('setting-track-cap', { value: settings.trackMax ?? say('report-no-cap') }),
        ];
  const runsToWin = r.runsToWin
    .map((n, i) => (n ? `${i}: ${n}` : ''))
    .filter(Boolean)
    .join(', ');
  const failures = Object.entries(r.failures)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return [
    say('report-title', { title, campaigns: r.campaigns, runs: r.runs, bot: r.bot, seed: r.seed }),
    say('report-success', { rate: pct(r.successFirstRun), low: pct(r.successFirstRun95[0]), high: pct(r.successFirstRun95[1]) }),
    say('report-expected-runs', {
      value: r.expectedRuns === null ? say('report-never-succeeded') : fixed(r.expectedRuns, 2),
      gaveUp: r.unsolved ? say('report-gave-up', { n: r.unsolved }) : '',
    }),
    say('report-runs-to-succeed', { list: runsToWin || '—' }),
    say('report-tu-left', {
      value: r.tuLeftAtSuccess ? say('report-tu-summary', { mean: fixed(r.tuLeftAtSuccess.mean, 1), min: r.tuLeftAtSuccess.min, max: r.tuLeftAtSuccess.max }) : '—',
    }),
    say('report-shortest', {
      value: r.shortest ? say('report-path', { tu: r.shortest.tuSpent, path: r.shortest.path.join(' → '), run: r.shortest.run, seed: r.shortest.seed }) : '—',
    }),
    say('report-failures', { list: failures || say('report-no-failures') }),
    say('report-deaths', { value: fixed(r.deathsPerRun, 2) }),
    say('report-never-visited', { list: r.neverVisited.length ? r.neverVisited.join(', ') : say('report-none') }),
    say('report-settings'),
    ...settingsLines.map((s) => `    ${s}`),
  ];
}
