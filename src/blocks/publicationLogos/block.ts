import { defineBlock, type PropsOf } from '../../model/defineBlock.ts';
import { resolvePublicationLogos } from './resolve.ts';
import { PublicationLogosBlock } from './schema.ts';

export const publicationLogosBlock = defineBlock({
  schema: PublicationLogosBlock,
  places: ['pageBody'],
  resolve: resolvePublicationLogos,
});

/** What the publicationLogos block's component takes; imported type-only, so the component reaches no other block. */
export type PublicationLogosProps = PropsOf<typeof publicationLogosBlock>;
