import { defineCollection } from './defineCollection.ts';
import { Page } from './pageSchema.ts';

/** Pages written as blocks in data/pages, each at its own "path". */
export const pages = defineCollection({
  folder: 'pages',
  entryName: 'page',
  scaffold: {
    kind: 'page',
    visibility: 'No menu links to it yet: add it to "navigation" in data/site.json if it should have one.',
  },
  example: 'portfolio',
  schema: Page,
});
