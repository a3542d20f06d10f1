import { balancedGrid } from '../../ui/balancedGrid.ts';
import { Suspense, lazy } from 'react';
import { css } from '@emotion/react';
import type { SalesGridProps } from './block.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color } from '../../ui/theme.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { entryAnchor } from '../../model/entries.ts';
import { slugify } from '../../ui/slug.ts';
import { container, section } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { PropertyCard } from '../../ui/PropertyCard.tsx';

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
  const words = { bedrooms: block.bedroomsLabel, bathrooms: block.bathroomsLabel };
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
              // The id is where a sold home's former address leads (/portfolio#sales-<slug>).
              <PropertyCard
                key={item.slug}
                id={entryAnchor('sales', item.slug)}
                home={item}
                words={words}
                soldLabel={block.soldLabel}
                heading="h3"
                sizes={grid.photoSizes(
                  `(min-width: 1280px) 18.5rem, (min-width: 960px) 30vw, (min-width: 640px) 45vw, ${imageSizes.insideGutters}`,
                )}
              />
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
