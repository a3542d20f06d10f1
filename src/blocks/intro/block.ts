import { defineBlock } from '../../model/defineBlock.ts';
import { resolveIntro } from './resolve.ts';
import { IntroBlock } from './schema.ts';

export const introBlock = defineBlock({
  schema: IntroBlock,
  resolve: resolveIntro,
  images: { image: 'half' },
});
