import type { ListingVideoBlock } from './schema.ts';
import type { Authored } from '../../model/defineBlock.ts';
import { TOUR_PROVIDERS, videoPlayer } from '../../model/listingVideo.ts';
import { mediaOwner } from '../../model/mediaOwner.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingVideo = (b: Authored<typeof ListingVideoBlock>, ctx: ResolveContext) => {
  const { title, video, tour, images } = mediaOwner(b, ctx);
  const tourHost = tour ? (new URL(tour.url).host as keyof typeof TOUR_PROVIDERS) : undefined;
  return {
    type: b.type,
    title,
    ...(video
      ? {
          video: {
            kind: video.kind === 'file' ? ('file' as const) : ('frame' as const),
            ...videoPlayer(video),
            poster: ctx.image(video.poster),
            provider: video.kind === 'youtube' ? 'YouTube' : video.kind === 'vimeo' ? 'Vimeo' : undefined,
          },
        }
      : {}),
    ...(tour && tourHost
      ? {
          tour: {
            embed: tour.url,
            link: tour.url,
            poster: ctx.image(tour.poster ?? images[0]!),
            provider: TOUR_PROVIDERS[tourHost] ?? 'the provider',
          },
        }
      : {}),
  };
};
