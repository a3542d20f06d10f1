/** An image whose intrinsic size is known, so the browser reserves its space before it loads. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Added by the build's image step: "url 400w, url 800w, ..." in modern formats. */
  sources?: { avif: string; webp: string };
  /**
   * An image on another site that serves it at several widths (the listings feed's photos):
   * "url 240w, url 640w, url 1920w", the image itself the widest. The build never encodes these.
   */
  srcset?: string;
  /** Added by the build's image step: a tiny blurred preview (data: URL) shown while the photo loads. */
  placeholder?: string;
}

/**
 * The `srcset` of an image whose host serves smaller copies: each copy and the image itself, narrowest
 * first, one entry a width. Undefined without copies, so such an image stays a plain `src`.
 */
export function remoteSrcset(image: {
  src: string;
  width?: number | undefined;
  srcset?: readonly { src: string; width: number }[] | undefined;
}): string | undefined {
  if (!image.srcset?.length || !image.width) return undefined;
  const byWidth = new Map<number, string>();
  for (const copy of image.srcset) if (copy.width < image.width) byWidth.set(copy.width, copy.src);
  byWidth.set(image.width, image.src);
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, src]) => `${src} ${width}w`)
    .join(', ');
}
