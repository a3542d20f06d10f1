import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontFaces } from '../../src/ui/fonts/faces.ts';
import { builtFontEntry } from '../fonts/builtFontEntry.ts';
import { readViteManifest } from '../lib/viteManifest.ts';
import { appLoaderTag } from './appLoader.ts';
import { blockChunksFile } from './vite/pageChunks.ts';

/**
 * The tags that load the client bundle, read from Vite's manifest: the stylesheet, the
 * font preloads, and the app loader (see appLoader.ts) with the entry script, each chunk
 * it imports statically and the code of the blocks this page shows, so they download in
 * parallel, not one after another. Code loaded on demand (the carousel, the forms' database
 * client) is left out. The page is complete without its JavaScript, so the loader starts it
 * once the first screen has painted: the document, fonts and first image get the bandwidth.
 */
export function createAssetTags(distDir: string, entry = 'src/site/entryClient.tsx'): (blockTypes: string[]) => string {
  const manifest = readViteManifest(distDir);
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`${entry} is missing from the client build manifest`);

  const closure = (keys: string[], into = new Set<string>(), css = new Set<string>()) => {
    const visit = (key: string) => {
      const c = manifest[key];
      if (!c || into.has(c.file)) return;
      into.add(c.file);
      c.css?.forEach((f) => css.add(f));
      c.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return { files: into, css };
  };
  // The entry imports the app in steps (see entryClient.tsx): what those steps load is part of every page.
  const entryStatic = closure(
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])],
    new Set(),
    new Set(chunk.css ?? []),
  );
  // Each block's component is in the file the browser build listed (pageChunks.ts groups blocks
  // that the same pages show). What a component loads later (the gallery's carousel, the
  // calculator's interactive part) is a dynamic import, which the closure does not follow.
  const blockFiles = JSON.parse(readFileSync(join(distDir, blockChunksFile), 'utf8')) as Record<string, string>;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const blockChunkKey = (type: string) => {
    const file = blockFiles[type];
    return file === undefined ? undefined : keyOfFile.get(file);
  };

  // Every face is preloaded, since the header and footer of every page use each of them (48 KB
  // together once trimFonts.ts has cut the display faces to the site's characters). Without a
  // preload the italic and the semibold were found only after the first layout, a round trip
  // later than the others, and the first paint waited for them. (Inlining the 1.5 KB stylesheet
  // as well was measured and rejected: the page then painted with the fallback fonts and laid
  // out twice, which added more main-thread work than it saved.)
  const fonts = fontFaces.map((face) => builtFontEntry(manifest, face).file);
  const head = [
    ...fonts.map((f) => `<link rel="preload" href="/${f}" as="font" type="font/woff2" crossorigin>`),
    ...[...entryStatic.css].map((f) => `<link rel="stylesheet" href="/${f}">`),
  ];

  return (blockTypes) => {
    const keys = [...new Set(blockTypes)].map(blockChunkKey).filter((k): k is string => k !== undefined);
    const blocks = closure(keys, new Set([...entryStatic.files, chunk.file]), new Set());
    const extra = [...blocks.files].filter((f) => !entryStatic.files.has(f) && f !== chunk.file);
    return [
      ...head,
      ...[...blocks.css].map((f) => `<link rel="stylesheet" href="/${f}">`),
      appLoaderTag(
        `/${chunk.file}`,
        [...entryStatic.files, ...extra].map((f) => `/${f}`),
      ),
    ].join('\n');
  };
}
