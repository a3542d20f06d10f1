import { z } from 'zod';
import { Slug } from '../../model/common.ts';

export const ListingGalleryBlock = z
  .object({
    type: z.literal('listingGallery').describe('Always "listingGallery".'),
    listing: Slug.describe('Slug of the listing (a file name in data/listings/).'),
  })
  .strict()
  .describe("The listing's photos: a carousel, up to six thumbnails and a full-screen lightbox. Every listing page has one already.");
