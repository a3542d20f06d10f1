import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export { fileOf, unplaceableEntry, type EditorEntry, type PendingMedia } from '../config/entryFile.ts';
import type { EditorEntry } from '../config/entryFile.ts';

/**
 * Runs `use` on a copy of the site's data/ with the entry written into it (media linked, not
 * copied), so that the check and the preview see the site as it would be once the entry is
 * saved, and the site's own files are never touched. The copy is removed afterwards.
 */
export async function withEntrySaved<T>(
  contentRoot: string,
  entry: EditorEntry,
  file: string,
  use: (copyRoot: string) => T | Promise<T>,
): Promise<T> {
  const copy = mkdtempSync(join(tmpdir(), 'editor-entry-'));
  try {
    cpSync(join(contentRoot, 'data'), join(copy, 'data'), {
      recursive: true,
      filter: (source) => !source.startsWith(join(contentRoot, 'data', 'media')),
    });
    const pending = new Map(
      (entry.media ?? []).map(({ path, content }) => [path.replace(/^\/?data\/media\//, ''), content]),
    );
    // A link's target is read from where the link lies: the media folder's absolute path.
    linkWith(resolve(contentRoot, 'data', 'media'), join(copy, 'data', 'media'), pending);
    writeFileSync(join(copy, file), JSON.stringify(entry.data, null, 2) + '\n');
    return await use(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * `target` as a view of `source` through symbolic links, with `files` (paths relative to it)
 * written in: only the folders on the way to a new file are real, so nothing is copied and the
 * site's own media folder is never written to.
 */
function linkWith(source: string, target: string, files: Map<string, Buffer>): void {
  if (files.size === 0) {
    if (existsSync(source)) symlinkSync(source, target);
    return;
  }
  mkdirSync(target, { recursive: true });
  const here = new Map<string, Buffer>();
  const below = new Map<string, Map<string, Buffer>>();
  for (const [path, content] of files) {
    const [head, ...rest] = path.split('/');
    if (rest.length === 0) here.set(head!, content);
    else below.set(head!, (below.get(head!) ?? new Map<string, Buffer>()).set(rest.join('/'), content));
  }
  for (const name of existsSync(source) ? readdirSync(source) : [])
    if (!here.has(name) && !below.has(name)) symlinkSync(join(source, name), join(target, name));
  for (const [name, inside] of below) linkWith(join(source, name), join(target, name), inside);
  for (const [name, content] of here) writeFileSync(join(target, name), content);
}
