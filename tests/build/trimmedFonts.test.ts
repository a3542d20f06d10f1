/**
 * The built site's display faces are cut to the characters its text uses
 * (scripts/fonts/trimFonts.ts): smaller than the committed faces, yet drawing every character
 * of every pre-rendered page that the committed faces draw, and named consistently everywhere.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFontEntry } from '../../scripts/fonts/builtFontEntry.ts';
import { readViteManifest } from '../../scripts/lib/viteManifest.ts';
import { siteCharacters } from '../../scripts/fonts/trimFonts.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { fontCharacters, fontsCover } from '../../src/ui/fonts/characterSet.ts';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { buildTestSite } from '../helpers/builtSite.ts';
import { visibleText } from '../helpers/htmlText.ts';

/** The code points a font file draws, read from its character map (harfbuzz reads sfnt, so the WOFF2 is unpacked first). */
async function drawnCharacters(woff2: Buffer): Promise<Set<number>> {
  const sfnt = await subsetFont(woff2, fontCharacters(), { targetFormat: 'sfnt' });
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

let dist: string;
let built: Map<string, Buffer>;
beforeAll(async () => {
  dist = await buildTestSite();
  const manifest = readViteManifest(dist);
  built = new Map(fontFaces.map((face) => [face.file, readFileSync(join(dist, builtFontEntry(manifest, face).file))]));
});

const committed = (file: string) => readFileSync(join(projectRoot, 'src', 'ui', 'fonts', file));
const htmlFiles = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dist, f));

describe('fonts trimmed to the site text', () => {
  it('each display face is at least a fifth smaller than the committed face; Inter regular (form fields) is shipped whole', () => {
    for (const face of fontFaces) {
      const [before, after] = [committed(face.file).length, built.get(face.file)!.length];
      if (face.keepAllCharacters) expect(built.get(face.file)!.equals(committed(face.file)), face.file).toBe(true);
      else expect(after, `${face.file}: ${before} -> ${after} bytes`).toBeLessThan(before * 0.8);
    }
  });

  it('every character of every pre-rendered page that the committed faces draw, the built faces draw too', async () => {
    const used = new Set<string>();
    for (const file of htmlFiles())
      for (const char of visibleText(readFileSync(file, 'utf8'))) if (fontsCover(char) && char.trim()) used.add(char);
    expect(used.size, 'characters on the pages').toBeGreaterThan(70);
    for (const face of fontFaces) {
      const drawn = await drawnCharacters(built.get(face.file)!);
      expect(drawn.size, `${face.file} read`).toBeGreaterThan(90);
      expect(
        [...used].filter((char) => !drawn.has(char.codePointAt(0)!)),
        `${face.file} lacks`,
      ).toEqual([]);
    }
  });

  it('a Latin-1 letter no text uses is left out; one that any text file uses is kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-text-'));
    try {
      writeFileSync(join(dir, 'a.json'), '{"name": "Café Zoë"}');
      const characters = siteCharacters([join(dir, 'a.json')]);
      for (const char of 'éë') expect(characters).toContain(char);
      for (const char of 'øñÅ') expect(characters).not.toContain(char);
      // ASCII and the typographic punctuation stay whatever the text.
      for (const char of 'Az09&—’…€') expect(characters).toContain(char);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the stylesheet names the trimmed files, every named or preloaded font exists, and no old name is left', () => {
    const css = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
      .join('\n');
    const named = [...css.matchAll(/url\(\/?(assets\/[^)'"]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(named).toHaveLength(fontFaces.length);
    const preloaded = [
      ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<link rel="preload" href="\/([^"]+\.woff2)"/g),
    ].map((m) => m[1]!);
    expect(new Set(preloaded)).toEqual(new Set(named));
    for (const file of named) expect(existsSync(join(dist, file)), file).toBe(true);
    const fontFiles = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.woff2'));
    expect(fontFiles.sort()).toEqual(named.map((f) => f.replace('assets/', '')).sort());
  });
});
