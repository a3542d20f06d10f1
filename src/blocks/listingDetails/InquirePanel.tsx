import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { ListingDetailsProps } from './block.ts';
import { formatPrice } from '../../ui/format.ts';
import { color, fontSize, font } from '../../ui/theme.ts';
import { figures, label } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { stickyBelowHeader } from '../../ui/staticStyles.ts';
import { navyPanel } from '../../ui/navyPanel.ts';
import { AgentCard } from './AgentCard.tsx';
import { panelTextAction } from './panelTextAction.ts';
import { PanelActions } from './PanelActions.tsx';
import { headingCapitals, subheading } from '../../ui/typeScale.ts';

const SHOWING_ACTION = 'Request a private showing';

/** The sticky INQUIRE panel: the home, the agent who answers for it, the brokerage, and the ways to ask. */
export function InquirePanel({ block }: ListingDetailsProps) {
  const { listing } = block;
  return (
    <aside css={stickyBelowHeader} aria-labelledby="listing-inquire">
      <div css={panel}>
        <h2 id="listing-inquire" css={panelHeading}>
          {block.inquireHeading}
        </h2>
        <p css={panelAddress}>{listing.address}</p>
        <p css={panelPrice}>{formatPrice(listing.price, listing.offer)}</p>
        {block.agent && <AgentCard agent={block.agent} />}
        <dl css={brokerageList}>
          <dt css={[label, brokerageTerm]}>Listing brokerage</dt>
          <dd>{listing.brokerage}</dd>
          {/* Every advertisement names the team's own brokerage (RECO Bulletin 5.1), also on another firm's listing. */}
          {listing.brokerage !== block.brochure.brokerage && (
            <>
              <dt css={[label, brokerageTerm]}>Presented by</dt>
              <dd>{`${block.brochure.team}, ${block.brochure.brokerage}`}</dd>
            </>
          )}
        </dl>
        <Link href={block.inquireAction.href} css={[button.light, panelButton]}>
          {block.inquireAction.label}
        </Link>
        {block.showingHref && (
          <Link href={block.showingHref} css={panelTextAction}>
            {SHOWING_ACTION}
          </Link>
        )}
        <PanelActions listing={listing} shareUrl={block.brochure.url} />
      </div>
    </aside>
  );
}

const panel = css`
  ${navyPanel};
  gap: 1rem;
  padding: clamp(1.75rem, 1.5rem + 1vw, 2.5rem);
  box-shadow: 0 30px 60px -40px rgba(15, 35, 64, 0.6);
`;

const panelHeading = css`
  ${subheading};
  ${headingCapitals};
  padding-bottom: 1rem;
  border-bottom: 1px solid ${color.lineOnDark};
`;

const panelAddress = css`
  font-family: ${font.display};
  font-size: ${fontSize.h4};
  line-height: 1.3;
`;

const panelPrice = css`
  ${figures};
  color: ${color.onDarkSoft};
  letter-spacing: 0.02em;
`;

const brokerageList = css`
  display: grid;
  gap: 0.35rem;
  padding-block: 1rem;
  border-block: 1px solid ${color.lineOnDark};
  & dd + dt {
    margin-top: 0.65rem;
  }
`;

const brokerageTerm = css`
  color: ${color.greenOnDark};
`;

const panelButton = css`
  margin-top: 0.5rem;
  width: 100%;
`;
