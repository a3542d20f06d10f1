import { css } from '@emotion/react';
import { useId } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { containerText, prose, rule, section } from '../../ui/styles.ts';

/** An optional heading with paragraphs of text. */
export function RichText({ block }: BlockProps<'richText'>) {
  const headingId = useId();
  return (
    <section css={[section, root]} aria-labelledby={block.heading ? headingId : undefined}>
      <div css={[containerText, inner]}>
        {block.heading && (
          <>
            <h2 id={headingId} css={heading}>
              {block.heading}
            </h2>
            <span css={rule} aria-hidden="true" />
          </>
        )}
        <div css={prose}>
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

const root = css`
  background: ${color.paper};
`;

const inner = css`
  display: grid;
  gap: 1.5rem;
`;

const heading = css`
  font-size: ${fontSize.h2};
  color: ${color.navy};
  letter-spacing: 0.02em;
`;
