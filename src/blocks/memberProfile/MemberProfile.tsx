import { css } from '@emotion/react';
import type { MemberProfileProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, font, fontSize, headerHeight, letterSpacing, mq, touchTarget } from '../../ui/theme.ts';
import { photoBesideText } from '../../ui/splitLayout.ts';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { ContactLines } from '../../ui/ContactLines.tsx';
import { Instagram, LinkedIn } from '../../ui/socialIcons.tsx';
import { container, cover, label } from '../../ui/styles.ts';
import { Prose } from '../../ui/blockParts/Prose.tsx';
import { wrappingRow } from '../../ui/wrappingRow.ts';
import { pageTitle } from '../../ui/typeScale.ts';

/** A team member's title band, photo, contact details, biography and social links. */
export function MemberProfile({ block }: MemberProfileProps) {
  const { member } = block;
  const socials = [
    member.instagram && { href: member.instagram, name: 'Instagram', Icon: Instagram },
    member.linkedin && { href: member.linkedin, name: 'LinkedIn', Icon: LinkedIn },
  ].filter((s): s is { href: string; name: string; Icon: typeof Instagram } => Boolean(s));

  return (
    <article>
      <header css={band}>
        <div css={[container, bandInner]}>
          <p css={[label, role]}>{member.role}</p>
          <h1 css={name}>{member.name}</h1>
          <p css={registered}>
            {categoryTitle[member.registration.category]}, registered with RECO as {member.registration.name}
          </p>
        </div>
      </header>

      <div css={bodyWrap}>
        <div css={[container, layout]}>
          <div css={photoColumn}>
            <div css={photoFrame}>
              <Picture image={member.photo} priority sizes={imageSizes.profilePhoto} css={cover} />
            </div>
          </div>

          <div css={details}>
            <p css={summary}>{member.summary}</p>

            <ContactLines
              email={member.email}
              phone={member.phone}
              office={member.office}
              tone="light"
              label={`Contact ${member.name}`}
            />

            {socials.length > 0 && (
              <ul role="list" css={socialList}>
                {socials.map(({ href, name: network, Icon }) => (
                  <li key={network}>
                    <ExternalLink href={href} css={socialLink}>
                      <Icon size={18} />
                      <span>
                        {network}
                        <span className="visually-hidden">: {member.name}</span>
                      </span>
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            )}

            <section css={bio} aria-label="Biography">
              <Prose paragraphs={member.biography} />
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The registration category as RECO's permitted terms write it (Bulletin 5.2). */
const categoryTitle = { 'broker of record': 'Broker of Record', broker: 'Broker', salesperson: 'Salesperson' } as const;

const registered = css`
  font-size: ${fontSize.small};
  color: ${color.greenOnDark};
`;

const band = css`
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  padding: clamp(3rem, 2rem + 4vw, 6rem) 0 clamp(3rem, 2rem + 4vw, 5.5rem);
  box-shadow: inset 0 -3px 0 ${color.green};
`;

const bandInner = css`
  display: grid;
  gap: 1rem;
  justify-items: center;
  text-align: center;
`;

const role = css`
  color: ${color.greenOnDark};
`;

const name = css`
  ${pageTitle};
`;

const bodyWrap = css`
  padding-block: clamp(3rem, 2rem + 4vw, 7rem);
  background: ${color.ivory};
`;

// The photo sticks below the header while the text scrolls past, so the columns start together.
const layout = photoBesideText('minmax(0, 5fr) minmax(0, 7fr)', 'start');

const photoColumn = css`
  ${mq.md} {
    position: sticky;
    top: calc(${headerHeight}px + 2rem);
  }
`;

const photoFrame = css`
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${color.sand};
  max-width: 34rem;
  margin-inline: auto;
  ${mq.md} {
    margin-top: calc(-1 * clamp(5rem, 3rem + 5vw, 9rem));
    box-shadow: 0 40px 80px -50px rgba(15, 35, 64, 0.6);
  }
`;

const details = css`
  display: grid;
  gap: 2rem;
  min-width: 0;
`;

const summary = css`
  font-family: ${font.display};
  font-size: ${fontSize.h3};
  font-style: italic;
  line-height: 1.35;
  color: ${color.navy};
`;

const socialList = css`
  ${wrappingRow};
  gap: 0.75rem;
`;

const socialLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: ${touchTarget};
  padding: 0.5rem 1.1rem;
  border: 1px solid ${color.navy};
  color: ${color.navy};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.label};
  text-transform: uppercase;
  text-decoration: none;
  transition:
    background-color 320ms,
    color 320ms;
  ${mq.hover} {
    &:hover {
      background: ${color.navy};
      color: ${color.white};
    }
  }
`;

const bio = css`
  padding-top: 0.5rem;
`;
