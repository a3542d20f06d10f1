import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { FeaturedMemberProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { breakpoint, color, font, fontSize } from '../../ui/theme.ts';
import { container, cover, label, section } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { prose } from '../../ui/staticStyles.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';
import { photoBesideText } from '../../ui/splitLayout.ts';
import { sectionHeading } from '../../ui/typeScale.ts';

/** The lead broker presented large: photo, name, role, summary and a link to the profile. */
export function FeaturedMember({ block }: FeaturedMemberProps) {
  const headingId = useId();
  const { member } = block;
  return (
    <section css={[section, ivoryGround]} aria-labelledby={headingId}>
      <div css={[container, layout]}>
        <div css={photoFrame}>
          <Picture
            image={member.photo}
            sizes={`(min-width: ${breakpoint.md}px) min(38vw, 34rem), min(${imageSizes.insideGutters}, 64vh)`}
            css={cover}
          />
        </div>
        <div css={text}>
          <p css={[label, eyebrow]}>{block.heading}</p>
          <h2 id={headingId} css={name}>
            {member.name}
          </h2>
          <p css={role}>{member.role}</p>
          <div css={prose}>
            <p>{member.summary}</p>
          </div>
          <Link href={block.action.href} css={button.primary}>
            {block.action.label}
            <span className="visually-hidden">: {member.name}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

const layout = photoBesideText('minmax(0, 5fr) minmax(0, 6fr)');

const photoFrame = css`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${color.sand};
  max-height: 80vh;
`;

const text = css`
  display: grid;
  justify-items: start;
  gap: 1.25rem;
`;

const eyebrow = css`
  color: ${color.green};
`;

/* A person's name: the section heading's size, in the case it is written in. */
const name = css`
  ${sectionHeading};
  text-transform: none;
  letter-spacing: 0.01em;
  color: ${color.navy};
`;

const role = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  font-style: italic;
  color: ${color.inkSoft};
  margin-bottom: 0.5rem;
`;
