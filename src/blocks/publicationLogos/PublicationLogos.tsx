import { css } from '@emotion/react';
import { useId } from 'react';
import type { PublicationLogosProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { color, mq } from '../../ui/theme.ts';
import { container, label } from '../../ui/styles.ts';

/** A quiet strip of publication logos, greyed so they do not compete with the photography. */
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
              <Picture image={logo.image} sizes="12rem" css={image} />
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

const list = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1.5rem;
  align-items: center;
  margin: 0;
  ${mq.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 2.5rem;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 3rem;
`;

const image = css`
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 100%;
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
