import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { balancedGrid } from '../balancedGrid.ts';
import { cardSurface } from '../cardSurface.ts';
import { formatDate } from '../format.ts';
import type { PictureImage } from '../media/Picture.tsx';
import { imageSizes } from '../media/imageSizes.ts';
import { label } from '../styles.ts';
import { color, fontSize, letterSpacing, mq } from '../theme.ts';
import { PhotoCardGrid } from './PhotoCardGrid.tsx';

/** What one dated card shows under its photo. */
export interface DatedCard {
  /** Who or what it is from, in capitals before the date: the publication, the journal's section. */
  kicker: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The headline's link, stretched over the card (`stretchedLink`): the card's one link. */
  link: ReactNode;
  text: string;
  /** Anything after the text, at the card's foot ("Read the article"). */
  footer?: ReactNode;
}

/**
 * Cards of dated writing: photo, kicker and date, headline and a line of text, three to a row on
 * wide screens. The press coverage and the journal's articles draw with it; both are static
 * blocks, so it never reaches the browser.
 */
export function DatedCardGrid<Item extends { slug: string; image: PictureImage }>({
  items,
  card,
  headingLevel = 3,
}: {
  items: readonly Item[];
  card: (item: Item) => DatedCard;
  headingLevel?: 2 | 3;
}) {
  const grid = balancedGrid({ count: items.length, min: '18rem', columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <PhotoCardGrid
      items={items}
      grid={grid}
      ratio="3 / 2"
      sizes={`(min-width: 1020px) min(28vw, 24.75rem), (min-width: 680px) 44vw, ${imageSizes.insideGutters}`}
      image={(item) => item.image}
      card={cardSurface}
    >
      {(item) => {
        const { kicker, date, link, text, footer } = card(item);
        return (
          <div css={body}>
            <p css={[label, meta]}>
              <span>{kicker}</span>
              <span aria-hidden="true" css={dot} />
              <time dateTime={date}>{formatDate(date)}</time>
            </p>
            <Heading css={title}>{link}</Heading>
            <p css={description}>{text}</p>
            {footer}
          </div>
        );
      }}
    </PhotoCardGrid>
  );
}

const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  flex: 1;
  padding: clamp(1.5rem, 1.2rem + 1vw, 2rem);
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  color: ${color.green};
  letter-spacing: ${letterSpacing.caps};
`;

const dot = css`
  width: 3px;
  height: 3px;
  border-radius: 50%;
  background: currentColor;
`;

const title = css`
  font-size: ${fontSize.h4};
  line-height: 1.25;
  color: ${color.navy};
  & a {
    text-decoration: none;
  }
  ${mq.hover} {
    & a:hover {
      text-decoration: underline;
      text-decoration-thickness: 1px;
    }
  }
`;

const description = css`
  color: ${color.inkSoft};
  font-size: 0.9375rem;
`;
