import { blockListImages, blockListReferences } from './blockLists.ts';
import { defineCollection } from './defineCollection.ts';
import { Page } from './pageSchema.ts';

/** Pages written as blocks in data/pages, each at its own "path". */
export const pages = defineCollection({
  folder: 'pages',
  entryName: 'page',
  schema: Page,
  references: (p) => blockListReferences(p.blocks, ['blocks']),
  images: (p) => [...(p.meta.image ? [{ path: ['meta', 'image'], image: p.meta.image, role: 'share' as const }] : []), ...blockListImages(p.blocks, ['blocks'])],
});
