import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { balancedGrid, type BalancedGridOptions } from '../balancedGrid.ts';
import { ArrowRight } from '../icons.tsx';
import { arrowLink, hoverZoom, imageFrame, stretchedLink } from '../styles.ts';
import { Picture, type PictureImage } from './Picture.tsx';

/** The grid's columns and gaps (balancedGrid's options; the count is the items'). */
export type PhotoCardLayout = Omit<BalancedGridOptions, 'count'>;

/** Each card's photo: its frame's aspect ratio, the `sizes` it needs one column wide, and which it is. */
export interface PhotoCardPhoto<Item> {
  ratio: string;
  columnSizes: string;
  of: (item: Item) => PictureImage;
}

export interface PhotoCardGridProps<Item extends { slug: string }> {
  /** Entries with a slug, which keys each card. */
  items: readonly Item[];
  layout: PhotoCardLayout;
  photo: PhotoCardPhoto<Item>;
  /** The card itself: position: relative (its one link is stretched over it), spacing, ground. */
  card: SerializedStyles;
  /** Drawn inside the photo's frame, over the photo (a listing's status). */
  overPhoto?: (item: Item) => ReactNode;
  /** What follows the photo: title, text, the card's one link. */
  children: (item: Item) => ReactNode;
}

/**
 * Cards led by a cropped photo, in a balancedGrid (never one card alone on the last row): the
 * developments, the press, the team, the neighbourhoods and the listings. It lives with Picture
 * because the photo's `sizes` follow from the grid (a featured card is two columns wide), and
 * so that it travels in the chunk every page already loads rather than a chunk of its own.
 */
export function PhotoCardGrid<Item extends { slug: string }>({ items, layout, photo, card, overPhoto, children }: PhotoCardGridProps<Item>) {
  const grid = balancedGrid({ count: items.length, ...layout });
  return (
    <div css={grid.frame}>
      <ul role="list" css={grid.list}>
        {items.map((item) => (
          <li key={item.slug} css={[card, hoverZoom]}>
            <div css={imageFrame(photo.ratio)}>
              <Picture image={photo.of(item)} sizes={grid.photoSizes(photo.columnSizes)} />
              {overPhoto?.(item)}
            </div>
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A card's one link as an arrowed label ("Learn More ->"), stretched over the whole card. The
 * label is the same on every card, so `context` (visually hidden) says which card it opens.
 */
export function CardArrowLink({ href, label, context, place }: { href: string; label: string; context: ReactNode; place: SerializedStyles }) {
  return (
    <Link href={href} css={[arrowLink, stretchedLink, place]}>
      {label}
      <span className="visually-hidden">{context}</span>
      <ArrowRight size={16} />
    </Link>
  );
}

/** A card whose parts stack down a column, `gap` apart (the team, the neighbourhoods). */
export const columnCard = (gap: string) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${gap};
`;
