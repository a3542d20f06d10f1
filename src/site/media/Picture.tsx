export interface PictureImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, for the srcset a later build step adds, e.g. "(min-width: 960px) 50vw, 100vw". */
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
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
