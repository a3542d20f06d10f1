import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { VideoHeroProps } from './block.ts';
import { button } from '../../ui/buttons.ts';

/**
 * The hero's ways in ("View Listings", and whatever the team writes), under the headline. Links
 * only: the server renders them and a hydrating page keeps that HTML (VideoHero, KeptHtml), so
 * their code and the buttons' styles are fetched only to draw the home page from scratch.
 */
export function HeroActions({ actions }: { actions: NonNullable<VideoHeroProps['block']['actions']> }) {
  return (
    <p css={row}>
      {actions.map((action, i) => (
        <Link key={action.href + action.label} href={action.href} css={i === 0 ? button.light : button.onDark}>
          {action.label}
          {action.context && <span className="visually-hidden"> {action.context}</span>}
        </Link>
      ))}
    </p>
  );
}

const row = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1rem;
`;
