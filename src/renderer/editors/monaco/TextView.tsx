/** The text view every JSON kind has (mission, deck, catalog, skirmish, plain JSON): the document in Monaco. */
import { useEffect } from 'react';
import type { EditorProps } from '../registry';
import JsonTextEditor from './JsonTextEditor';
import { setupMonaco } from './setup';
import { TEXT_VIEW } from './register';
import './monaco.css';

export default function TextView({ doc, studio }: EditorProps) {
  useEffect(
    () =>
      studio.actions.register({
        name: 'text.format',
        label: 'text:format',
        shortcuts: ['Shift+Alt+F'],
        scope: TEXT_VIEW,
        inTextInput: true,
        perform: () => {
          const focused = setupMonaco().editor.getEditors().find((e) => e.hasTextFocus()) ?? setupMonaco().editor.getEditors()[0];
          void focused?.getAction('editor.action.formatDocument')?.run();
        },
      }),
    [studio],
  );
  return (
    <div className="text-view">
      <JsonTextEditor doc={doc} studio={studio} />
    </div>
  );
}
