import { css } from '@emotion/react';
import { Pin } from '../../ui/contactIcons.tsx';
import { balancedGrid } from '../../ui/balancedGrid.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { GuideBand } from './GuideBand.tsx';
import { type SourceIndex, SourceNote } from './SourceNote.tsx';
import type { Guide } from './types.ts';
import { cardTitle } from '../../ui/cardSurface.ts';

export function Schools({ guide, sources }: { guide: Guide; sources: SourceIndex }) {
  const grid = balancedGrid({ count: guide.schools.items.length, min: '16rem', columnGap: '1.25rem' });
  return (
    <GuideBand id="schools" ground={paperGround}>
      <div css={grid.frame}>
        <ul role="list" css={grid.list}>
          {guide.schools.items.map((school) => (
            <li key={school.name} css={schoolCard}>
              <p css={[label, schoolType]}>{school.type}</p>
              <h3 css={cardTitle}>{school.name}</h3>
              <dl css={schoolFacts}>
                <div>
                  <dt className="visually-hidden">Grades</dt>
                  <dd>Grades {school.grades}</dd>
                </div>
                <div css={schoolAddress}>
                  <dt>
                    <Pin size={16} />
                    <span className="visually-hidden">Address</span>
                  </dt>
                  <dd>{school.address}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
      <SourceNote figures={[{ term: 'Schools', source: guide.schools.source }]} sources={sources} />
    </GuideBand>
  );
}

const schoolCard = css`
  display: grid;
  align-content: start;
  gap: 0.6rem;
  padding: 1.5rem;
  background: ${color.white};
  border: 1px solid ${color.lineSoft};
  border-top: 2px solid ${color.green};
`;

const schoolType = css`
  color: ${color.green};
`;

const schoolFacts = css`
  display: grid;
  gap: 0.3rem;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const schoolAddress = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  & svg {
    color: ${color.green};
  }
`;
