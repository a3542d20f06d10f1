import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters } from '../../src/ui/fonts/characterSet.ts';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { builtFontEntry, readViteManifest, viteManifestPath } from './clientAssets.ts';

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
export const siteTextFiles = (contentRoot: string, srcDir: string) => [...filesUnder(join(contentRoot, 'data'), ['.json']), ...filesUnder(srcDir, ['.ts', '.tsx'])];

/** "assets/name-OLDHASH.ext" renamed for `bytes`: "assets/name-NEWHASH.ext", an 8-character content hash like Vite's. */
function rehashedName(file: string, bytes: Buffer | string): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return file.replace(/-[\w-]{8}(\.\w+)$/, `-${hash}$1`);
}

/** Replaces `from` with `to` in every file given; returns the files that changed. */
function renameReferences(files: string[], from: string, to: string): string[] {
  return files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) return false;
    writeFileSync(file, text.replaceAll(from, to));
    return true;
  });
}

export interface TrimmedFace {
  file: string;
  bytesBefore: number;
  bytesAfter: number;
}

/**
 * Cuts the built display faces down to the characters the site's text uses, after Vite has
 * written them. The committed faces carry all of Latin-1 (96 accented letters and signs), which
 * is a quarter of each file; the site's text uses a handful. The display faces (semibold labels,
 * Cormorant headings and its italic) only ever draw that text, so each build keeps exactly the
 * characters its content needs: new content with a new accent gets it at the next build, and a
 * character no font carries still falls back as before. Inter regular keeps everything
 * (`keepAllCharacters`): visitors type their names in it.
 *
 * Each trimmed file, and the stylesheet naming it, gets a new content-hashed name, written
 * wherever the old one was (the stylesheet, and Vite's manifest, from which the pages' preloads
 * and stylesheet links are written), so a file cached as immutable is never stale.
 */
export async function trimFontsToSiteText(outDir: string, characters: string): Promise<TrimmedFace[]> {
  const manifest = readViteManifest(outDir);
  const assetsDir = join(outDir, 'assets');
  const stylesheets = filesUnder(assetsDir, ['.css']);
  const changedStylesheets = new Set<string>();
  const trimmed: TrimmedFace[] = [];

  for (const face of fontFaces.filter((f) => !f.keepAllCharacters)) {
    const entry = builtFontEntry(manifest, face);
    const before = readFileSync(join(outDir, entry.file));
    const after = await subsetFont(before, characters, { targetFormat: 'woff2', keepFeatures: face.features });
    const file = rehashedName(entry.file, after);
    writeFileSync(join(outDir, file), after);
    rmSync(join(outDir, entry.file));
    for (const sheet of renameReferences(stylesheets, basename(entry.file), basename(file))) changedStylesheets.add(sheet);
    trimmed.push({ file, bytesBefore: before.length, bytesAfter: after.length });
    entry.file = file;
  }

  // A stylesheet now naming other fonts is another file: it gets a name of its own, or a
  // browser holding the old one (cached as immutable) would ask for fonts that are gone. Pages
  // link it (from the manifest); a script naming it would need a new name too, so that is refused.
  const scripts = filesUnder(assetsDir, ['.js']);
  for (const sheet of changedStylesheets) {
    const old = `assets/${basename(sheet)}`;
    const renamed = rehashedName(old, readFileSync(sheet));
    const naming = scripts.filter((script) => readFileSync(script, 'utf8').includes(basename(old)));
    if (naming.length) throw new Error(`${naming.map((f) => basename(f)).join(', ')} name ${old}, whose fonts were trimmed: trimFonts.ts would have to rename those scripts too`);
    renameSync(sheet, join(outDir, renamed));
    for (const entry of Object.values(manifest)) {
      if (entry.file === old) entry.file = renamed;
      entry.css = entry.css?.map((css) => (css === old ? renamed : css));
    }
  }
  writeFileSync(viteManifestPath(outDir), JSON.stringify(manifest, null, 2));
  return trimmed;
}
