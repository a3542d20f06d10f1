import type { DevelopmentGalleryProps } from './block.ts';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { mediaFrame, mediaSection } from '../../ui/mediaSection.ts';
import { container, imageFrame } from '../../ui/styles.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';

const GALLERY_HEADING = 'Gallery';
const GALLERY_ID = 'gallery';

/**
 * A development's photos under its hero, each opening in the site's lightbox. A static block, so
 * a development page fetches no code for it (an interactive carousel would cost every such page
 * its island): the photos are marked as a set the lightbox opens on the first press
 * (`data-floor-plans`, read by src/blocks/listingFloorPlans/openFloorPlan.ts through the one
 * listener for controls in static blocks, src/site/useStaticBlockActions.ts), and without
 * JavaScript each photo is a plain link to the picture at full size.
 */
export function DevelopmentGallery({ block }: DevelopmentGalleryProps) {
  if (!block.images.length) return null;
  const grid = balancedGrid({ count: block.images.length, min: '18rem', columnGap: '1rem', maxColumns: 3 });
  return (
    <section css={mediaSection} aria-labelledby={GALLERY_ID} data-media-section>
      <div css={container}>
        <SectionHeader id={GALLERY_ID} title={GALLERY_HEADING} align="start" />
        <div css={grid.frame}>
          <ul role="list" css={grid.list} data-floor-plans={block.title} data-noun="Photo">
            {block.images.map((image, i) => (
              <li key={image.src}>
                <a
                  href={image.src}
                  css={[mediaFrame, imageFrame('3 / 2')]}
                  data-floor-plan=""
                  aria-label={`View photo ${i + 1} of ${block.images.length} full screen: ${image.alt}`}
                >
                  <Picture
                    image={image}
                    sizes={grid.photoSizes(
                      `(min-width: 1200px) min(calc((100vw - 8rem) / 3), 26rem), (min-width: 600px) calc(50vw - 2.5rem), ${imageSizes.insideGutters}`,
                    )}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
