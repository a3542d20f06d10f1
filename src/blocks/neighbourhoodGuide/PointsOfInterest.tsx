import { css } from '@emotion/react';
import { color, font, fontSize, letterSpacing } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { GuideBand } from './GuideBand.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import type { Guide } from './types.ts';
import { stack } from '../../ui/stack.ts';

export function PointsOfInterest({ guide }: { guide: Guide }) {
  const categories = new Map<string, Guide['pointsOfInterest']>();
  for (const place of guide.pointsOfInterest)
    categories.set(place.category, [...(categories.get(place.category) ?? []), place]);
  const grid = balancedGrid({
    count: categories.size,
    min: '16rem',
    prefer: 'fewer',
    rowGap: '2.5rem',
    columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)',
  });
  return (
    <GuideBand id="points-of-interest" ground={ivoryGround}>
      <div css={grid.frame}>
        <div css={grid.list}>
          {[...categories].map(([category, places]) => (
            <section key={category} css={poiGroup} aria-label={category}>
              <h3 css={[label, poiCategory]}>{category}</h3>
              <ul role="list" css={poiList}>
                {places.map((place) => (
                  <li key={place.name} css={poiItem}>
                    <p css={poiName}>
                      {place.name}
                      <span className="visually-hidden"> ({place.category})</span>
                    </p>
                    {place.description && <p css={poiDescription}>{place.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </GuideBand>
  );
}

const poiGroup = css`
  display: grid;
  align-content: start;
  gap: 1rem;
`;

const poiCategory = css`
  font-family: ${font.text};
  color: ${color.green};
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${color.line};
  letter-spacing: ${letterSpacing.label};
`;

const poiList = css`
  display: grid;
  gap: 1.25rem;
  margin: 0;
`;

const poiItem = stack('0.3rem');

const poiName = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  line-height: 1.25;
  color: ${color.navy};
`;

const poiDescription = css`
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;
