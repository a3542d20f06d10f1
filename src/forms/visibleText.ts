/**
 * Characters that show nothing: white space, controls, zero-width spaces and joiners, direction
 * marks, the byte order mark, Hangul fillers, blank Braille, variation selectors, tag characters.
 * The same list as the database's private.has_visible_text
 * (supabase/migrations/20261128090100_visible_names.sql), which refuses such a name.
 */
// Combining characters stand outside the class (no-misleading-character-class); \p{Cc} is the
// controls U+0000-001F and U+007F-009F.
const INVISIBLE =
  /\p{Cc}|[\s\u00a0\u00ad\u061c\u115f\u1160\u1680\u180e\u2000-\u200b\u200e\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0\ufff0-\ufffb\u{1d173}-\u{1d17a}\u{e0000}-\u{e00ff}\u{e01f0}-\u{e0fff}]|\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\u180f|\u200c|\u200d|[\ufe00-\ufe0f]|[\u{e0100}-\u{e01ef}]/gu;

/** Whether the text holds something a reader can see. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';
