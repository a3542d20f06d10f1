import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { CardArrowLink, PhotoCardGrid } from '../../ui/media/PhotoCardGrid.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { container, ground, label, section } from '../../ui/styles.ts';

/** Cards of the team members: photo, name, role and a link to the profile. */
export function TeamGrid({ block }: BlockProps<'teamGrid'>) {
  const headingId = useId();
  return (
    <section css={[section, ground.ivory]} aria-labelledby={headingId}>
      <div css={container}>
        <SectionHeader id={headingId} title={block.heading} />
        <PhotoCardGrid
          items={block.members}
          layout={{ min: '13rem', columnMax: '22rem', prefer: 'fewer', rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)', columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)' }}
          photo={{ ratio: '4 / 5', columnSizes: `(min-width: 740px) min(29vw, 22rem), min(${imageSizes.insideGutters}, 22rem)` }}
          card={card}
          keyOf={(m) => m.slug}
          photoOf={(m) => m.photo}
        >
          {(m) => (
            <>
              <h3 css={name}>{m.name}</h3>
              <p css={[label, role]}>{m.role}</p>
              <CardArrowLink href={m.href} label={block.actionLabel} context={<>: {m.name}</>} place={link} />
            </>
          )}
        </PhotoCardGrid>
      </div>
    </section>
  );
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;

const name = css`
  margin-top: 0.9rem;
  font-size: ${fontSize.h3};
  color: ${color.navy};
`;

const role = css`
  color: ${color.green};
`;

const link = css`
  align-self: flex-start;
`;
