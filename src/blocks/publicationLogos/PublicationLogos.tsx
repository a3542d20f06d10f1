import { css } from '@emotion/react';
import { useId } from 'react';
import type { PublicationLogosProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { breakpoint, color, mq } from '../../ui/theme.ts';
import { container, label } from '../../ui/styles.ts';

/** How large the logos are drawn (their full size is resolve.ts's area): smaller where their row is narrower. */
const SCALE = { phone: 0.7, lg: 0.85, xl: 1 } as const;

/**
 * A quiet strip of publication logos, greyed so they do not compete with the photography. Each
 * is sized by its optical height (the same area for each, resolve.ts), not stretched to a column:
 * two or three to a row on phones and tablets, one centred row on wide screens.
 */
export function PublicationLogos({ block }: PublicationLogosProps) {
  const headingId = useId();
  return (
    <section css={root} aria-labelledby={headingId}>
      <div css={container}>
        <h2 id={headingId} css={[label, heading]}>
          {block.heading}
        </h2>
        <ul role="list" css={list}>
          {block.logos.map((logo) => (
            <li key={logo.name} css={item}>
              <Picture
                image={logo.image}
                sizes={`(min-width: ${breakpoint.xl}px) ${logo.width * SCALE.xl}rem, (min-width: ${breakpoint.lg}px) ${logo.width * SCALE.lg}rem, ${logo.width * SCALE.phone}rem`}
                css={[image, css({ height: `${logo.height}em` })]}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const root = css`
  padding-block: clamp(3rem, 2.5rem + 2vw, 4.5rem);
  background: ${color.ivory};
  border-block: 1px solid ${color.lineSoft};
`;

const heading = css`
  text-align: center;
  color: ${color.inkMuted};
  margin-bottom: 2rem;
`;

/* The logos' heights are in em: the list's font size scales them all. */
const list = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1.5rem;
  align-items: center;
  margin: 0;
  font-size: ${SCALE.phone}rem;
  ${mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2rem 2.5rem;
    font-size: ${SCALE.lg}rem;
  }
  ${mq.xl} {
    font-size: ${SCALE.xl}rem;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
`;

const image = css`
  width: auto;
  max-width: 100%;
  object-fit: contain;
  filter: grayscale(1);
  opacity: 0.7;
  transition:
    opacity 320ms,
    filter 320ms;
  ${mq.hover} {
    &:hover {
      opacity: 1;
      filter: none;
    }
  }
`;
