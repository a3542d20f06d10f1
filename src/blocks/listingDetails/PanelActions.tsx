import { css } from '@emotion/react';
import { FavouriteButton } from '../../ui/favourites/FavouriteButton.tsx';
import { ShareButton } from './ShareButton.tsx';

/** What a visitor can do with the home from the enquiry panel besides enquiring: share it, or keep it in this browser's favourites. */
export function PanelActions({
  listing,
  shareUrl,
}: {
  listing: { slug: string; title: string; address: string };
  shareUrl: string;
}) {
  return (
    <div css={row}>
      <ShareButton title={listing.title} url={shareUrl} />
      <FavouriteButton slug={listing.slug} address={listing.address} tone="dark" />
    </div>
  );
}

const row = css`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 0.5rem;
`;
