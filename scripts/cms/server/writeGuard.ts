import { existsSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';
import { collections, type CollectionName } from '../../../src/content/collections/registry.ts';
import { slugTaken } from '../config/hostedSlugCheck.ts';

// The same sentence, locally and hosted (the hosted editor's script says it too).
export { slugTaken };

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
