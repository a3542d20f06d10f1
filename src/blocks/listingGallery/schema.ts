import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const ListingGalleryBlock = z
  .object({
    type: z.literal('listingGallery').describe('Always "listingGallery".'),
    listing: ref('listings', 'Slug of the listing'),
  })
  .strict()
  .describe(
    "The listing's photos: a carousel, up to six thumbnails and a full-screen lightbox. Every listing page has one already.",
  );
