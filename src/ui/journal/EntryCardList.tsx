import { css } from '@emotion/react';
import type { SizedImage } from '../../model/sizedImage.ts';
import { cardSurface } from '../cardSurface.ts';
import { Picture } from '../media/Picture.tsx';
import { imageFrame, stretchedLink } from '../styles.ts';
import { color, font } from '../theme.ts';
import { bodyCardGrid, bodyCardSizes } from './bodyCards.ts';

/** A neighbourhood or a development shown as a card in an article's body (homes have the property card). */
export interface EntryCard {
  slug: string;
  title: string;
  detail: string;
  href: string;
  image: SizedImage;
}

/** Neighbourhoods or developments named in an article's text, each a card linking to its page. */
export function EntryCardList({ items }: { items: readonly EntryCard[] }) {
  return (
    <ul role="list" css={bodyCardGrid}>
      {items.map((item) => (
        <li key={item.slug} css={[cardSurface, card]}>
          <div css={imageFrame('3 / 2')}>
            <Picture image={item.image} sizes={bodyCardSizes(items.length)} />
          </div>
          <div css={cardText}>
            <p css={cardTitle}>
              <a href={item.href} css={stretchedLink}>
                {item.title}
              </a>
            </p>
            <p>{item.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const card = css`
  overflow: hidden;
`;

const cardText = css`
  padding: 1rem 1.25rem 1.25rem;
  color: ${color.inkSoft};
  line-height: 1.5;
`;

/** In the display face, as the property card's (PropertyCard.tsx): one card title on the site. */
const cardTitle = css`
  font-family: ${font.display};
  font-size: clamp(1.375rem, 1.25rem + 0.5vw, 1.625rem);
  line-height: 1.2;
  color: ${color.navy};
  margin-bottom: 0.25rem;
  & a {
    color: inherit;
    text-decoration: none;
  }
`;
