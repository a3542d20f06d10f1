import type { PublicationLogosBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolvePublicationLogos = (b: Authored<typeof PublicationLogosBlock>, ctx: ResolveContext) => ({
  ...b,
  logos: ctx.publications.logos.map((logo) => ({ name: logo.name, image: ctx.image(logo.image) })),
});
