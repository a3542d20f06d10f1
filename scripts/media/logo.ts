/**
 * Publication wordmarks for the "as seen in" strip: the name set in type, one colour, so the page
 * can grey them uniformly. Generic font families only: the site must not depend on a font file.
 */
import { createRng } from './random.ts';
import { STAND_IN_MARKER } from './standIn.ts';

const INK = '#1b2a3a';

function publicationName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.toUpperCase())
    .join(' ');
}

/**
 * Rough advance widths in ems for common serif and sans faces, so the box fits the natural
 * setting and textLength only nudges it (rather than visibly squeezing the letters).
 */
function setWidth(text: string, fontSize: number, letterSpacing: number): number {
  let ems = 0;
  for (const ch of text) {
    if (ch === ' ') ems += 0.28;
    else if ('IJ'.includes(ch)) ems += 0.4;
    else if ('MW'.includes(ch)) ems += 0.9;
    else if (ch === ch.toUpperCase()) ems += 0.7;
    else if ('ilj'.includes(ch)) ems += 0.28;
    else if ('mw'.includes(ch)) ems += 0.78;
    else ems += 0.5;
  }
  return Math.round(ems * fontSize + letterSpacing * (text.length - 1));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * textLength squeezes or stretches the set text to a known width, so the explicit width and
 * height stay true whatever serif or sans the visitor's system substitutes.
 */
export function logoSvg(mediaPath: string): string {
  const slug = mediaPath.slice(mediaPath.lastIndexOf('/') + 1).replace(/\.svg$/i, '');
  const name = publicationName(slug);
  const rng = createRng(mediaPath);
  const style = rng.pick(['serif-caps', 'serif-italic', 'sans-caps', 'serif-ruled'] as const);
  const height = 48;
  let body: string;
  let width: number;
  const title = `<title>${escapeXml(name)}</title><desc>${STAND_IN_MARKER}</desc>`;
  switch (style) {
    case 'serif-caps': {
      const text = setWidth(name, 26, 3);
      width = text + 24;
      body = `<text x="${width / 2}" y="33" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="26" letter-spacing="3" textLength="${text}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`;
      break;
    }
    case 'serif-italic': {
      const titled = name.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
      const text = setWidth(titled, 30, 0);
      width = text + 24;
      body = `<text x="${width / 2}" y="34" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-style="italic" font-size="30" textLength="${text}" lengthAdjust="spacingAndGlyphs">${escapeXml(titled)}</text>`;
      break;
    }
    case 'sans-caps': {
      const text = setWidth(name, 24, 4);
      width = text + 24;
      body = `<text x="${width / 2}" y="32" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-weight="700" font-size="24" letter-spacing="4" textLength="${text}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`;
      break;
    }
    case 'serif-ruled': {
      const text = setWidth(name, 22, 5);
      width = text + 40;
      body =
        `<rect x="16" y="6" width="${width - 32}" height="1.5"/><rect x="16" y="40.5" width="${width - 32}" height="1.5"/>` +
        `<text x="${width / 2}" y="31" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="22" letter-spacing="5" textLength="${text}" lengthAdjust="spacingAndGlyphs">${escapeXml(name)}</text>`;
      break;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
    `${title}<g fill="${INK}">${body}</g></svg>\n`
  );
}
