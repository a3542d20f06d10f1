import { css } from '@emotion/react';
import type { ResolvedBodyBlock } from './resolve.ts';
import { InlineText } from '../../ui/journal/InlineText.tsx';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { cardSurface } from '../../ui/cardSurface.ts';
import { QuarterlyChart } from '../../ui/marketChart/QuarterlyChart.tsx';
import { PropertyCard } from '../../ui/PropertyCard.tsx';
import { ROOM_WORDS } from '../../ui/format.ts';
import { imageFrame, stretchedLink } from '../../ui/styles.ts';
import { color, font, fontSize } from '../../ui/theme.ts';
import { subheading } from '../../ui/typeScale.ts';

/** An article's text, block by block, a reading column wide. */
export function ArticleBody({ blocks }: { blocks: readonly ResolvedBodyBlock[] }) {
  return (
    <div css={body}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={i}>
                <InlineText nodes={block.nodes} />
              </p>
            );
          case 'heading':
            return (
              <h2 key={i} css={heading}>
                {block.text}
              </h2>
            );
          case 'quote':
            return (
              <figure key={i} css={quote}>
                <blockquote>
                  <p>{block.text}</p>
                </blockquote>
                {block.attribution && <figcaption>{block.attribution}</figcaption>}
              </figure>
            );
          case 'image':
            return (
              <figure key={i} css={figure}>
                <Picture image={block.image} sizes={`(min-width: 720px) 42rem, ${imageSizes.insideGutters}`} />
                <figcaption>{block.caption}</figcaption>
              </figure>
            );
          case 'table':
            return (
              // A wide table scrolls sideways on a phone; a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div key={i} css={tableFrame} role="region" aria-label={block.caption} tabIndex={0}>
                <table css={table}>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.columns.map((c) => (
                        <th key={c} scope="col">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, c) =>
                          c === 0 ? (
                            <th key={c} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={c}>{cell}</td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'chart':
            return (
              <QuarterlyChart
                key={i}
                id={block.id}
                name={block.name}
                quarters={block.quarters}
                measure={block.measure}
                caption={block.caption}
                credit={block.credit}
              />
            );
          case 'homes':
            return (
              <ul key={i} role="list" css={cards}>
                {block.items.map((home) => (
                  <PropertyCard
                    key={home.slug}
                    home={home}
                    words={ROOM_WORDS}
                    heading="p"
                    compact
                    sizes={cardSizes(block.items.length)}
                  />
                ))}
              </ul>
            );
          case 'cards':
            return (
              <ul key={i} role="list" css={cards}>
                {block.items.map((item) => (
                  <li key={item.slug} css={[cardSurface, card]}>
                    <div css={imageFrame('3 / 2')}>
                      <Picture image={item.image} sizes={cardSizes(block.items.length)} />
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
      })}
    </div>
  );
}

/**
 * A card's drawn width: the reading column (42rem) holds two cards of at least 14rem side by side
 * once the screen is wide enough, one card alone fills it.
 */
const cardSizes = (count: number) =>
  count === 1
    ? `(min-width: 720px) 42rem, ${imageSizes.insideGutters}`
    : `(min-width: 720px) 20.25rem, (min-width: 520px) calc(50vw - 2.2rem), ${imageSizes.insideGutters}`;

const body = css`
  color: ${color.ink};
  font-size: ${fontSize.lead};
  line-height: 1.75;
  & > * + * {
    margin-top: 1.25em;
  }
  & a {
    color: ${color.green};
    text-underline-offset: 0.2em;
  }
`;

const heading = css`
  ${subheading};
  color: ${color.navy};
  margin-top: 2em !important;
`;

const quote = css`
  border-left: 3px solid ${color.green};
  padding: 0.25rem 0 0.25rem 1.5rem;
  & blockquote {
    font-size: ${fontSize.h4};
    color: ${color.navy};
    font-style: italic;
    line-height: 1.5;
  }
  & figcaption {
    margin-top: 0.5rem;
    color: ${color.inkSoft};
    font-size: ${fontSize.small};
  }
`;

const figure = css`
  & img {
    width: 100%;
    height: auto;
  }
  & figcaption {
    margin-top: 0.5rem;
    color: ${color.inkSoft};
    font-size: ${fontSize.small};
  }
`;

const tableFrame = css`
  overflow-x: auto;
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.small};
  & caption {
    text-align: left;
    font-weight: 600;
    color: ${color.navy};
    margin-bottom: 0.5rem;
  }
  & th,
  & td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${color.line};
    text-align: left;
  }
  & thead th {
    color: ${color.navy};
  }
`;

const cards = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1.5rem;
  font-size: ${fontSize.body};
`;

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
