import { css } from '@emotion/react';
import type { ListingFloorPlansProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { container } from '../../ui/styles.ts';
import { mediaCaption, mediaFigure, mediaFrame, mediaList, mediaSection } from '../../ui/mediaSection.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';

const FLOOR_PLANS_HEADING = 'Floor plans';
const FLOOR_PLANS_ID = 'floor-plans';

/**
 * A plan per level under the listing's details, each opening in the lightbox with zoom (an SVG
 * stays sharp at any zoom), and the whole set as a PDF when the team has one. A static block: a
 * listing page fetches no code for it; a press on a plan fetches the lightbox (openFloorPlan.ts),
 * and without JavaScript each plan is a plain link to its image at full size.
 */
export function ListingFloorPlans({ block }: ListingFloorPlansProps) {
  if (!block.levels.length) return null;
  return (
    <section css={mediaSection} aria-labelledby={FLOOR_PLANS_ID} data-media-section>
      <div css={container}>
        <SectionHeader id={FLOOR_PLANS_ID} title={FLOOR_PLANS_HEADING} align="start" />
        <ul css={plansList} data-floor-plans={block.title}>
          {block.levels.map((level) => (
            <li key={level.image.src}>
              <figure css={mediaFigure}>
                <a
                  href={level.image.src}
                  css={frame}
                  data-floor-plan={level.label}
                  aria-label={`${level.label} plan of ${block.title}, at full size`}
                >
                  <img
                    src={level.image.src}
                    alt={level.image.alt}
                    width={level.image.width}
                    height={level.image.height}
                    loading="lazy"
                    decoding="async"
                    fetchPriority="low"
                    css={picture}
                  />
                </a>
                <figcaption css={mediaCaption}>{level.label}</figcaption>
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

const plansList = mediaList('16rem');

const frame = css`
  ${mediaFrame};
  background: ${color.white};
  border: 1px solid ${color.line};
  padding: 0.75rem;
`;

const picture = css`
  display: block;
  width: 100%;
  height: auto;
`;

const download = css`
  margin-top: 1.5rem;
  font-size: ${fontSize.small};
  a {
    color: ${color.green};
  }
`;
