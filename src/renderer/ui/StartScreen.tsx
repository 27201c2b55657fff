import { useCallback, useEffect, useState } from 'react';
import type { Backup, RecentFile } from '../../shared/studio-api';
import { formatDate } from '../i18n';
import { useObservable, useStudio } from './hooks';
import { KindIcon } from './KindIcon';
import { kindsOf } from '../ruleset-ui';

function titleIn(text: string, language: string): string {
  const match = /"title"\s*:\s*("(?:[^"\\]|\\.)*"|\{[^}]*\})/.exec(text);
  if (!match) return '';
  try {
    const value: unknown = JSON.parse(match[1]);
    if (typeof value === 'string') return value;
    const texts = value as Record<string, string>;
    return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
  } catch {
    return '';
  }
}

export function StartScreen() {
  const studio = useStudio();
  const t = studio.t;
  const { language } = useObservable(studio.ui);
  const [recent, setRecent] = useState<RecentFile[]>([]);
  const [backups, setBackups] = useState<Backup[]>([]);

  const refresh = useCallback(async () => {
    const open = new Set(studio.workspace.all.map((d) => d.id));
    const [r, b] = await Promise.all([studio.host.recentFiles({}), studio.host.listBackups({})]);
    setRecent(r);
    // Backups of documents open right now are this session's own, not a crash's.
    setBackups(b.filter((x) => !open.has(x.docId)));
  }, [studio]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Designers know a sample by its title, in their language; the file name stays beside it.
  const [titles, setTitles] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(studio.samples.map(async (s) => [s.name, titleIn(await s.load(), language)] as const)).then((pairs) => {
      if (live) setTitles(Object.fromEntries(pairs.filter(([, title]) => title)));
    });
    return () => {
      live = false;
    };
  }, [studio, language]);

  return (
    <main className="start" aria-labelledby="start-title">
      <header className="start-header">
        <h1 id="start-title">{t('start.title')}</h1>
        <p className="muted">{t('app.tagline')}</p>
      </header>

      {backups.length > 0 && (
        <section className="start-section restore" aria-labelledby="restore-title">
          <h2 id="restore-title">{t('start.restore')}</h2>
          <p>{t('start.restoreHint')}</p>
          <ul className="item-list">
            {backups.map((b) => (
              <li key={b.docId} className="item-row">
                <KindIcon kind={b.kind} />
                <span className="item-name">{b.name}</span>
                <span className="muted">{t('start.savedAt', { date: formatDate(language, b.savedAt) })}</span>
                <button type="button" className="primary" aria-label={t('start.restoreButton', { name: b.name })} onClick={() => studio.restoreBackup(b)}>
                  {t('start.restoreShort')}
                </button>
                <button
                  type="button"
                  aria-label={t('start.discardButton', { name: b.name })}
                  onClick={async () => {
                    await studio.discardBackup(b);
                    await refresh();
                  }}
                >
                  {t('start.discardShort')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="start-columns">
        <section className="start-section" aria-labelledby="create-title">
          <h2 id="create-title">{t('start.create')}</h2>
          {kindsOf(studio.rulesets).map(({ kind, create }) =>
            create ? (
              <button key={kind} type="button" className="big-button" onClick={() => void studio.actions.execute(create.action, 'button')}>
                <KindIcon kind={kind} size={36} />
                <span>
                  <strong>{t(create.label)}</strong>
                  <span className="muted">{t(create.hint)}</span>
                </span>
              </button>
            ) : null,
          )}
          <h2 id="open-title">{t('start.openTitle')}</h2>
          <button type="button" className="big-button" onClick={() => void studio.actions.execute('file.open', 'button')}>
            <KindIcon kind="json" size={36} />
            <strong>{t('action.open')}</strong>
          </button>
        </section>

        <section className="start-section" aria-labelledby="samples-title">
          <h2 id="samples-title">{t('start.samples')}</h2>
          {studio.samples.length === 0 && <p className="muted">{t('start.noSamples')}</p>}
          <ul className="item-list">
            {studio.samples.map((s) => (
              <li key={s.name}>
                <button type="button" className="item" onClick={() => void studio.openSample(s.name)}>
                  <KindIcon kind={s.kind} />
                  <span className="item-name">
                    {titles[s.name] && <span className="item-title">{titles[s.name]}</span>}
                    <span className={titles[s.name] ? 'muted item-file' : undefined}>{s.name}</span>
                  </span>
                  <span className="muted">{studio.kindName(s.kind)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section className="start-section" aria-labelledby="recent-title">
          <h2 id="recent-title">{t('start.recent')}</h2>
          {recent.length === 0 && <p className="muted">{t('start.noRecent')}</p>}
          <ul className="item-list">
            {recent.map((r) => (
              <li key={r.file.id}>
                <button type="button" className="item" onClick={() => void studio.open(r.file.id, r.file.name).then(refresh)}>
                  <KindIcon kind={r.kind} />
                  <span className="item-name">{r.file.name}</span>
                  <span className="muted">{t('start.openedAt', { date: formatDate(language, r.openedAt) })}</span>
                </button>
              </li>
            ))}
          </ul>
          {recent.length > 0 && (
            <button
              type="button"
              className="link-button"
              onClick={async () => {
                await studio.host.clearRecentFiles({});
                await refresh();
              }}
            >
              {t('start.clearRecent')}
            </button>
          )}
        </section>
      </div>
    </main>
  );
}
