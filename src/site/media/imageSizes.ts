/**
 * How wide each kind of image is drawn, as the `sizes` attribute tells the browser. Shared by
 * the components and by the build's preload of each page's first-screen image, which must
 * ask for exactly what the page will pick or the photo downloads twice.
 */
export const imageSizes = {
  fullBleed: '100vw',
  gallery: '(min-width: 1536px) 1536px, 100vw',
  profilePhoto: '(min-width: 960px) 40vw, 100vw',
} as const;
