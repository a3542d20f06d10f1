import type { PublicationLogosBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

/**
 * The area every logo covers, in rem²: a logo three times as wide as tall is 2.75rem tall. Logos
 * of one area look equally large; the same height would make a long wordmark shout beside a short
 * one, the same width (as before: each forced to 180 px) made the long ones 23 px tall and the
 * compact ones 41.
 */
const LOGO_AREA = 2.75 * 2.75 * 3;

/** A logo's height in rem at full size, from its drawn proportions: the same area for each. */
const opticalHeight = (width: number, height: number) =>
  Math.round(Math.sqrt(LOGO_AREA / (width / height)) * 1000) / 1000;

export const resolvePublicationLogos = (b: Authored<typeof PublicationLogosBlock>, ctx: ResolveContext) => ({
  ...b,
  logos: ctx.publications.logos.map((logo) => {
    const image = ctx.image(logo.image);
    const height = opticalHeight(image.width, image.height);
    return { name: logo.name, image, height, width: Math.round((height * image.width * 1000) / image.height) / 1000 };
  }),
});
