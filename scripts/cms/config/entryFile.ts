import { join } from 'node:path';
import {
  collections,
  singletons,
  type CollectionName,
  type SingletonName,
} from '../../../src/content/collections/registry.ts';

/** An entry as the editor sends it: its collection, its file's name (empty for a new entry) and its fields. */
export interface EditorEntry {
  collection: string;
  slug: string;
  data: Record<string, unknown>;
  /** Photos chosen in this entry's form and not stored yet: Decap stores them with the entry. */
  media?: PendingMedia[];
}

/** A file the entry brings with it: its path in the site (data/media/...) and its content. */
export interface PendingMedia {
  path: string;
  content: Buffer;
}

/** A photo chosen in the form and not stored yet, measured (by the page hosted, by npm start as it prepared it). */
export interface ChosenPhoto {
  /** Its path in the site: data/media/... */
  path: string;
  size: number;
  width: number;
  height: number;
}

/** The data file an entry of the editor lives in (relative to the site's root). */
export function fileOf({ collection, slug, data }: EditorEntry): string | undefined {
  if (collection in collections) {
    // An existing entry is saved to its own file whatever its slug field now says; a new one is
    // named after its slug field.
    const name = slug || (typeof data.slug === 'string' ? data.slug : '');
    // A name, never a path: the entry is written under it in a temporary copy.
    if (!name || /[/\\]|^\./.test(name)) return undefined;
    return join('data', collections[collection as CollectionName].folder, `${name}.json`);
  }
  // The settings collection's files are named after the singletons (site, publications).
  if (slug in singletons) return join('data', singletons[slug as SingletonName].file);
  return undefined;
}

/** Why an entry has no file: said to the editor in place of a check or a preview. */
export const unplaceableEntry = ({ collection, slug, data }: EditorEntry) =>
  collection in collections
    ? `"${slug || String(data.slug)}" cannot name a file: a slug is lowercase letters, digits and hyphens.`
    : `The editor sent an entry of an unknown collection "${collection}".`;
