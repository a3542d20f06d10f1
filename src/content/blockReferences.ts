import type { CollectionName } from './collections.ts';
import type { BlockOf, BlockType } from './schemas/block.ts';

export interface Reference {
  /** Where the slug sits inside the block. */
  path: (string | number)[];
  collection: CollectionName;
  slug: string;
}

/** Blocks that name entries of a collection by slug; checked after every file has loaded. */
export const blockReferences: { [K in BlockType]?: (block: BlockOf<K>) => Reference[] } = {
  listingGallery: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  listingDetails: (b) => [{ path: ['listing'], collection: 'listings', slug: b.listing }],
  neighbourhoodGuide: (b) => [{ path: ['neighbourhood'], collection: 'neighbourhoods', slug: b.neighbourhood }],
  featuredMember: (b) => [{ path: ['member'], collection: 'team', slug: b.member }],
  memberProfile: (b) => [{ path: ['member'], collection: 'team', slug: b.member }],
  teamGrid: (b) => b.members.map((slug, i) => ({ path: ['members', i], collection: 'team' as const, slug })),
  developmentOverview: (b) => [{ path: ['development'], collection: 'developments', slug: b.development }],
  legalDocument: (b) => [{ path: ['document'], collection: 'legal', slug: b.document }],
  contact: (b) => [{ path: ['info', 'member'], collection: 'team', slug: b.info.member }],
};

export function referencesOf<K extends BlockType>(block: BlockOf<K>): Reference[] {
  const find = blockReferences[block.type as K] as ((b: BlockOf<K>) => Reference[]) | undefined;
  return find ? find(block) : [];
}
