/**
 * The characters the site's web fonts carry: Basic Latin, Latin-1 (accented letters for names
 * and places, ©, °, ½) and the typographic punctuation content uses (dashes, curly quotes,
 * bullet, ellipsis, €, ™, minus, primes). Anything else still shows, in the matched fallback
 * font; `npm run check` warns when content uses such a character.
 *
 * Changing this list: run `npm run generate` to subset the fonts again.
 */
const FONT_CODEPOINT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/** Whether the web fonts draw this character (line breaks and tabs are layout, not glyphs). */
export function fontsCover(char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code === 0x0a || code === 0x09 || code === 0x0d) return true;
  return FONT_CODEPOINT_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Every character in the set, for the subsetter. */
export function fontCharacters(): string {
  return FONT_CODEPOINT_RANGES.map(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')).join('');
}

/** The CSS unicode-range descriptor, so a browser uses the fallback for anything else. */
export function cssUnicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return FONT_CODEPOINT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
