import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { CardArrowLink, columnCard, PhotoCardGrid, type PhotoCardLayout, type PhotoCardPhoto } from '../../ui/media/PhotoCardGrid.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { HeadedSection } from '../../ui/SectionHeader.tsx';
import { ground, label } from '../../ui/styles.ts';

const layout: PhotoCardLayout = { min: '13rem', columnMax: '22rem', prefer: 'fewer', rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)', columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)' };
const photo: PhotoCardPhoto<BlockProps<'teamGrid'>['block']['members'][number]> = {
  ratio: '4 / 5',
  columnSizes: `(min-width: 740px) min(29vw, 22rem), min(${imageSizes.insideGutters}, 22rem)`,
  of: (m) => m.photo,
};

/** Cards of the team members: photo, name, role and a link to the profile. */
export function TeamGrid({ block }: BlockProps<'teamGrid'>) {
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={ground.ivory}>
      <PhotoCardGrid items={block.members} layout={layout} photo={photo} card={card}>
        {(m) => (
          <>
            <h3 css={name}>{m.name}</h3>
            <p css={[label, role]}>{m.role}</p>
            <CardArrowLink href={m.href} label={block.actionLabel} context={<>: {m.name}</>} place={link} />
          </>
        )}
      </PhotoCardGrid>
    </HeadedSection>
  );
}

const card = columnCard('0.6rem');

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
