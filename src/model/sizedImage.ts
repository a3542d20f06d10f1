/** An image whose intrinsic size is known, so the browser reserves its space before it loads. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Added by the build's image step: "url 400w, url 800w, ..." in modern formats. */
  sources?: { avif: string; webp: string };
  /** Added by the build's image step: a tiny blurred preview (data: URL) shown while the photo loads. */
  placeholder?: string;
}
