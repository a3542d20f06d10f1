import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { SectionHeader } from '../SectionHeader.tsx';
import { container, section } from '../styles.ts';

/**
 * A band of the page on its ground, named by its SectionHeader. The block passes the heading's
 * id (its own useId), so the ids in the pre-rendered page stay the block's.
 */
export function HeadedSection({
  headingId,
  title,
  ground,
  children,
  align,
}: {
  align?: 'centre' | 'start';
  headingId: string;
  title: string;
  ground: SerializedStyles;
  children: ReactNode;
}) {
  return (
    <section css={[section, ground]} aria-labelledby={headingId}>
      <div css={container}>
        <SectionHeader id={headingId} title={title} align={align} />
        {children}
      </div>
    </section>
  );
}
