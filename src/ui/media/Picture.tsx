import type { SizedImage } from '../../model/sizedImage.ts';

export type PictureImage = SizedImage;

export interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, e.g. "(min-width: 960px) 50vw, 100vw", so the browser fetches the right variant. */
  sizes?: string;
  /** Only for the first-screen hero: loads eagerly at high priority instead of lazily. */
  priority?: boolean;
  /**
   * A photo the visitor brings on screen with a gesture (a carousel's later slides): it keeps the
   * browser's own priority, which rises once the photo is shown. Other lazy photos are fetched
   * at low priority (see below).
   */
  shownOnDemand?: boolean;
  className?: string;
}

/**
 * The one image component. With the build's variants it offers AVIF and WebP at several
 * widths, the original as the fallback, and a blurred placeholder behind the photo while it
 * loads; width and height always reserve the space.
 */
export function Picture({ image, sizes, priority = false, shownOnDemand = false, className }: PictureProps) {
  const img = (
    <img
      src={image.src}
      // A photo on another site at several widths (the listings feed's): the browser picks by `sizes`.
      srcSet={image.srcset}
      sizes={image.srcset && sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // A card photo that peeks into the first screen would otherwise be raised to high priority
      // and share the connection with the hero, the fonts and the app's code; below the hero it
      // can wait for them (its blurred placeholder shows meanwhile). On /listings that boost came
      // or not from run to run and made Lighthouse's LCP 1660 or 1810 ms; at low, 1657-1695 ms.
      fetchPriority={priority ? 'high' : shownOnDemand ? undefined : 'low'}
      className={className}
      style={
        image.placeholder
          ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
