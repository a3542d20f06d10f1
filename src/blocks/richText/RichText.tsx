import { css } from '@emotion/react';
import { useId } from 'react';
import type { RichTextProps } from './block.ts';
import { color } from '../../ui/theme.ts';
import { rule, section } from '../../ui/styles.ts';
import { containerText } from '../../ui/staticStyles.ts';
import { paperGround } from '../../ui/blockParts/grounds/paperGround.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { stack } from '../../ui/stack.ts';
import { sectionHeading } from '../../ui/typeScale.ts';

/** An optional heading with paragraphs of text. */
export function RichText({ block }: RichTextProps) {
  const headingId = useId();
  return (
    <section css={[section, paperGround]} aria-labelledby={block.heading ? headingId : undefined}>
      <div css={[containerText, inner]}>
        {block.heading && (
          <>
            <h2 id={headingId} css={heading}>
              {block.heading}
            </h2>
            <span css={rule} aria-hidden="true" />
          </>
        )}
        <Prose paragraphs={block.paragraphs} />
      </div>
    </section>
  );
}

const inner = stack('1.5rem');

const heading = css`
  ${sectionHeading};
  color: ${color.navy};
`;
