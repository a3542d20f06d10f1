import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fontCharacters } from '../../src/ui/fonts/characterSet.ts';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { projectRoot } from '../lib/paths.ts';
import { readViteManifest } from '../lib/viteManifest.ts';
import { builtFontEntry } from './builtFontEntry.ts';

/** Latin-1 Supplement: the accented letters and signs that make up a quarter of each face. */
const isLatin1 = (char: string) => {
  const code = char.codePointAt(0)!;
  return code >= 0xa0 && code <= 0xff;
};

/** Every file under `dir` whose name ends with one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.some((ext) => name.endsWith(ext)))
    .map((name) => join(dir, name));
}

/**
 * The characters a trimmed face keeps: all of the committed set (src/ui/fonts/characterSet.ts)
 * except the Latin-1 letters and signs that no text of the site uses. The site's text is its
 * content (data/) and the labels and messages written in the code (src/); both are read whole,
 * keys and code included, which can only keep more.
 */
export function siteCharacters(textFiles: string[]): string {
  const used = new Set<string>();
  for (const file of textFiles) for (const char of readFileSync(file, 'utf8')) if (isLatin1(char)) used.add(char);
  return [...fontCharacters()].filter((char) => !isLatin1(char) || used.has(char)).join('');
}

/** The files that hold the site's text: the content's JSON, and the code with its labels and messages. */
export const siteTextFiles = (contentRoot: string, srcDir: string) => [
  ...filesUnder(join(contentRoot, 'data'), ['.json']),
  ...filesUnder(srcDir, ['.ts', '.tsx']),
];

/** What the build's trimming (trimFontsPlugin.ts) made of each display face: "12.8 -> 9.2 KB, ...". */
export function trimmedFonts(outDir: string): string {
  const manifest = readViteManifest(outDir);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return fontFaces
    .filter((face) => !face.keepAllCharacters)
    .map(
      (face) =>
        `${kb(statSync(join(projectRoot, 'src', 'ui', 'fonts', face.file)).size)} -> ${kb(statSync(join(outDir, builtFontEntry(manifest, face).file)).size)} KB`,
    )
    .join(', ');
}
