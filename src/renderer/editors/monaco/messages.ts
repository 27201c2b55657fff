/** The text view's strings (namespace `text`). */
export const textMessages = {
  en: { view: 'Text', label: 'JSON text of {{name}}', typing: 'Typing', format: 'Format the document' },
  de: { view: 'Text', label: 'JSON-Text von {{name}}', typing: 'Tippen', format: 'Dokument formatieren' },
  fr: { view: 'Texte', label: 'Texte JSON de {{name}}', typing: 'Saisie', format: 'Mettre en forme le document' },
};
