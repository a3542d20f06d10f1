/**
 * Type drawn as SVG paths in the site's display face, Cormorant Garamond (Fontsource's file, the
 * one the site ships), so a stand-in can carry lettering without relying on the fonts this
 * machine has: librsvg would otherwise substitute whatever serif fontconfig finds. HarfBuzz
 * (harfbuzzjs) shapes the text, kerning included, and draws each glyph's outline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { n } from './svg.ts';

const require = createRequire(import.meta.url);

export interface Lettering {
  /** The text's outline as one SVG <path>, its baseline at `baseline`, centred on `centreX`. */
  path(
    text: string,
    options: { size: number; centreX: number; baseline: number; tracking?: number; fill: string; extra?: string },
  ): string;
  /** The text's glyphs (HarfBuzz's ids) and where each starts, in ems from the text's start; its width in ems. */
  shape(text: string): { glyphs: { id: number; x: number }[]; width: number };
  /** A glyph's outline as SVG path data in font units (y up, as fonts draw), to define once and reuse with <use>. */
  outline(id: number): string;
  /** Font units to the em: scale an outline by size / unitsPerEm. */
  unitsPerEm: number;
}

async function loadFace(file: string): Promise<Lettering> {
  // HarfBuzz reads TrueType; Fontsource ships WOFF2.
  const sfnt = await fontverter.convert(readFileSync(require.resolve(file)), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const upem = face.upem;
  const shape = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    let x = 0;
    const glyphs = buffer.getGlyphInfos().map((info, i) => {
      const glyph = { id: info.codepoint, x: x / upem };
      x += positions[i]!.xAdvance;
      return glyph;
    });
    return { glyphs, width: x / upem };
  };
  return {
    path(text, { size, centreX, baseline, tracking = 0, fill, extra = '' }) {
      const { glyphs } = shape(text);
      const scale = size / upem;
      // Tracking follows every letter but the last, so the word stays centred.
      const placed = glyphs.map((g, i) => ({ id: g.id, x: (g.x + tracking * i) * size }));
      const width = shape(text).width * size + tracking * size * (glyphs.length - 1);
      const left = centreX - width / 2;
      const outlines = placed.map((g) => {
        const d = font.glyphToPath(g.id);
        return d
          ? `<path transform="translate(${n(left + g.x)} ${n(baseline)}) scale(${scale} ${-scale})" d="${d}"/>`
          : '';
      });
      return `<g fill="${fill}"${extra ? ` ${extra}` : ''}>${outlines.join('')}</g>`;
    },
    shape,
    outline: (id) => font.glyphToPath(id),
    unitsPerEm: upem,
  };
}

/** Cormorant Garamond, regular, loaded with this module (scenes draw synchronously). */
export const displayLettering: Lettering = await loadFace(
  '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2',
);

/** Inter, medium: the site's text face, for labels (a floor plan's rooms). */
export const textLettering: Lettering = await loadFace('@fontsource/inter/files/inter-latin-500-normal.woff2');
