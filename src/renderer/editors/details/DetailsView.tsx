import { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../i18n';
import { formatPointer } from '../../store/json-pointer';
import { useDocument, useObservable } from '../../ui/hooks';
import { kindNamespace } from '../../ruleset-ui';
import type { EditorProps } from '../registry';
import { fieldLabel, MULTILINE, textFields } from './text-fields';

const LINE_HEIGHT_EM = 1.5;

/**
 * The view every kind opens in until its own editor exists: the document's text fields as a form
 * (each keystroke a patch, a field's typing merged into one undo step) and its JSON, read-only.
 */
export function DetailsView({ doc, studio }: EditorProps) {
  const s = useDocument(doc);
  const t = studio.t;
  const reveal = useObservable(studio.revealRequest);
  const markRef = useRef<HTMLElement>(null);
  // The revealed problem's text, marked until the document changes (its offsets would be stale).
  const [mark, setMark] = useState<{ start: number; end: number; revision: number } | null>(null);
  const broken = s.syntaxErrors.length > 0;
  const fields = textFields(s.data);
  const isObject = !!s.data && typeof s.data === 'object' && !Array.isArray(s.data);

  useEffect(() => {
    const d = reveal.docId === doc.id ? reveal.diagnostic : null;
    if (!d || d.offset === undefined) return;
    const text = doc.getSnapshot().text;
    // An empty range (a missing property) marks the rest of its line.
    const end = d.length ? d.offset + d.length : Math.max(d.offset + 1, text.indexOf('\n', d.offset));
    setMark({ start: d.offset, end, revision: doc.getSnapshot().revision });
  }, [reveal, doc]);

  const shown = mark && mark.revision === s.revision ? mark : null;
  useEffect(() => {
    markRef.current?.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, [shown]);

  const ns = kindNamespace(studio.rulesets, s.meta.kind);
  const label = (key: string) => fieldLabel((k) => studio.i18n.exists(k), t, ns, key);

  const edit = (path: (string | number)[], value: string, exists: boolean, fieldLabel: string) => {
    const pointer = formatPointer(path);
    doc.patch([{ op: exists ? 'replace' : 'add', path: pointer, value }], {
      label: fieldLabel,
      mergeKey: `details:${pointer}`,
    });
  };

  const input = (id: string, fieldLabel: string, key: string, value: string, onChange: (v: string) => void) => {
    const Tag = MULTILINE.has(key) ? 'textarea' : 'input';
    return (
      <div className="field" key={id}>
        <label htmlFor={id}>{fieldLabel}</label>
        <Tag id={id} value={value} disabled={broken} rows={MULTILINE.has(key) ? 4 : undefined} onChange={(e) => onChange(e.target.value)} />
      </div>
    );
  };

  return (
    <div className="details">
      {broken && (
        <p className="notice" role="alert">
          {t('details.brokenText')}
        </p>
      )}
      <section aria-labelledby={`fields-${doc.id}`} className="details-fields">
        <h2 id={`fields-${doc.id}`}>{t('details.fields')}</h2>
        {!isObject && <p className="muted">{t('details.notObject')}</p>}
        {isObject && fields.length === 0 && <p className="muted">{t('details.noFields')}</p>}
        {fields.map((f) => {
          const name = label(f.key);
          if (f.kind === 'plain') {
            return input(`${doc.id}-${f.key}`, name, f.key, f.value, (v) => edit([f.key], v, true, name));
          }
          return (
            <fieldset key={f.key} className="localised">
              <legend>{name}</legend>
              {LANGUAGES.map((lng) => {
                const fieldLabel = t('details.inLanguage', { field: name, language: t(`language.${lng}`) });
                return input(`${doc.id}-${f.key}-${lng}`, fieldLabel, f.key, f.values[lng] ?? '', (v) =>
                  edit([f.key, lng], v, f.values[lng] !== undefined, fieldLabel),
                );
              })}
            </fieldset>
          );
        })}
      </section>
      <section aria-labelledby={`json-${doc.id}`} className="details-json">
        <h2 id={`json-${doc.id}`}>{t('details.json')}</h2>
        <pre tabIndex={0} aria-labelledby={`json-${doc.id}`} style={{ lineHeight: LINE_HEIGHT_EM }}>
          {shown ? (
            <>
              {s.text.slice(0, shown.start)}
              <mark ref={markRef}>{s.text.slice(shown.start, shown.end)}</mark>
              {s.text.slice(shown.end)}
            </>
          ) : (
            s.text
          )}
        </pre>
      </section>
    </div>
  );
}
