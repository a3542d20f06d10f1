import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { resolvePageHero } from './resolve.ts';
import { PageHeroBlock } from './schema.ts';

export const pageHeroBlock = defineBlock({
  schema: PageHeroBlock,
  places: ['pageTop'],
  resolve: resolvePageHero,
  leadImage: (b) => ({ image: b.image, sizes: imageSizes.fullBleed }),
  opensFullBleed: true,
});

/** What the pageHero block's component takes; imported type-only, so the component reaches no other block. */
export type PageHeroProps = PropsOf<typeof pageHeroBlock>;
