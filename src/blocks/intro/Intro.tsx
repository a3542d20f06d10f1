import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { IntroProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { breakpoint, color, mq } from '../../ui/theme.ts';
import { container, rule, section } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { photoBesideText } from '../../ui/splitLayout.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { sectionHeading } from '../../ui/typeScale.ts';

/** "Get to know": the team photo beside a short description and buttons. */
export function Intro({ block }: IntroProps) {
  const headingId = useId();
  return (
    <section css={[section, ivoryGround]} aria-labelledby={headingId}>
      <div css={[container, layout]}>
        <div css={photoFrame}>
          <Picture
            image={block.image}
            sizes={`(min-width: ${breakpoint.md}px) min(44vw, 38.5rem), ${imageSizes.insideGutters}`}
            css={photo}
          />
        </div>
        <div css={text}>
          <span css={rule} aria-hidden="true" />
          <h2 id={headingId} css={heading}>
            {block.heading}
          </h2>
          <Prose paragraphs={block.paragraphs} />
          {block.actions.length > 0 && (
            <div css={actions}>
              {block.actions.map((action, i) => (
                <Link
                  key={action.href + action.label}
                  href={action.href}
                  css={i === 0 ? button.primary : button.outline}
                >
                  {action.label}
                  {action.context && <span className="visually-hidden"> {action.context}</span>}
                </Link>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

const layout = photoBesideText('minmax(0, 1.05fr) minmax(0, 1fr)');

const photoFrame = css`
  position: relative;
  ${mq.md} {
    /* A thin offset frame in the accent colour, the one flourish on the page. */
    &::before {
      content: '';
      position: absolute;
      inset: 1.5rem -1.5rem -1.5rem 1.5rem;
      border: 1px solid ${color.green};
      z-index: 0;
    }
  }
`;

const photo = css`
  position: relative;
  z-index: 1;
  width: 100%;
  height: auto;
`;

const text = css`
  display: grid;
  gap: 1.75rem;
  justify-items: start;
`;

const heading = css`
  ${sectionHeading};
  color: ${color.navy};
  max-width: 18ch;
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 0.5rem;
`;
