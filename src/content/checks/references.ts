import { collectionOf, collections } from '../collections/registry.ts';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { didYouMean } from '../load/suggest.ts';
import type { CollectionName } from '../../model/entries.ts';
import { type Reference, relationsIn } from '../../model/relationsIn.ts';

/**
 * Every slug that names another entry (a block's listing, a listing's neighbourhood) exists, and
 * each collection's own rules hold (a figure's source). What an entry references is declared in
 * its schema (`ref('listings', …)`, src/model/relations.ts), its blocks' schemas included.
 */
export function checkReferences(content: Content): Problem[] {
  const slugCache = new Map<CollectionName, Set<string>>();
  const known = (collection: CollectionName) => {
    let slugs = slugCache.get(collection);
    if (!slugs)
      slugCache.set(
        collection,
        (slugs = new Set(content.collections[collection].map((e) => (e.value as { slug?: string }).slug ?? ''))),
      );
    return slugs;
  };
  // A home marked sold lives on as its sale under the same slug (its former address leads there):
  // a reference declared to follow it (an article's listing card) still holds.
  const soldHomes = new Set(
    content.collections.sales.filter((s) => s.value.formerUrl === `/listings/${s.value.slug}`).map((s) => s.value.slug),
  );
  const holds = (ref: Reference) =>
    known(ref.collection).has(ref.slug) ||
    (ref.followsSale === true && ref.collection === 'listings' && soldHomes.has(ref.slug));
  return (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const { schema, check } = collectionOf(name);
    return content.collections[name].flatMap((entry) => [
      ...relationsIn(schema, entry.value).references.flatMap((ref): Problem[] =>
        holds(ref)
          ? []
          : [
              {
                severity: 'error',
                file: entry.file,
                path: ref.path,
                message: `no ${collectionOf(ref.collection).entryName} has the slug "${ref.slug}"`,
                suggestion:
                  didYouMean(ref.slug, known(ref.collection)) ??
                  `use the name of a file in data/${collectionOf(ref.collection).folder}/, without ".json"`,
              },
            ],
      ),
      ...(check?.(entry, known) ?? []),
    ]);
  });
}
