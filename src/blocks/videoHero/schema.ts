import { z } from 'zod';
import { Image, MediaSource } from '../../content/schemas/common.ts';

/** Full-screen looping, muted background video over a poster image, with the headline "{headlinePrefix} {brand}". */
export const VideoHeroBlock = z
  .object({
    type: z.literal('videoHero'),
    headlinePrefix: z.string().min(1),
    video: z.object({ src: MediaSource, mimeType: z.enum(['video/mp4', 'video/webm']) }).strict(),
    poster: Image,
    pauseLabel: z.string().min(1),
    playLabel: z.string().min(1),
  })
  .strict();
