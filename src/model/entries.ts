import type { CollectionEntries } from './collectionEntries.ts';
import type { CollectionName, PagedCollection } from './collectionNames.ts';

// Both lists are written by `npm run generate` from src/content/collections/registry.ts, where each
// collection is declared; this file gives them to the layers above under one name.
export type { CollectionEntries, CollectionName, PagedCollection };

/** The element id of an entry shown in a list on a page, e.g. "sales-84-old-forest-hill": the target of links to it. */
export const entryAnchor = (collection: keyof CollectionEntries, slug: string) => `${collection}-${slug}`;
