import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { ListingCardData } from '../model/listingCard.ts';
import { formatDecimal, formatPrice } from './format.ts';
import { Picture } from './media/Picture.tsx';
import { imageSizes } from './media/imageSizes.ts';
import { breakpoint, color, fontSize, mq } from './theme.ts';
import { balancedGrid } from './balancedGrid.ts';
import { cardSurface } from './cardSurface.ts';
import { hoverZoom, imageFrame, label, stretchedLink } from './styles.ts';
import { StatusLabel, statusOf } from './StatusLabel.tsx';
import { FavouriteButton } from './favourites/FavouriteButton.tsx';

export type ListingCard = ListingCardData;

/**
 * Cards of listings, each linking to its detail page: a page of the list, what a search found
 * (listingGrid), or the homes like a listing (similarListings). `heading` is the level of each
 * card's address: h2 where the cards are the page's content, h3 under a section's own heading.
 */
export function ListingCards({
  items,
  bedroomsLabel,
  bathroomsLabel,
  heading: Heading = 'h2',
}: {
  items: ListingCard[];
  bedroomsLabel: string;
  bathroomsLabel: string;
  heading?: 'h2' | 'h3';
}) {
  const grid = balancedGrid({
    count: items.length,
    min: '15rem',
    maxColumns: 4,
    rowGap: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
    columnGap: 'clamp(1.25rem, 1rem + 1vw, 2rem)',
  });
  return (
    <div css={grid.frame}>
      <ul role="list" css={grid.list}>
        {items.map((item) => {
          const status = statusOf(item.offer);
          return (
            <li key={item.slug} css={[card, hoverZoom]}>
              <div css={imageFrame('4 / 3')}>
                <Picture
                  image={item.image}
                  sizes={grid.photoSizes(
                    `(min-width: ${breakpoint.lg}px) min(23vw, 22.5rem), (min-width: 830px) 31vw, (min-width: 550px) 46vw, ${imageSizes.insideGutters}`,
                  )}
                />
                {(status || item.openHouses) && (
                  <p css={badges}>
                    {status && <StatusLabel status={status} />}
                    {/* Decided at build: a card can be a build behind (the listing page hides a past one by the visitor's clock). */}
                    {item.openHouses && <StatusLabel status="openHouse" />}
                  </p>
                )}
              </div>
              {/* Beside the photo's frame, not in it: the frame's paint containment would keep the heart under the card's link. */}
              <FavouriteButton slug={item.slug} address={item.address} tone="light" />
              <div css={body}>
                <p css={[label, city]}>{item.place}</p>
                <Heading css={address}>
                  <Link href={item.href} css={stretchedLink}>
                    {item.address}
                  </Link>
                </Heading>
                <p css={specs}>
                  <span>
                    {formatDecimal(item.bedrooms)} {bedroomsLabel}
                  </span>
                  <span aria-hidden="true" css={divider} />
                  <span>
                    {formatDecimal(item.bathrooms)} {bathroomsLabel}
                  </span>
                </p>
                <p css={price}>{formatPrice(item.price, item.offer)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const card = css`
  ${cardSurface};
  transition: box-shadow 320ms;
  ${mq.hover} {
    &:hover {
      box-shadow:
        0 0 0 1px ${color.line},
        0 24px 48px -28px rgba(15, 35, 64, 0.4);
    }
  }
`;

const badges = css`
  position: absolute;
  top: 1rem;
  left: 1rem;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const body = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 0.6rem;
  padding: 1.5rem 1.5rem 1.75rem;
`;

const city = css`
  color: ${color.green};
`;

const address = css`
  font-size: ${fontSize.h4};
  line-height: 1.25;
  color: ${color.navy};
  & a {
    text-decoration: none;
  }
`;

const specs = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  color: ${color.inkSoft};
  font-size: ${fontSize.small};
`;

const divider = css`
  width: 1px;
  height: 0.9em;
  background: ${color.line};
`;

const price = css`
  font-variant-numeric: lining-nums tabular-nums;
  margin-top: auto;
  padding-top: 0.9rem;
  border-top: 1px solid ${color.lineSoft};
  font-size: 1.0625rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${color.ink};
`;
