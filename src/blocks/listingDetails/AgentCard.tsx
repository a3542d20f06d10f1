import { css } from '@emotion/react';
import type { ListingDetailsProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { Phone } from '../../ui/contactIcons.tsx';
import { color, font, fontSize, touchTarget } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';

export type ListingAgent = NonNullable<ListingDetailsProps['block']['agent']>;

/** The portrait is drawn this wide (`sizes` must say the same). */
const PORTRAIT = '4.5rem';

/** The person a visitor reaches about this home: portrait, name (to their profile), RECO category and phone. */
export function AgentCard({ agent }: { agent: ListingAgent }) {
  return (
    <div css={root}>
      <Picture image={agent.photo} sizes={PORTRAIT} css={portrait} />
      <div css={lines}>
        <p css={[label, term]}>Your agent</p>
        <a href={agent.href} css={name}>
          {agent.name}
        </a>
        <p css={category}>{agent.category}</p>
        <a href={agent.tel} css={phone}>
          <Phone size={16} />
          <span>
            <span className="visually-hidden">Call {agent.name}: </span>
            {agent.phone}
          </span>
        </a>
      </div>
    </div>
  );
}

const root = css`
  display: grid;
  grid-template-columns: ${PORTRAIT} minmax(0, 1fr);
  gap: 1rem;
  align-items: center;
  /* The printed brochure names the team's contact already (PrintContact): two pages at most. */
  @media print {
    display: none;
  }
`;

const portrait = css`
  width: ${PORTRAIT};
  height: ${PORTRAIT};
  border-radius: 50%;
  object-fit: cover;
  object-position: center 20%;
  background-color: ${color.navy};
`;

const lines = css`
  display: grid;
  justify-items: start;
  min-width: 0;
`;

const term = css`
  color: ${color.greenOnDark};
`;

const name = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  line-height: 1.3;
  color: ${color.white};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const category = css`
  font-size: ${fontSize.small};
  color: ${color.onDarkSoft};
`;

const phone = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${touchTarget};
  color: ${color.white};
  font-size: ${fontSize.small};
  letter-spacing: 0.04em;
  text-decoration: underline;
  text-underline-offset: 0.25em;
`;
