import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { balancedGrid, type BalancedGridOptions } from '../balancedGrid.ts';
import { ArrowRight } from '../icons.tsx';
import { arrowLink, hoverZoom, imageFrame, stretchedLink } from '../styles.ts';
import { Picture, type PictureImage } from './Picture.tsx';

export interface PhotoCardGridProps<Item> {
  items: readonly Item[];
  /** The grid's columns and gaps (balancedGrid's options; the count is the items'). */
  layout: Omit<BalancedGridOptions, 'count'>;
  /** Each card's photo: its frame's aspect ratio and the `sizes` it needs one column wide. */
  photo: { ratio: string; columnSizes: string };
  /** The card itself: position: relative (its one link is stretched over it), spacing, ground. */
  card: SerializedStyles;
  /** Each item's React key, its photo, and what follows the photo: title, text, the one link. */
  keyOf: (item: Item) => string;
  photoOf: (item: Item) => PictureImage;
  /** Drawn inside the photo's frame, over the photo (a listing's status). */
  overPhoto?: (item: Item) => ReactNode;
  children: (item: Item) => ReactNode;
}

/**
 * Cards led by a cropped photo, in a balancedGrid (never one card alone on the last row): the
 * developments, the press, the team, the neighbourhoods and the listings. It lives with Picture
 * because the photo's `sizes` follow from the grid (a featured card is two columns wide), and
 * so that it travels in the chunk every page already loads rather than a chunk of its own.
 */
export function PhotoCardGrid<Item>({ items, layout, photo, card, keyOf, photoOf, overPhoto, children }: PhotoCardGridProps<Item>) {
  const grid = balancedGrid({ count: items.length, ...layout });
  return (
    <div css={grid.frame}>
      <ul role="list" css={grid.list}>
        {items.map((item) => (
          <li key={keyOf(item)} css={[card, hoverZoom]}>
            <div css={imageFrame(photo.ratio)}>
              <Picture image={photoOf(item)} sizes={grid.photoSizes(photo.columnSizes)} />
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
