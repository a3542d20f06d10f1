import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { container, renderWhenNear, section } from '../../ui/styles.ts';
import { color, headingGap } from '../../ui/theme.ts';
import { titleOf } from './sections.ts';
import { sectionHeading } from '../../ui/typeScale.ts';

interface GuideBandProps {
  /** The #fragment the table of contents links to; the heading's id and text follow from it. */
  id: keyof typeof whenNear;
  ground: SerializedStyles;
  children: ReactNode;
}

/** A full-width band of the guide under its title: the overview, the schools, the points of interest. */
export function GuideBand({ id, ground, children }: GuideBandProps) {
  return (
    <section id={id} css={[section, ground, whenNear[id]]} aria-labelledby={`${id}-heading`}>
      <div css={container}>
        <h2 id={`${id}-heading`} css={bandHeading}>
          {titleOf(id)}
        </h2>
        {children}
      </div>
    </section>
  );
}

const bandHeading = css`
  ${sectionHeading};
  color: ${color.navy};
  margin-bottom: ${headingGap};
`;

/*
 * Below the introduction a guide runs to about 5,000 px on a phone. Its bands are laid out only
 * as they near the screen (renderWhenNear); the estimates are their content heights, padding
 * excluded, in the sample guides at 360-959 px and from 960 px. Schools and places vary with
 * their lists (on phones 643-1061 and 826-1036 px).
 */
const whenNear = {
  overview: renderWhenNear({ phone: '30rem', wide: '14rem' }),
  market: renderWhenNear({ phone: '52rem', wide: '35rem' }),
  schools: renderWhenNear({ phone: '53rem', wide: '28rem' }),
  'points-of-interest': renderWhenNear({ phone: '57rem', wide: '34rem' }),
};
