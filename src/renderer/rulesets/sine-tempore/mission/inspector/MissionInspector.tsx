/**
 * The inspector pane while the map is shown: the selected things' form (one kind at a time; several of a kind
 * are edited together), the problems found in them, and the mission's own settings when nothing is selected.
 */
import { pieceKind, type Piece } from '../../../../../engine/rulesets/sine-tempore/print';
import { getAt } from '../../../../store/json-pointer';
import { useDocument, useObservable, useProblemsVersion } from '../../../../ui/hooks';
import type { EditorProps } from '../../../../editors/registry';
import { useCatalog } from '../catalog';
import { MissionEditor } from '../editor';
import { utilOf } from '../kinds';
import { pieceLabel } from '../LayersPanel';
import { useLocalizedSchema } from '../../../../schema-i18n';
import { MISSION_SCHEMA, schemaAt, type Described } from './schema-fields';
import { SchemaForm } from './SchemaForm';

const MISSION_FIELDS = new Set(['id', 'title', 'author', 'version', 'language', 'catalog', 'defcon', 'planet', 'momentum', 'eventCard', 'scenicDraw', 'description']);
/** How the mission is won and lost, its special rules and the cards random spawns draw: a section of their own, in this order. */
const OBJECTIVE_FIELDS = new Set(['victory', 'defeat', 'specialRules', 'draftDeck']);
const GROUP_HIDDEN = new Set(['models']);

export default function MissionInspector({ doc, studio }: EditorProps) {
  const editor = MissionEditor.of(doc, studio);
  const snapshot = useDocument(doc);
  const state = useObservable(editor.state);
  const { catalog } = useCatalog(doc, studio);
  editor.setCatalog(catalog);
  useObservable(studio.ui);
  useProblemsVersion();
  // Field help in the UI language; English until its translations have loaded.
  const help = useLocalizedSchema('mission', MISSION_SCHEMA, editor.language);
  const t = studio.t;
  const scene = editor.scene;
  if (!scene) return <p className="muted pad">{t('mission:notice.notAMission')}</p>;
  const data = snapshot.data;
  const pieces = state.selection.map((p) => scene.byPointer.get(p)).filter((p): p is Piece => !!p);
  const events = state.selection.filter((p) => /^\/events\/\d+$/.test(p) && getAt(data, p) !== undefined);
  const problems = studio.problems
    .forDocument(doc.id)
    .filter((d) => (state.selection.length ? state.selection.some((p) => d.pointer === p || d.pointer.startsWith(`${p}/`)) : true))
    .slice(0, 20);

  const problemList = problems.length > 0 && (
    <section aria-label={t('mission:inspector.problems')} className="inspector-problems">
      <h3>{t('mission:inspector.problems')}</h3>
      <ul>
        {problems.map((d, i) => (
          <li key={i}>
            <button type="button" className={`problem problem-${d.severity}`} onClick={() => studio.reveal(doc, d)}>
              {d.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );

  let body: React.ReactNode;
  if (events.length > 0) {
    body = (
      <>
        <h3>{t('mission:inspector.events', { count: events.length })}</h3>
        <SchemaForm editor={editor} described={schemaAt('/$defs/event', help)} values={events.map((p) => getAt(data, p))} pointers={events} />
      </>
    );
  } else if (pieces.length === 0) {
    const root = schemaAt('', help);
    // The fields in the order of `names`.
    const only = (names: ReadonlySet<string>): Described | null => {
      if (root.spec.type !== 'object') return null;
      const properties = root.spec.properties;
      return { ...root, spec: { type: 'object', properties: [...names].flatMap((n) => properties.filter((p) => p.name === n)) } };
    };
    const settings = only(MISSION_FIELDS);
    const objectives = only(OBJECTIVE_FIELDS);
    body = (
      <>
        <h3>{t('mission:inspector.mission')}</h3>
        <p className="muted">{t('mission:inspector.nothingSelected')}</p>
        {settings && <SchemaForm editor={editor} described={settings} values={[data]} pointers={['']} />}
        {objectives && (
          <section className="inspector-objectives" aria-labelledby={`${doc.id}-objectives`}>
            <h3 id={`${doc.id}-objectives`}>{t('mission:inspector.objectives')}</h3>
            <SchemaForm editor={editor} described={objectives} values={[data]} pointers={['']} />
          </section>
        )}
      </>
    );
  } else {
    const kinds = [...new Set(pieces.map((p) => p.kind))];
    if (kinds.length > 1) {
      body = (
        <>
          <h3>{t('mission:inspector.several', { count: pieces.length })}</h3>
          <ul>
            {kinds.map((k) => (
              <li key={k}>
                <button type="button" className="link-button" onClick={() => editor.select(pieces.filter((p) => p.kind === k).map((p) => p.pointer))}>
                  {t('mission:inspector.onlyKind', { kind: t(`mission:kind.${k}`), count: pieces.filter((p) => p.kind === k).length })}
                </button>
              </li>
            ))}
          </ul>
        </>
      );
    } else {
      const kind = kinds[0];
      const util = utilOf(kind);
      const groups = kind === 'enemy' ? [...new Set(pieces.map((p) => p.pointer.slice(0, p.pointer.indexOf('/models/'))))] : [];
      body = (
        <>
          <h3>
            {pieces.length === 1 ? pieceLabel(editor, pieces[0]) : t('mission:inspector.count', { count: pieces.length, kind: t(`mission:kind.${kind}`) })}
          </h3>
          <p className="muted">{t(`mission:kindHelp.${pieceKind(kind).id}`)}</p>
          <SchemaForm editor={editor} described={schemaAt(util.schema, help)} values={pieces.map((p) => p.value)} pointers={pieces.map((p) => p.pointer)} />
          {groups.length > 0 && (
            <section className="inspector-group">
              <h3>{t('mission:inspector.group', { count: groups.length })}</h3>
              <SchemaForm editor={editor} described={schemaAt('/$defs/enemyGroup', help)} values={groups.map((g) => getAt(data, g))} pointers={groups} hidden={GROUP_HIDDEN} />
            </section>
          )}
        </>
      );
    }
  }
  return (
    <div className="mission-inspector">
      {snapshot.syntaxErrors.length > 0 && (
        <p className="notice" role="alert">
          {t('mission:notice.brokenText')}
        </p>
      )}
      {body}
      {problemList}
    </div>
  );
}
