import { css } from '@emotion/react';
import { useId } from 'react';
import type { PressCardsProps } from './block.ts';
import { color } from '../../ui/theme.ts';
import { DatedCardGrid } from '../../ui/blockParts/DatedCardGrid.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { HeadedSection } from '../../ui/blockParts/HeadedSection.tsx';
import { External } from '../../ui/icons.tsx';
import { label, stretchedLink } from '../../ui/styles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';

/** IN THE NEWS: press coverage, each card opening its article on the publisher's site in a new tab. */
export function PressCards({ block }: PressCardsProps) {
  const headingId = useId();
  return (
    <HeadedSection headingId={headingId} title={block.heading} ground={paperGround}>
      <DatedCardGrid
        items={block.items}
        card={(item) => ({
          kicker: item.source,
          date: item.date,
          link: (
            <ExternalLink href={item.link} css={stretchedLink}>
              {item.title}
            </ExternalLink>
          ),
          text: item.description,
          footer: (
            <p css={[label, readMore]} aria-hidden="true">
              Read the article <External size={16} />
            </p>
          ),
        })}
      />
    </HeadedSection>
  );
}

const readMore = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
  color: ${color.navy};
`;
