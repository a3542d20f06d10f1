import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { collections, type CollectionName } from '../../../src/content/collections/registry.ts';
import { slugTaken } from '../config/hostedSlugCheck.ts';

/** The collection whose folder holds `file` (data/<folder>/<name>.json), if any. */
function collectionOfFile(file: string): CollectionName | undefined {
  const folder = dirname(normalize(file).replace(/^\/+/, ''));
  return (Object.keys(collections) as CollectionName[]).find(
    (name) => join('data', collections[name].folder) === folder,
  );
}

/** One file decap-server is asked to write (its persistEntry's dataFiles). */
export interface DataFileWrite {
  path: string;
  raw: string;
  newPath?: string;
}

/**
 * Why decap-server must not write these files, or undefined when it may: the last word before a
 * save reaches data/, whatever the form's own check said. A new entry never replaces a file that
 * is there (Decap would quietly write "7-crescent-road-1.json" instead), and an entry's file is
 * always named after its slug, so a file the site's check refuses on sight is never written.
 */
export function refusedWrite(
  contentRoot: string,
  files: DataFileWrite[],
  { newEntry }: { newEntry?: boolean },
): string | undefined {
  for (const { path, raw, newPath } of files) {
    const file = newPath ?? path;
    const collection = collectionOfFile(file);
    if (!collection) continue;
    let slug: unknown;
    try {
      slug = (JSON.parse(raw) as { slug?: unknown }).slug;
    } catch {
      // Not JSON: the site's check names what is wrong with it; the guard only watches names.
      continue;
    }
    if (typeof slug !== 'string') continue;
    const name = basename(file, '.json');
    if (newEntry && existsSync(join(contentRoot, dirname(file), `${slug}.json`))) return slugTaken(collection, slug);
    if (name !== slug)
      return `The ${collections[collection].entryName} was not saved: its address slug "${slug}" must also be its file's name, and the editor was about to write ${file}.`;
  }
  return undefined;
}

/**
 * Why decap-server must not write these uploaded files, or undefined when it may: a file of the
 * media library is never replaced by a different one of the same name (phone names repeat:
 * IMG_0414.JPG). The editor's page gives each chosen file a name of its own (photoUploads.ts) and
 * Decap deletes a file first when staff confirm they replace it, so a name still taken at the save
 * is a photo about to be lost, and the entry would show the new one in every place the old one was.
 */
export function replacedMedia(
  contentRoot: string,
  assets: { path: string; content: string; encoding: 'base64' }[],
): string | undefined {
  for (const asset of assets) {
    const file = join(contentRoot, normalize(asset.path.replace(/^\/+/, '')));
    if (!existsSync(file) || readFileSync(file).equals(Buffer.from(asset.content, asset.encoding))) continue;
    return `Not saved: another photo is already stored as ${basename(file)}, and this save would have replaced it. Remove the photo you just added and choose it again: it is then stored under a name of its own.`;
  }
  return undefined;
}
