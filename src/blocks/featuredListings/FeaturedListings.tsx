import { css } from '@emotion/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { FeaturedListingsProps } from './block.ts';
import { ListingCards } from '../../ui/ListingCards.tsx';
import { SectionHeader } from '../../ui/SectionHeader.tsx';
import { container, section } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { ivoryGround } from '../../ui/blockParts/grounds/ivoryGround.ts';

/**
 * Homes first: the band the team places after the home page's hero, its homes drawn with the
 * listings' own card, and a way on to every listing. Static: pre-rendered, no code in the browser.
 */
export function FeaturedListings({ block }: FeaturedListingsProps) {
  const headingId = useId();
  if (!block.items.length) return null;
  return (
    <section css={[section, ivoryGround]} aria-labelledby={headingId}>
      <div css={container}>
        <SectionHeader id={headingId} title={block.heading} {...(block.intro ? { intro: block.intro } : {})} />
        <ListingCards
          items={block.items}
          bedroomsLabel={block.bedroomsLabel}
          bathroomsLabel={block.bathroomsLabel}
          soldLabel={block.soldLabel}
          heading="h3"
        />
        {block.action && (
          <p css={more}>
            <Link href={block.action.href} css={button.outline}>
              {block.action.label}
              {block.action.context && <span className="visually-hidden"> {block.action.context}</span>}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

const more = css`
  display: flex;
  justify-content: center;
  margin-top: clamp(2rem, 1.5rem + 2vw, 3rem);
`;
