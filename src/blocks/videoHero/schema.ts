import { z } from 'zod';
import { Link, MediaSource } from '../../model/common.ts';
import { image } from '../../model/relations.ts';

export const VideoHeroBlock = z
  .object({
    type: z.literal('videoHero').describe('Always "videoHero".'),
    headlinePrefix: z
      .string()
      .min(1)
      .describe('The words before the brand\'s product name in the headline, e.g. "THE".'),
    video: z
      .object({
        src: MediaSource,
        mimeType: z.enum(['video/mp4', 'video/webm']).describe('The video\'s format: "video/mp4" or "video/webm".'),
        portraitSrc: MediaSource.optional().describe(
          'Optional: the same loop cropped to portrait (9:16, e.g. 720 x 1280, same format), played on screens taller than wide. A phone shows only the middle quarter of a landscape video, so this is sharper there at under half the download.',
        ),
      })
      .strict()
      .describe('The looping background video: short, muted, 1920 px wide is plenty.'),
    poster: image(
      'hero',
      'The still shown before the video plays (and instead of it for visitors who ask for reduced motion): landscape, at least 2400 px wide.',
    ),
    actions: z
      .array(Link)
      .max(3)
      .optional()
      .describe(
        'Optional: the ways in under the headline, as buttons, in order (at most 3), e.g. [{ "label": "View Listings", "href": "/listings" }, { "label": "Sell With Us", "href": "/contact" }]. The first is the main one.',
      ),
    pauseLabel: z.string().min(1).describe('Accessible name of the pause button, e.g. "Pause background video".'),
    playLabel: z.string().min(1).describe('Accessible name of the play button, e.g. "Play background video".'),
  })
  .strict()
  .describe(
    'Full-screen looping, muted background video over a poster image, with the headline "{headlinePrefix} {brand product}" and, optionally, buttons to the site\'s ways in.',
  );
