import { z } from 'zod';
import { ref } from '../../model/relations.ts';

export const DevelopmentGalleryBlock = z
  .object({
    type: z.literal('developmentGallery').describe('Always "developmentGallery".'),
    development: ref('developments', 'Slug of the development'),
  })
  .strict()
  .describe(
    "The development's GALLERY: its photos in a grid, each opening full screen. Development pages with images have one already.",
  );
