/**
 * A listing's video and its virtual tour. Both show as a poster with a play control, and the
 * player (a provider's iframe, or the <video> for a file of our own) is inserted only when the
 * visitor presses it, so nothing is requested from a third party before then. Posters are files
 * under data/media for the same reason: a YouTube thumbnail would be a request to Google.
 */
import { z } from 'zod';
import { Image, MediaSource } from './common.ts';
import { roleOf } from './relations.ts';

// A file of our own: a provider's thumbnail (i.ytimg.com, vimeocdn.com) would be fetched before the visitor asks.
const ownFile = (what: string) =>
  MediaSource.refine(
    (src) => src.startsWith('/media/'),
    `a file under data/media, e.g. "/media/listings/84-old-forest-hill/${what}" (not an address on another site)`,
  );

const Poster = roleOf(
  Image.extend({ src: ownFile('video-poster.jpg') }),
  'hero',
  "The still shown before the video plays: a file under data/media, e.g. a screenshot of the video (never a link to the provider's thumbnail, which would be fetched before the visitor asks).",
);

export const ListingVideo = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('file').describe('"file": an MP4 of our own, under data/media.'),
        src: MediaSource.refine(
          (s) => s.startsWith('/media/') && s.endsWith('.mp4'),
          'an MP4 file under data/media, e.g. "/media/listings/84-old-forest-hill/tour.mp4"',
        ).describe('The MP4 file, e.g. "/media/listings/84-old-forest-hill/tour.mp4" (H.264, a few MB at most).'),
        poster: Poster,
      })
      .strict(),
    z
      .object({
        kind: z.literal('youtube').describe('"youtube": a video on YouTube, played from youtube-nocookie.com.'),
        id: z
          .string()
          .regex(/^[A-Za-z0-9_-]{11}$/, 'the 11-character id after "v=" in the YouTube address, e.g. "dQw4w9WgXcQ"')
          .describe('The video\'s id: the 11 characters after "v=" in its address, e.g. "dQw4w9WgXcQ".'),
        poster: Poster,
      })
      .strict(),
    z
      .object({
        kind: z.literal('vimeo').describe('"vimeo": a video on Vimeo.'),
        id: z
          .string()
          .regex(/^\d{6,12}$/, 'the number at the end of the Vimeo address, e.g. "76979871"')
          .describe('The video\'s number at the end of its Vimeo address, e.g. "76979871".'),
        poster: Poster,
      })
      .strict(),
  ])
  .describe(
    'The VIDEO on the listing page, under the photos: an MP4 of our own ("file"), or a YouTube or Vimeo video. It plays only when pressed.',
  );

/** The 3D-tour providers the site can embed, by host; the Content-Security-Policy allows only those the content uses. */
export const TOUR_PROVIDERS = {
  'my.matterport.com': 'Matterport',
  'kuula.co': 'Kuula',
  'youriguide.com': 'iGUIDE',
  'tours.giraffe360.com': 'Giraffe360',
} as const;

const tourAddress = new RegExp(
  `^https://(?:${Object.keys(TOUR_PROVIDERS)
    .map((h) => h.replace(/\./g, '\\.'))
    .join('|')})/\\S+$`,
);

export const ListingTour = z
  .object({
    url: z
      .string()
      .regex(
        tourAddress,
        `a tour address starting with https:// on ${Object.keys(TOUR_PROVIDERS).join(', ')}, e.g. "https://my.matterport.com/show/?m=AbCdEfGhIjK" (copy the provider's share link; ask the developer to add another provider)`,
      )
      .describe(
        `The tour's share address, https:// on ${Object.entries(TOUR_PROVIDERS)
          .map(([h, n]) => `${h} (${n})`)
          .join(', ')}, e.g. "https://my.matterport.com/show/?m=AbCdEfGhIjK".`,
      ),
    poster: roleOf(
      Image.extend({ src: ownFile('tour-poster.jpg') }),
      'hero',
      "The still shown before the tour opens: a file under data/media. Leave out to use the listing's first photo.",
    ).optional(),
  })
  .strict()
  .describe(
    'The VIRTUAL TOUR on the listing page: a 3D walk-through on Matterport or a similar provider, opened only when pressed.',
  );

export type ListingVideo = z.infer<typeof ListingVideo>;
export type ListingTour = z.infer<typeof ListingTour>;

/** Where each video plays once pressed, and the page a visitor without JavaScript is sent to. */
export function videoPlayer(video: ListingVideo): { embed: string; link: string } {
  switch (video.kind) {
    case 'file':
      return { embed: video.src, link: video.src };
    case 'youtube':
      return {
        embed: `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`,
        link: `https://www.youtube.com/watch?v=${video.id}`,
      };
    case 'vimeo':
      return {
        embed: `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`,
        link: `https://vimeo.com/${video.id}`,
      };
  }
}

/** The origins a listing's video and tour frame: what the CSP's frame-src must allow. */
export function frameOrigins(listing: { video?: ListingVideo; tour?: ListingTour }): string[] {
  const origins: string[] = [];
  if (listing.video && listing.video.kind !== 'file') origins.push(new URL(videoPlayer(listing.video).embed).origin);
  if (listing.tour) origins.push(new URL(listing.tour.url).origin);
  return origins;
}
