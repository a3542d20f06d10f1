import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import type { BalancedGrid } from '../balancedGrid.ts';
import { hoverZoom, imageFrame } from '../styles.ts';
import { Picture, type PictureImage } from '../media/Picture.tsx';

export interface PhotoCardGridProps<Item extends { slug: string }> {
  /** Entries with a slug, which keys each card. */
  items: readonly Item[];
  /** The block's balancedGrid for these items. */
  grid: BalancedGrid;
  /** The card itself: position: relative (its one link is stretched over it), spacing, ground. */
  card: SerializedStyles;
  /** The photo's frame's aspect ratio, its `sizes` one column wide, and which photo an item has. */
  ratio: string;
  sizes: string;
  image: (item: Item) => PictureImage;
  /** What follows the photo: title, text, the card's one link. */
  children: (item: Item) => ReactNode;
}

/**
 * Cards led by a cropped photo, in a balancedGrid (never one card alone on the last row): the
 * developments, the press and the team. The photo's `sizes` follow from the grid (a featured card
 * is two columns wide). The block makes its own grid. Every block that draws with it is static,
 * so it is rendered at build time and never reaches the browser (docs/ARCHITECTURE.md).
 */
export function PhotoCardGrid<Item extends { slug: string }>({
  items,
  grid,
  card,
  ratio,
  sizes,
  image,
  children,
}: PhotoCardGridProps<Item>) {
  return (
    <div css={grid.frame}>
      <ul role="list" css={grid.list}>
        {items.map((item) => (
          <li key={item.slug} css={[card, hoverZoom]}>
            <div css={imageFrame(ratio)}>
              <Picture image={image(item)} sizes={grid.photoSizes(sizes)} />
            </div>
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}
