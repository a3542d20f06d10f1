import { css } from '@emotion/react';
import { useId } from 'react';
import type { RecognitionProps } from './block.ts';
import { color, font, fontSize } from '../../ui/theme.ts';
import { label, section } from '../../ui/styles.ts';
import { containerText } from '../../ui/staticStyles.ts';
import { centredStack } from '../../ui/centredStack.ts';
import { headingCapitals, subheading } from '../../ui/typeScale.ts';

/** An award or ranking set large, e.g. "#3 Agent on Social Media in Ontario, 2024". */
export function Recognition({ block }: RecognitionProps) {
  const headingId = useId();
  return (
    <section css={[section, root]} aria-labelledby={headingId}>
      <div css={[containerText, inner]}>
        <p css={rank} aria-hidden="true">
          {block.rank}
        </p>
        <h2 id={headingId} css={title}>
          <span className="visually-hidden">{block.rank} </span>
          {block.title}
        </h2>
        <p css={[label, year]}>{block.year}</p>
        {block.text && <p css={text}>{block.text}</p>}
        {block.basis && <p css={basis}>{block.basis}</p>}
      </div>
    </section>
  );
}

const root = css`
  background: ${color.sand};
  color: ${color.navy};
`;

const inner = centredStack('1rem');

const rank = css`
  font-family: ${font.display};
  font-size: clamp(5rem, 3rem + 9vw, 10rem);
  font-weight: 300;
  /* Room for the figure's full height: at 0.9 the rank touched the title below it. */
  line-height: 1;
  font-variant-numeric: lining-nums;
  letter-spacing: 0.02em;
  color: ${color.navy};
`;

const title = css`
  ${subheading};
  ${headingCapitals};
  max-width: 22ch;
`;

const year = css`
  padding: 0.4rem 1rem;
  border: 1px solid ${color.green};
  color: ${color.green};
`;

/** The claim's basis (who ranked it, what and when), in small type as RECO's checklist asks. */
const basis = css`
  max-width: 60ch;
  font-size: ${fontSize.small};
  color: ${color.inkSoft};
`;

const text = css`
  max-width: 52ch;
  color: ${color.inkSoft};
`;
