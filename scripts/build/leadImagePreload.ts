import type { SizedImage } from '../../src/content/render/mediaSizes.ts';
import type { PageData } from '../../src/content/render/siteData.ts';
import { imageSizes } from '../../src/ui/media/imageSizes.ts';

/** The largest image of the first screen, when the page opens on one: it is the page's LCP. */
function leadImage(page: PageData): { image: SizedImage; sizes: string } | undefined {
  const first = page.blocks[0];
  switch (first?.type) {
    case 'videoHero':
      return { image: first.poster, sizes: imageSizes.fullBleed };
    case 'pageHero':
      return { image: first.image, sizes: imageSizes.fullBleed };
    case 'listingGallery':
      return first.images[0] && { image: first.images[0], sizes: imageSizes.gallery };
    case 'memberProfile':
      return { image: first.member.photo, sizes: imageSizes.profilePhoto };
    default:
      return undefined;
  }
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A preload for that image, so the browser fetches it with the HTML instead of after the
 * stylesheet and layout. It asks for the AVIF variant with the same sizes the page uses
 * (browsers without AVIF skip a preload whose type they do not support).
 */
export function leadImagePreload(page: PageData): string {
  const lead = leadImage(page);
  if (!lead) return '';
  const { image, sizes } = lead;
  return image.sources
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(image.sources.avif)}" imagesizes="${attr(sizes)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${attr(image.src)}" fetchpriority="high">`;
}
