import type { SizedImage } from '../../content/render/mediaSizes.ts';

export type PictureImage = SizedImage;

export interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, e.g. "(min-width: 960px) 50vw, 100vw", so the browser fetches the right variant. */
  sizes?: string;
  /** Only for the first-screen hero: loads eagerly at high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * The one image component. With the build's variants it offers AVIF and WebP at several
 * widths, the original as the fallback, and a blurred placeholder behind the photo while it
 * loads; width and height always reserve the space.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
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
