import { css } from '@emotion/react';
import type { ListingFloorPlansProps } from './block.ts';
import { color, fontSize, mq } from '../../ui/theme.ts';
import { containerWide, label } from '../../ui/styles.ts';

export const FLOOR_PLANS_HEADING = 'FLOOR PLANS';
export const FLOOR_PLANS_ID = 'floor-plans';

/**
 * A plan per level under the listing's details, each opening in the lightbox with zoom (an SVG
 * stays sharp at any zoom), and the whole set as a PDF when the team has one. A static block: a
 * listing page fetches no code for it; a press on a plan fetches the lightbox (openFloorPlan.ts),
 * and without JavaScript each plan is a plain link to its image at full size.
 */
export function ListingFloorPlans({ block }: ListingFloorPlansProps) {
  if (!block.levels.length) return null;
  return (
    <section css={root} aria-labelledby={FLOOR_PLANS_ID}>
      <div css={containerWide}>
        <h2 id={FLOOR_PLANS_ID} css={heading}>
          {FLOOR_PLANS_HEADING}
        </h2>
        <ul css={plans} data-floor-plans={block.title}>
          {block.levels.map((level) => (
            <li key={level.image.src}>
              <figure css={figure}>
                <a href={level.image.src} css={frame} data-floor-plan={level.label} aria-label={`${level.label} plan of ${block.title}, at full size`}>
                  <img src={level.image.src} alt={level.image.alt} width={level.image.width} height={level.image.height} loading="lazy" decoding="async" fetchPriority="low" css={picture} />
                </a>
                <figcaption css={[label, caption]}>{level.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {block.pdf && (
          <p css={download}>
            <a href={block.pdf} download>
              Download the floor plans (PDF)
            </a>
          </p>
        )}
      </div>
    </section>
  );
}

const root = css`
  background: ${color.ivory};
  padding-bottom: clamp(3rem, 2rem + 3vw, 5.5rem);
`;

const heading = css`
  ${label};
  color: ${color.green};
  margin-bottom: 1.5rem;
`;

const plans = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2rem;
  ${mq.sm} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    align-items: start;
  }
`;

const figure = css`
  margin: 0;
  display: grid;
  gap: 0.75rem;
`;

const frame = css`
  display: block;
  background: ${color.white};
  border: 1px solid ${color.line};
  padding: 0.75rem;
  &:focus-visible {
    outline: 2px solid ${color.green};
    outline-offset: 3px;
  }
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
`;

const caption = css`
  color: ${color.inkSoft};
`;

const download = css`
  margin-top: 1.5rem;
  font-size: ${fontSize.small};
  a {
    color: ${color.green};
  }
`;
