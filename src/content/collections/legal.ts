import { LegalDocument } from '../../model/legal.ts';
import { defineCollection } from './defineCollection.ts';
import { summarize } from './summarize.ts';

const route = (slug: string) => `/${slug}`;

export const legal = defineCollection({
  folder: 'legal',
  entryName: 'legal document',
  scaffold: { kind: 'legal', visibility: 'Link to it from "footer.legalLinks" in data/site.json.' },
  example: 'terms',
  schema: LegalDocument,
  route,
  toPage: (doc, { site, titled }) => ({
    path: route(doc.slug),
    meta: { title: titled(doc.title), description: summarize(doc.description) },
    header: site.collectionPages.legal.header,
    blocks: [
      { type: 'legalDocument', document: doc.slug, lastUpdatedLabel: site.collectionPages.legal.lastUpdatedLabel },
    ],
  }),
});
