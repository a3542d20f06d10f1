/**
 * Decap's own messages in the form, in people's words: its English phrases for a field left
 * empty, a pattern not met, a number or a list out of bounds, and the notice of a refused save.
 * Decap shows a field's message in capitals ("NAME IS REQUIRED."): the editor's page sets them in
 * ordinary case (EDITOR_PHRASES_STYLE; !important, as Decap's own rule comes later in the page),
 * so the sentence reads as written.
 */
const EDITOR_PHRASES = {
  widget: {
    required: 'Fill in “%{fieldLabel}”.',
    regexPattern: 'Check “%{fieldLabel}”: %{pattern}',
    range: 'Enter a number from %{minValue} to %{maxValue} in “%{fieldLabel}”.',
    min: 'Enter %{minValue} or more in “%{fieldLabel}”.',
    max: 'Enter %{maxValue} or less in “%{fieldLabel}”.',
    rangeCount: 'Give “%{fieldLabel}” from %{minCount} to %{maxCount} items.',
    rangeCountExact: 'Give “%{fieldLabel}” exactly %{count} items.',
    rangeMin: 'Give “%{fieldLabel}” at least %{minCount} items.',
    rangeMax: 'Give “%{fieldLabel}” at most %{maxCount} items.',
  },
  toast: {
    missingRequiredField: 'Not saved: fill in the fields whose messages show in red, then publish again.',
    // Decap's own "Failed to persist entry: %{details}" would read "…: Error: Not saved: …" for a
    // refusal of the site's checks (it writes the thrown error out whole).
    onFailToPersist: 'Not saved: %{details}',
  },
};

/**
 * A save the site's checks refuse, thrown from a preSave handler: Decap shows it as
 * "Not saved: <message>". Its name is emptied, since an error reads as "Error: <message>" when
 * written out and Decap writes it out whole.
 */
export const SAVE_REFUSED_SCRIPT = `function saveRefused(message) {
  const refusal = new Error(message);
  refusal.name = '';
  return refusal;
}
`;

/** Registered over Decap's English phrases (registerLocale replaces a locale whole: the rest is kept as it was). */
export const EDITOR_PHRASES_SCRIPT = `(function () {
  const phrases = ${JSON.stringify(EDITOR_PHRASES)};
  const en = CMS.getLocale('en') || {};
  const editor = en.editor || {};
  const pane = editor.editorControlPane || {};
  const ui = en.ui || {};
  CMS.registerLocale('en', {
    ...en,
    editor: { ...editor, editorControlPane: { ...pane, widget: { ...pane.widget, ...phrases.widget } } },
    ui: { ...ui, toast: { ...ui.toast, ...phrases.toast } },
  });
})();
`;

/** Decap sets a field's messages in capitals (its list of errors, labelled ControlErrorsList in its class names). */
export const EDITOR_PHRASES_STYLE = '[class*="ControlErrorsList"] { text-transform: none !important; }';
