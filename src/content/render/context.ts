import type { Image } from '../../model/common.ts';
import type { CollectionEntries } from '../../model/entries.ts';
import type { NestedBlock } from '../../model/nestedBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import { definitionOf, type BlockType } from '../../blocks/registry.ts';
import { pageRoute } from '../collections/registry.ts';
import type { Content } from '../load/content.ts';
import { sizeImage } from './mediaSizes.ts';
import { qrCode as encodeQrCode } from './qrCode.ts';

/** A day as Toronto sees it, YYYY-MM-DD (en-CA writes dates so). */
export const torontoDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at);

/**
 * The context blocks resolve in (src/model/resolveContext.ts), over loaded content. The build
 * passes its own qrCode, which keeps the codes between builds (scripts/siteBuild/qrCodeCache.ts).
 */
export function createResolveContext(
  content: Content,
  qrCode: ResolveContext['qrCode'] = encodeQrCode,
): ResolveContext {
  // Content is read-only while pages resolve: each collection's list and its index by slug are
  // made once. Made on every call, a site of 2,000 listings spent seconds copying the list for
  // each listing's page.
  const lists = new Map<keyof CollectionEntries, { values: unknown[]; bySlug: Map<string, unknown> }>();
  const listOf = (collection: keyof CollectionEntries) => {
    let list = lists.get(collection);
    if (!list) {
      const values = Object.freeze(content.collections[collection].map((e) => e.value)) as unknown[];
      list = { values, bySlug: new Map(values.map((v) => [(v as { slug: string }).slug, v])) };
      lists.set(collection, list);
    }
    return list;
  };
  const all = <C extends keyof CollectionEntries>(collection: C) => listOf(collection).values as CollectionEntries[C][];
  const ctx: ResolveContext = {
    site: content.singletons.site.value,
    publications: content.singletons.publications.value,
    rates: { landTransferTax: content.singletons.landTransferTax.value, mortgage: content.singletons.mortgage.value },
    today: torontoDate(new Date()),
    all,
    one(collection, slug) {
      const entry = listOf(collection).bySlug.get(slug) as CollectionEntries[typeof collection] | undefined;
      if (!entry) throw new Error(`${collection} "${slug}" is missing although references were checked`);
      return entry;
    },
    href: pageRoute,
    image: (image: Image) => sizeImage(content.dataDir, image),
    qrCode,
    // Each held block resolves by its own definition (the schema admitted only blocks declared for
    // the list), told its place in the list; the holder sees types only.
    resolveBlocks: (blocks) =>
      blocks.map(
        (block, index) => definitionOf(block.type as BlockType).resolve(block, { ...ctx, index }) as NestedBlock,
      ),
    wordsIn: (blocks) => blocks.map((block) => definitionOf(block.type as BlockType).words?.(block) ?? '').join(' '),
  };
  return ctx;
}
