import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { ListingCardData, SaleCardData } from '../model/listingCard.ts';
import { type RoomWords, formatPrice, roomsAndSize } from './format.ts';
import { Picture } from './media/Picture.tsx';
import { color, font, fontSize, mq } from './theme.ts';
import { cardSurface } from './cardSurface.ts';
import { figures, hoverZoom, imageFrame, label, stretchedLink } from './styles.ts';
import { StatusLabel, statusOf } from './StatusLabel.tsx';
import { FavouriteButton } from './favourites/FavouriteButton.tsx';

/** A home a card can show: one for sale or lease (it has an offer), or one the team sold. */
export type PropertyCardData = ListingCardData | SaleCardData;

const isSold = (home: PropertyCardData): home is SaleCardData => !('offer' in home);

export interface PropertyCardProps {
  home: PropertyCardData;
  /** The words after the counts: "5 BD · 6 BA · 5,200 sq. ft." (roomsAndSize, the one way of writing them). */
  words: RoomWords;
  /** The photo's `sizes`, from the grid the card is in. */
  sizes: string;
  /**
   * The address's level: h2 where the cards are the page's content, h3 under a section's own heading,
   * and no heading (p) inside an article's text, whose own headings may not come before the card.
   */
  heading?: 'h2' | 'h3' | 'p';
  /** Less room around the text, for a card inside an article's reading column. */
  compact?: boolean;
  /** The sold label's words, e.g. "SOLD" (drawn in capitals whatever is written). */
  soldLabel?: string;
  /** The card's own id, where an address leads to it (a sold home's former page: `#sales-<slug>`). */
  id?: string;
}

/**
 * The one card of a home, everywhere the site shows one (the listings, the portfolio, similar
 * homes, favourites, an article's homes, the home page's featured homes, a member's page):
 * the photo with its labels, the place, the address once in the display face, the rooms and size
 * in one line, and the price. Variants: for sale or lease (a link to the listing, its heart and
 * labels), sold (the SOLD label, the rest of the full address, no link: a sale has no page of its
 * own), and compact. tests/architecture/propertyCard.test.ts keeps other cards of homes out.
 */
export function PropertyCard({
  home,
  words,
  sizes,
  heading: Heading = 'h2',
  compact = false,
  soldLabel = 'Sold',
  id,
}: PropertyCardProps) {
  const sold = isSold(home);
  const status = sold ? null : statusOf(home.offer);
  const openHouse = !sold && home.openHouses !== undefined;
  return (
    <li id={id} css={[card, hoverZoom]} data-card={sold ? 'sold' : home.offer}>
      <div css={imageFrame('4 / 3')}>
        <Picture image={home.image} sizes={sizes} />
        {(sold || status || openHouse) && (
          <p css={badges}>
            {sold && <span css={[label, soldBadge]}>{soldLabel}</span>}
            {status && <StatusLabel status={status} />}
            {/* Decided at build: a card can be a build behind (the listing page hides a past one by the visitor's clock). */}
            {openHouse && <StatusLabel status="openHouse" />}
          </p>
        )}
      </div>
      {/* Beside the photo's frame, not in it: the frame's paint containment would keep the heart under the card's link. */}
      {!sold && <FavouriteButton slug={home.slug} address={home.address} tone="light" />}
      <div css={[body, compact && bodyCompact]}>
        {!sold && <p css={[label, place]}>{home.place}</p>}
        <Heading css={[title, compact && titleCompact]}>
          {sold ? (
            home.address
          ) : (
            <Link href={home.href} css={stretchedLink}>
              {home.address}
            </Link>
          )}
        </Heading>
        {sold && <p css={locality}>{home.locality}</p>}
        <p css={rooms}>
          {roomsAndSize(home, words).map((part, i) => (
            <span key={i}>
              {i > 0 && (
                <span aria-hidden="true" css={dot}>
                  ·
                </span>
              )}
              <span>{part}</span>
            </span>
          ))}
        </p>
        <p css={price}>{formatPrice(home.price, sold ? 'sale' : home.offer)}</p>
        {sold && home.soldMonth && <p css={when}>Sold {home.soldMonth}</p>}
      </div>
    </li>
  );
}

const card = css`
  ${cardSurface};
  transition: box-shadow 320ms;
  ${mq.hover} {
    &:has(a):hover {
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

const soldBadge = css`
  display: inline-block;
  padding: 0.45rem 0.8rem;
  background: ${color.navy};
  color: ${color.white};
  letter-spacing: 0.24em;
`;

const body = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 0.5rem;
  padding: 1.5rem 1.5rem 1.75rem;
  /* Its own, not the reading column's around an article's cards. */
  line-height: 1.5;
`;

const bodyCompact = css`
  gap: 0.35rem;
  padding: 1rem 1.25rem 1.25rem;
`;

const place = css`
  color: ${color.green};
`;

/** The address in the display face on every card, the site's one card title. */
const title = css`
  font-family: ${font.display};
  font-size: clamp(1.375rem, 1.25rem + 0.5vw, 1.625rem);
  font-weight: 400;
  line-height: 1.2;
  color: ${color.navy};
  & a {
    color: inherit;
    text-decoration: none;
  }
`;

const titleCompact = css`
  font-size: 1.25rem;
`;

const locality = css`
  margin-top: -0.25rem;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const rooms = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.5rem;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
  ${figures};
  & > span {
    display: inline-flex;
    gap: 0.5rem;
    white-space: nowrap;
  }
`;

const dot = css`
  color: ${color.inkMuted};
`;

const price = css`
  ${figures};
  margin-top: auto;
  padding-top: 0.9rem;
  border-top: 1px solid ${color.lineSoft};
  font-size: 1.0625rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${color.ink};
`;

const when = css`
  margin-top: -0.25rem;
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;
