import type { CollectionName, EntryOf } from '../collections.ts';
import type { Content } from '../load/loadContent.ts';
import type { Image } from '../schemas/common.ts';
import type { Publications } from '../schemas/press.ts';
import type { Site } from '../schemas/site.ts';
import { type SizedImage, sizeImage } from './mediaSizes.ts';

/** What a block resolver may look at: the whole content, read-only. */
export interface ResolveContext {
  site: Site;
  publications: Publications;
  all<C extends CollectionName>(collection: C): EntryOf<C>[];
  /** The entry with this slug; references were checked before resolution, so it exists. */
  one<C extends CollectionName>(collection: C, slug: string): EntryOf<C>;
  image(image: Image): SizedImage;
}

export function createResolveContext(content: Content): ResolveContext {
  const all = <C extends CollectionName>(collection: C) => content.collections[collection].map((e) => e.value) as EntryOf<C>[];
  return {
    site: content.singletons.site.value,
    publications: content.singletons.publications.value,
    all,
    one(collection, slug) {
      const entry = all(collection).find((e) => (e as { slug?: string }).slug === slug);
      if (!entry) throw new Error(`${collection} "${slug}" is missing although references were checked`);
      return entry;
    },
    image: (image) => sizeImage(content.dataDir, image),
  };
}
