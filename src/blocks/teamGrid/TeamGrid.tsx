import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { BlockProps } from '../blockProps.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { ArrowRight } from '../../ui/icons.tsx';
import { arrowLink, container, hoverZoom, imageFrame, label, section, stretchedLink } from '../../ui/styles.ts';

/** Cards of the team members: photo, name, role and a link to the profile. */
export function TeamGrid({ block }: BlockProps<'teamGrid'>) {
  const headingId = useId();
  const grid = balancedGrid({
    count: block.members.length,
    min: '13rem',
    columnMax: '22rem',
    prefer: 'fewer',
    rowGap: 'clamp(2.5rem, 2rem + 2vw, 4rem)',
    columnGap: 'clamp(1.5rem, 1rem + 2vw, 3rem)',
  });
  return (
    <section css={[section, root]} aria-labelledby={headingId}>
      <div css={container}>
        <SectionHeader id={headingId} title={block.heading} />
        <div css={grid.frame}>
          <ul role="list" css={grid.list}>
            {block.members.map((m) => (
              <li key={m.slug} css={[card, hoverZoom]}>
                <div css={imageFrame('4 / 5')}>
                  <Picture image={m.photo} sizes={grid.photoSizes(`(min-width: 740px) min(29vw, 22rem), min(${imageSizes.insideGutters}, 22rem)`)} />
                </div>
                <h3 css={name}>{m.name}</h3>
                <p css={[label, role]}>{m.role}</p>
                <Link href={m.href} css={[arrowLink, stretchedLink, link]}>
                  {block.actionLabel}
                  <span className="visually-hidden">: {m.name}</span>
                  <ArrowRight size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const root = css`
  background: ${color.ivory};
`;

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
