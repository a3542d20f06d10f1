import { css } from '@emotion/react';
import { useId } from 'react';
import type { TeamGridProps } from './block.ts';
import { PhotoCardGrid } from '../../ui/blockParts/PhotoCardGrid.tsx';
import { CardLink } from '../../ui/CardLink.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color } from '../../ui/theme.ts';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { label } from '../../ui/styles.ts';
import { cardName } from '../../ui/staticStyles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { cardColumn } from '../../ui/cardSurface.ts';

/** Cards of the team members: photo, name, role and a link to the profile. */
export function TeamGrid({ block }: TeamGridProps) {
  const grid = balancedGrid({
    count: block.members.length,
    min: '13rem',
    columnMax: '22rem',
    prefer: 'fewer',
    rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)',
    columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)',
  });
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={ivoryGround}>
      <PhotoCardGrid
        items={block.members}
        grid={grid}
        ratio="4 / 5"
        sizes={`(min-width: 740px) min(29vw, 22rem), min(${imageSizes.insideGutters}, 22rem)`}
        image={(m) => m.photo}
        card={card}
      >
        {(m) => (
          <>
            <h3 css={name}>{m.name}</h3>
            <p css={[label, role]}>{m.role}</p>
            <CardLink href={m.href} label={block.actionLabel} context={<>: {m.name}</>} css={link} />
          </>
        )}
      </PhotoCardGrid>
    </HeadedSection>
  );
}

const card = css`
  ${cardColumn};
  gap: 0.6rem;
`;

const name = css`
  ${cardName};
  margin-top: 0.9rem;
`;

const role = css`
  color: ${color.green};
`;

const link = css`
  align-self: flex-start;
`;
