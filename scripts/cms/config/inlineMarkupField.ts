/**
 * An article paragraph's inline markup (src/model/inlineMarkup.ts) in the editor: Decap's own
 * markdown box cut down to what the markup has, Bold, Italic and Link buttons, with no block
 * types (headings, lists, quotes, code, images, shortcodes) and no raw-markdown mode. Decap writes
 * exactly our syntax: **strong** and *emphasis* (its serializer sets both to asterisks),
 * [words](/path) for a link, and a backslash before a star, underscore or bracket typed as text,
 * which the parser reads as that character. The check still reads the result (HTML, script links).
 */
export const inlineMarkupField = <Base extends Record<string, unknown>>(base: Base) => ({
  ...base,
  widget: 'markdown',
  minimal: true,
  buttons: ['bold', 'italic', 'link'],
  editor_components: [],
  modes: ['rich_text'],
  hint: 'One paragraph: select words and press B (bold) or I (italic), or the link button for a page of this site (/path) or another site (https://…). Start another paragraph with “Add body” below, not with Enter.',
});
