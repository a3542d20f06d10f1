export interface PictureImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Added by the image build step: resized versions of `src`, e.g. "/media/x-800.jpg 800w, ...". */
  srcSet?: string;
}

export interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, e.g. "(min-width: 960px) 50vw, 100vw"; written out once the image has a srcset. */
  sizes?: string;
  /** Only for the first-screen hero: loads eagerly at high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * The one image component. Every image passes through here so that a build step can add
 * srcset and AVIF/WebP sources in one place; width and height always reserve the space.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
