import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { resolveVideoHero } from './resolve.ts';
import { VideoHeroBlock } from './schema.ts';

export const videoHeroBlock = defineBlock({
  schema: VideoHeroBlock,
  places: ['pageTop'],
  interactive: true,
  resolve: resolveVideoHero,
  leadImage: (b) => ({ image: b.poster, sizes: imageSizes.fullBleed }),
  opensFullBleed: true,
});

/** What the videoHero block's component takes; imported type-only, so the component reaches no other block. */
export type VideoHeroProps = PropsOf<typeof videoHeroBlock>;
