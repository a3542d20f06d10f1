import { collectionOf, collections } from '../collections/registry.ts';
import type { Page } from '../collections/pageSchema.ts';
import type { Content } from '../load/content.ts';
import type { CollectionName } from '../../model/entries.ts';

/**
 * Every entry of a collection that has pages of its own, as a Page (the same shape as a page in
 * data/pages, so from here every URL goes through the same renderer), with the file it comes
 * from. Each collection's definition says how (its toPage).
 */
export function collectionPagesWithFiles(content: Content): { file: string; page: Page }[] {
  const site = content.singletons.site.value;
  const titled = (name: string) => `${name} | ${site.brand.teamName}`;
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const { toPage } = collectionOf(name);
    return toPage
      ? content.collections[name].map((entry) => ({ file: entry.file, page: toPage(entry.value, { site, titled }) }))
      : [];
  });
}

export const collectionPages = (content: Content): Page[] => collectionPagesWithFiles(content).map(({ page }) => page);
