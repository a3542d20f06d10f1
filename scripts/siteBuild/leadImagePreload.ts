import { definitionOf } from '../../src/blocks/registry.ts';
import type { PageData } from '../../src/content/render/routeData.ts';
import type { LeadImage } from '../../src/model/defineBlock.ts';
import { escapeHtml } from './htmlDocument.ts';

/** The largest image of the first screen, when the page opens on a block that draws one (its definition says which): it is the page's LCP. */
function leadImage(page: PageData): LeadImage | undefined {
  const first = page.blocks[0];
  return first && definitionOf(first.type).leadImage?.(first);
}

/**
 * A preload for that image, so the browser fetches it with the HTML instead of after the
 * stylesheet and layout. It asks for the AVIF variant with the same sizes the page uses
 * (browsers without AVIF skip a preload whose type they do not support).
 */
export function leadImagePreload(page: PageData): string {
  const lead = leadImage(page);
  if (!lead) return '';
  const { image, sizes } = lead;
  if (image.sources)
    return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(image.sources.avif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
  // A feed's photo at the widths its host serves: the same choice the <img> makes.
  if (image.srcset)
    return `<link rel="preload" as="image" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
  return `<link rel="preload" as="image" href="${escapeHtml(image.src)}" fetchpriority="high">`;
}
