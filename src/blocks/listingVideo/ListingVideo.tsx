import { css } from '@emotion/react';
import type { ListingVideoProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { container } from '../../ui/styles.ts';
import { mediaCaption, mediaFigure, mediaFrame, mediaList, mediaSection } from '../../ui/mediaSection.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';

const VIDEO_HEADING = 'Video & virtual tour';
const VIDEO_ID = 'video-tour';

type Poster = NonNullable<ListingVideoProps['block']['video']>['poster'];

/**
 * How wide a poster is drawn (the `items` grid below), so a phone fetches a photo for its width,
 * not the 2400 px original. One poster spans the container (at most 80rem). Two sit side by side
 * once two 20rem columns and the 2rem gap fit in the container, from about 736 px (the gutters
 * grow with the viewport, rootProperties.ts), each half the container less half the gap.
 */
const ONE_POSTER_SIZES = `min(80rem, ${imageSizes.insideGutters})`;
const TWO_POSTERS_SIZES = `(min-width: 1376px) 39rem, (min-width: 736px) calc(50vw - 2.5rem), ${imageSizes.insideGutters}`;

/**
 * The listing's video and tour, each a poster that is a plain link (to the MP4, or the
 * provider's page) with a play control. A static block: no code at load; a press on a poster is
 * caught by one listener (src/site/useStaticBlockActions.ts), which fetches the few lines that put the
 * player in its place, so the provider hears of the visitor only once they ask to watch.
 */
export function ListingVideo({ block }: ListingVideoProps) {
  const { video, tour, title } = block;
  if (!video && !tour) return null;
  const posterSizes = video && tour ? TWO_POSTERS_SIZES : ONE_POSTER_SIZES;
  // On the printed brochure a poster is no use: a line with the address stands for each (an MP4 of our own has none to give).
  const printable = [
    ...(video?.kind === 'frame' ? [`Video: ${video.link}`] : []),
    ...(tour ? [`Video tour: ${tour.link}`] : []),
  ];
  return (
    <section
      css={[mediaSection, printPadding, !printable.length && notPrinted]}
      aria-labelledby={VIDEO_ID}
      data-media-section
    >
      <div css={container}>
        <SectionHeader id={VIDEO_ID} title={VIDEO_HEADING} align="start" />
        <ul css={items}>
          {video && (
            <li>
              <PosterLink
                kind={video.kind}
                link={video.link}
                embed={video.embed}
                poster={video.poster}
                sizes={posterSizes}
                name={`Video of ${title}`}
                action={video.provider ? `Play the video (${video.provider})` : 'Play the video'}
              />
            </li>
          )}
          {tour && (
            <li>
              <PosterLink
                kind="frame"
                link={tour.link}
                embed={tour.embed}
                poster={tour.poster}
                sizes={posterSizes}
                name={`Virtual tour of ${title}`}
                action={`Open the 3D tour (${tour.provider})`}
              />
            </li>
          )}
        </ul>
        {printable.map((line) => (
          <p key={line} css={printOnly}>
            {line}
          </p>
        ))}
      </div>
    </section>
  );
}

function PosterLink({
  kind,
  link,
  embed,
  poster,
  sizes,
  name,
  action,
}: {
  kind: 'file' | 'frame';
  link: string;
  embed: string;
  poster: Poster;
  sizes: string;
  name: string;
  action: string;
}) {
  const external = !link.startsWith('/');
  return (
    <figure css={mediaFigure}>
      <a
        href={link}
        css={frame}
        data-player={kind}
        data-player-src={embed}
        data-player-title={name}
        aria-label={`${action}: ${name}`}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {/* The link's label names it; the photo adds nothing to hear. */}
        <Picture image={{ ...poster, alt: '' }} sizes={sizes} css={picture} />
        <span css={playButton} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </a>
      <figcaption css={[mediaCaption, caption]}>{action}</figcaption>
    </figure>
  );
}

const printPadding = css`
  @media print {
    padding-bottom: 0.5rem;
  }
`;

const notPrinted = css`
  @media print {
    display: none !important;
  }
`;

const printOnly = css`
  display: none;
  @media print {
    display: block;
    margin: 0.25rem 0 0;
    font-size: ${fontSize.small};
    overflow-wrap: anywhere;
  }
`;

const items = css`
  ${mediaList('20rem')};
  @media print {
    display: none !important;
  }
`;

// The poster and the player that replaces it share this box, so the page does not shift.
const frame = css`
  ${mediaFrame};
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  background: ${color.ink};
`;

const picture = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const playButton = css`
  position: absolute;
  inset: 50% auto auto 50%;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${color.white};
  color: ${color.green};
  box-shadow: 0 2px 12px rgb(0 0 0 / 0.3);
`;

const caption = css`
  font-size: ${fontSize.small};
`;
