import { collections, entryRoute, type CollectionName } from '../../../src/content/collections/registry.ts';

/** The sentence the editor shows when a new entry's slug names an entry that is there already. */
export const slugTaken = (collection: CollectionName, slug: string) =>
  `A ${collections[collection].entryName} with the address slug ${slug} already exists: choose another slug, or open that ${collections[collection].entryName} to edit it.`;

/** A slug no entry has: where it stands in a collection's route and refusal, the new entry's slug goes. */
const SLUG = 'entry-slug-placeholder';

/**
 * The hosted editor (no npm start, so no pre-save check) refuses a new entry whose slug is taken,
 * before the save, as the local one does: the entry's page on the published site answers when
 * the slug is taken (a sold listing's page too, which redirects to its sale). Collections
 * without pages of their own (sales, press, pages) are left to the pull request's check, as is
 * an entry still waiting in a pull request of its own.
 */
export function hostedSlugCheckScript(): string {
  const paged = Object.fromEntries(
    (Object.keys(collections) as CollectionName[]).flatMap((name) => {
      const route = entryRoute(name, SLUG);
      return route ? [[name, { route, refusal: slugTaken(name, SLUG) }]] : [];
    }),
  );
  return `const PAGED = ${JSON.stringify(paged)};
async function slugTakenOnSite(entry) {
  const paged = PAGED[entry.get('collection')];
  const slug = fileData(entry).slug;
  // Only a new entry (no file yet), and only a slug that can name a page.
  if (entry.get('slug') || !paged || typeof slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return undefined;
  try {
    const response = await fetch(paged.route.replace(${JSON.stringify(SLUG)}, slug), { method: 'HEAD', cache: 'no-store' });
    return response.ok ? paged.refusal.split(${JSON.stringify(SLUG)}).join(slug) : undefined;
  } catch {
    return undefined;
  }
}
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => {
    const refusal = await slugTakenOnSite(entry);
    if (refusal) throw saveRefused(refusal);
  },
});
`;
}
