import type { Article } from './article.ts';
import type { Development } from './development.ts';
import type { LegalDocument } from './legal.ts';
import type { Listing } from './listing.ts';
import type { Neighbourhood } from './neighbourhood.ts';
import type { PressItem } from './press.ts';
import type { Sale } from './sale.ts';
import type { TeamMemberFields } from './teamMember.ts';
import type { CollectionName } from './collectionNames.ts';

/**
 * The entries blocks may look up while they resolve, by collection. A team member is seen
 * without its closing blocks: a block never renders another entry's blocks, and leaving them
 * out keeps this layer free of the block registry (which is built from the blocks above it).
 */
export interface CollectionEntries {
  listings: Listing;
  sales: Sale;
  neighbourhoods: Neighbourhood;
  team: TeamMemberFields;
  developments: Development;
  press: PressItem;
  legal: LegalDocument;
  articles: Article;
}

/** Every folder of entries in data/: the ones above, and the pages written as blocks. */
export type { CollectionName };

// The list in collectionNames.ts and the entry types above name the same collections: this fails to compile otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** @public Nothing reads it: compiling it is the check. */
export type _CollectionNamesMatch = Holds<Same<CollectionName, keyof CollectionEntries | 'pages'>>;

/** Collections whose entries have a page of their own. */
export type PagedCollection = 'listings' | 'neighbourhoods' | 'team' | 'developments' | 'legal' | 'articles';

/** The element id of an entry shown in a list on a page, e.g. "sales-84-old-forest-hill": the target of links to it. */
export const entryAnchor = (collection: keyof CollectionEntries, slug: string) => `${collection}-${slug}`;
