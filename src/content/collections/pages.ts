import { defineCollection } from './defineCollection.ts';
import { Page } from './pageSchema.ts';

/** Pages written as blocks in data/pages, each at its own "path". */
export const pages = defineCollection({
  folder: 'pages',
  entryName: 'page',
  schema: Page,
});
