import { css } from '@emotion/react';
import type { PageHeroProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, font, fontSize, gutter, headerHeight, letterSpacing } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { headingCapitals, pageTitle } from '../../ui/typeScale.ts';

/**
 * A full-bleed photograph with the page title over it. It starts at the very top of the page,
 * under the fixed header, and a scrim keeps the white text legible on any photograph. A short one
 * is a band little taller than its words, so the page's content (the listings' first home) shows
 * on a phone's first screen.
 */
export function PageHero({ block }: PageHeroProps) {
  const short = block.size === 'short';
  return (
    <section css={[root, short && shortRoot]}>
      <Picture image={block.image} priority sizes={imageSizes.fullBleed} css={image} />
      <div css={scrim} aria-hidden="true" />
      <div css={[content, short && shortContent]}>
        <h1 css={heading}>{block.heading}</h1>
        {block.subheading && (
          <>
            <span css={rule} aria-hidden="true" />
            <p css={block.subheadingStyle === 'sentence' ? subSentence : subLabel}>{block.subheading}</p>
          </>
        )}
      </div>
    </section>
  );
}

const root = css`
  position: relative;
  isolation: isolate;
  display: grid;
  align-items: end;
  min-height: clamp(26rem, 62vh, 44rem);
  overflow: hidden;
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
`;

const shortRoot = css`
  min-height: 0;
`;

const image = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const scrim = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: linear-gradient(180deg, rgba(6, 14, 28, 0.55) 0%, rgba(6, 14, 28, 0.25) 38%, rgba(6, 14, 28, 0.35) 62%, rgba(6, 14, 28, 0.72) 100%);
`;

const content = css`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  width: 100%;
  max-width: 64rem;
  margin-inline: auto;
  padding: calc(${headerHeight}px + 3rem) ${gutter} clamp(3rem, 2rem + 4vw, 6rem);
  text-align: center;
`;

const shortContent = css`
  gap: 0.75rem;
  padding-top: calc(${headerHeight}px + clamp(1.5rem, 1rem + 2vw, 3rem));
  padding-bottom: clamp(1.75rem, 1.25rem + 2vw, 3.5rem);
`;

const heading = css`
  ${pageTitle};
  ${headingCapitals};
  text-shadow: 0 2px 20px rgba(6, 14, 28, 0.3);
`;

const rule = css`
  width: 3rem;
  height: 1px;
  background: rgba(255, 255, 255, 0.75);
`;

const subLabel = css`
  ${label};
  letter-spacing: ${letterSpacing.label};
  color: ${color.white};
`;

const subSentence = css`
  font-family: ${font.display};
  font-size: ${fontSize.lead};
  font-style: italic;
  line-height: 1.5;
  max-width: 46ch;
  color: ${color.white};
`;
