import type { PictureImage } from '../../ui/media/Picture.tsx';

export type GalleryImage = PictureImage;

/** Opens the lightbox on a photo; `opener` gets focus back when the lightbox closes. */
export type OpenPhoto = (index: number, opener: HTMLElement) => void;
