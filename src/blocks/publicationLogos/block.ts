import { defineBlock } from '../../model/defineBlock.ts';
import { resolvePublicationLogos } from './resolve.ts';
import { PublicationLogosBlock } from './schema.ts';

export const publicationLogosBlock = defineBlock({
  schema: PublicationLogosBlock,
  resolve: resolvePublicationLogos,
});
