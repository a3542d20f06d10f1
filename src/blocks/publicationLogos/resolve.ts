import type { BlockOf } from '../../content/schemas/block.ts';
import type { ResolveContext } from '../../content/render/context.ts';

export const resolvePublicationLogos = (b: BlockOf<'publicationLogos'>, ctx: ResolveContext) => ({
  ...b,
  logos: ctx.publications.logos.map((logo) => ({ name: logo.name, image: ctx.image(logo.image) })),
});
