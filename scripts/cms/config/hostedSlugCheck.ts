// The hosted editor's slug check is now part of the whole check in the page (siteCheckScript.ts).
import { collections, type CollectionName } from '../../../src/content/collections/registry.ts';

/** The sentence the editor shows when a new entry's slug names an entry that is there already. */
export const slugTaken = (collection: CollectionName, slug: string) =>
  `A ${collections[collection].entryName} with the address slug ${slug} already exists: choose another slug, or open that ${collections[collection].entryName} to edit it.`;
