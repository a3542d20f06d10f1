import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** The listing's photos: a carousel, up to six thumbnails and a full-screen lightbox. */
export const ListingGalleryBlock = z.object({ type: z.literal('listingGallery'), listing: Slug }).strict();
