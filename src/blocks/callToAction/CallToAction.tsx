import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { CallToActionProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { rule, section } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { containerText } from '../../ui/staticStyles.ts';
import { centredStack } from '../../ui/centredStack.ts';
import { sandGround } from '../../ui/blockParts/grounds/sandGround.ts';
import { sectionHeading } from '../../ui/typeScale.ts';

/** A short pitch with one button, e.g. WORK WITH US. */
export function CallToAction({ block }: CallToActionProps) {
  const headingId = useId();
  return (
    <section css={[section, sandGround]} aria-labelledby={headingId}>
      <div css={[containerText, inner]}>
        <h2 id={headingId} css={heading}>
          {block.heading}
        </h2>
        <span css={rule} aria-hidden="true" />
        <p css={text}>{block.text}</p>
        <Link href={block.action.href} css={button.primary}>
          {block.action.label}
        </Link>
      </div>
    </section>
  );
}

const inner = centredStack('1.5rem');

const heading = css`
  ${sectionHeading};
  color: ${color.navy};
`;

const text = css`
  font-size: ${fontSize.lead};
  color: ${color.inkSoft};
  max-width: 52ch;
  margin-bottom: 0.75rem;
`;
