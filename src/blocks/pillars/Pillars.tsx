import { css } from '@emotion/react';
import { useId } from 'react';
import type { PillarsProps } from './block.ts';
import { color, font, mq } from '../../ui/theme.ts';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { container, section } from '../../ui/styles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { headingCapitals, subheading } from '../../ui/typeScale.ts';

/** Short statements side by side, e.g. PASSION, KNOWLEDGE, TRANSPARENCY. */
export function Pillars({ block }: PillarsProps) {
  const headingId = useId();
  // Without a section title the statements themselves are the section's headings.
  const ItemHeading = block.heading ? 'h3' : 'h2';
  return (
    <section
      css={[section, paperGround]}
      aria-labelledby={block.heading ? headingId : undefined}
      aria-label={block.heading ? undefined : 'Our values'}
    >
      <div css={container}>
        {block.heading && <SectionHeader id={headingId} title={block.heading} />}
        <ol role="list" css={list}>
          {block.items.map((item, i) => (
            <li key={item.title} css={pillar}>
              <span css={numeral} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <ItemHeading css={title}>{item.title}</ItemHeading>
              <p css={text}>{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const list = css`
  display: grid;
  gap: 3rem;
  margin: 0;
  ${mq.md} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: clamp(2rem, 4vw, 5rem);
  }
`;

const pillar = css`
  display: grid;
  align-content: start;
  gap: 1rem;
  padding-top: 1.75rem;
  border-top: 1px solid ${color.green};
`;

const numeral = css`
  font-family: ${font.display};
  font-size: 1.125rem;
  font-style: italic;
  color: ${color.green};
`;

const title = css`
  ${subheading};
  ${headingCapitals};
  letter-spacing: 0.14em;
  color: ${color.navy};
`;

const text = css`
  color: ${color.inkSoft};
  max-width: 40ch;
`;
