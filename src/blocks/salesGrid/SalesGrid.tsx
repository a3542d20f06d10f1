import { balancedGrid } from '../../ui/balancedGrid.ts';
import { Suspense, lazy } from 'react';
import { css } from '@emotion/react';
import type { SalesGridProps } from './block.ts';
import { formatDecimal, formatPrice, formatSquareFeet } from '../../ui/format.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { entryAnchor } from '../../model/entries.ts';
import { slugify } from '../../ui/slug.ts';
import { container, figures, imageFrame, label, section } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { smallPrint } from '../../ui/smallPrint.ts';
import { cardTitle } from '../../ui/cardSurface.ts';

// Pages of sales exist only past 24 in a section: their links are pre-rendered, their code loads on such pages.
// Vite drops the server branch from the browser's build (import.meta.env.SSR is false there).
const onServer = import.meta.env.SSR ? await import('../../ui/Pagination.tsx') : undefined;
const LazyPagination = lazy(() => import('../../ui/Pagination.tsx').then((m) => ({ default: m.Pagination })));

/** Sold properties of one group, e.g. PINNACLE SALES, each marked SOLD. */
export function SalesGrid({ block }: SalesGridProps) {
  if (block.items.length === 0) return null;
  const id = slugify(block.heading);
  const Pagination = onServer?.Pagination ?? LazyPagination;
  const tinted = block.group === 'historical';
  const grid = balancedGrid({
    count: block.items.length,
    min: '17rem',
    rowGap: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
    columnGap: 'clamp(1.25rem, 1rem + 1vw, 2rem)',
  });
  return (
    <section id={id} css={[section, tinted ? rootTinted : ivoryGround]} aria-labelledby={`${id}-heading`}>
      <div css={container}>
        <SectionHeader id={`${id}-heading`} title={block.heading} />
        <div css={grid.frame}>
          <ul role="list" css={grid.list}>
            {block.items.map((item) => (
              <li key={item.slug} id={entryAnchor('sales', item.slug)} css={card}>
                <div css={imageFrame('4 / 3')}>
                  <Picture
                    image={item.image}
                    sizes={grid.photoSizes(
                      `(min-width: 1280px) 18.5rem, (min-width: 960px) 30vw, (min-width: 640px) 45vw, ${imageSizes.insideGutters}`,
                    )}
                  />
                  <span css={[label, sold]}>{block.soldLabel}</span>
                </div>
                <div css={body}>
                  <h3 css={cardTitle}>{item.address}</h3>
                  <p css={smallPrint}>{item.fullAddress}</p>
                  <p css={specs}>
                    <span>{formatDecimal(item.bedrooms)} BD</span>
                    <span>{formatDecimal(item.bathrooms)} BA</span>
                    {item.squareFeet !== undefined && <span>{formatSquareFeet(item.squareFeet)}</span>}
                  </p>
                  <p css={price}>{formatPrice(item.price)}</p>
                  {item.soldMonth && <p css={soldWhen}>Sold {item.soldMonth}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
        {block.pagination && (
          <Suspense fallback={null}>
            <Pagination links={block.pagination} label={`Pages of ${block.heading.toLowerCase()}`} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

const rootTinted = css`
  background: ${color.paper};
  border-top: 1px solid ${color.lineSoft};
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
`;

const sold = css`
  position: absolute;
  top: 0.9rem;
  left: 0.9rem;
  padding: 0.4rem 0.75rem;
  background: ${color.navy};
  color: ${color.white};
  letter-spacing: 0.24em;
`;

const body = css`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: 0.4rem;
`;

const specs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.1rem;
  margin: 0.35rem 0 0.5rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.1em;
  color: ${color.inkSoft};
  & > span + span {
    position: relative;
  }
  & > span + span::before {
    content: '';
    position: absolute;
    left: -0.6rem;
    top: 50%;
    width: 1px;
    height: 0.9em;
    margin-top: -0.45em;
    background: ${color.line};
  }
`;

const price = css`
  ${figures};
  margin-top: auto;
  padding-top: 0.75rem;
  border-top: 1px solid ${color.line};
  font-weight: 600;
  color: ${color.ink};
  letter-spacing: 0.02em;
`;

const soldWhen = css`
  margin-top: -0.6rem;
  font-size: ${fontSize.small};
  color: ${color.inkMuted};
`;
