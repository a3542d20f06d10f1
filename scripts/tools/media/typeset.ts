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
  path(text: string, options: { size: number; centreX: number; baseline: number; tracking?: number; fill: string; extra?: string }): string;
}

async function loadFace(file: string): Promise<Lettering> {
  // HarfBuzz reads TrueType; Fontsource ships WOFF2.
  const sfnt = await fontverter.convert(readFileSync(require.resolve(file)), 'truetype');
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  const upem = face.upem;
  return {
    path(text, { size, centreX, baseline, tracking = 0, fill, extra = '' }) {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const scale = size / upem;
      const glyphs = buffer.getGlyphInfos().map((info, i) => ({ id: info.codepoint, advance: buffer.getGlyphPositions()[i]!.xAdvance * scale + tracking * size }));
      // Tracking follows every letter but the last, so the word stays centred.
      const width = glyphs.reduce((sum, g) => sum + g.advance, 0) - tracking * size;
      let x = centreX - width / 2;
      const outlines = glyphs.map((g) => {
        const d = font.glyphToPath(g.id);
        const placed = d ? `<path transform="translate(${n(x)} ${n(baseline)}) scale(${scale} ${-scale})" d="${d}"/>` : '';
        x += g.advance;
        return placed;
      });
      return `<g fill="${fill}"${extra ? ` ${extra}` : ''}>${outlines.join('')}</g>`;
    },
  };
}

/** Cormorant Garamond, regular, loaded with this module (scenes draw synchronously). */
export const displayLettering: Lettering = await loadFace('@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-normal.woff2');
