/**
 * The four font faces the site uses, each one download: Cormorant Garamond for display (roman
 * and italic) and Inter for text (regular and semibold). Sources are Fontsource's Latin files;
 * `npm run generate` subsets them into this folder.
 */
export interface FontFace {
  family: string;
  weight: 400 | 600;
  style: 'normal' | 'italic';
  /** Fontsource's file, resolved from node_modules. */
  source: string;
  /** The subset written next to this file. */
  file: string;
  /** OpenType features kept: kerning and ligatures, plus the figure styles the CSS asks for. */
  features: string[];
  /**
   * Keep every character of the set in the built site. Other faces are cut down at build time
   * to the characters the site's text uses (scripts/fonts/trimFonts.ts); this one draws form
   * fields, where visitors type names the content never had.
   */
  keepAllCharacters?: true;
}

const textFeatures = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'lnum'];
/**
 * The italic sets taglines, quotes and the footer's line, never a column of figures to compare, so
 * it keeps lining figures (the page's default) without the tabular ones: 448 bytes less, which
 * brings it under one round trip's 14.6 KB with its headers, so a listing's first paint waits
 * one round trip less for it (issue 43's LCP).
 */
const italicFeatures = textFeatures.filter((feature) => feature !== 'tnum');

export const fontFaces: FontFace[] = [
  { family: 'Inter', weight: 400, style: 'normal', source: '@fontsource/inter/files/inter-latin-400-normal.woff2', file: 'inter-400-normal.woff2', features: textFeatures, keepAllCharacters: true },
  { family: 'Inter', weight: 600, style: 'normal', source: '@fontsource/inter/files/inter-latin-600-normal.woff2', file: 'inter-600-normal.woff2', features: textFeatures },
  { family: 'Cormorant Garamond', weight: 400, style: 'normal', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2', file: 'cormorant-garamond-400-normal.woff2', features: textFeatures },
  { family: 'Cormorant Garamond', weight: 400, style: 'italic', source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2', file: 'cormorant-garamond-400-italic.woff2', features: italicFeatures },
];
