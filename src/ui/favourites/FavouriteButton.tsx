import { css } from '@emotion/react';
import { color, focusRing, touchTarget } from '../theme.ts';
import { heartLabel } from './savedHomes.ts';

/**
 * The heart that keeps a home in this browser's favourites. Plain HTML with no handler: cards are
 * drawn by static blocks as well as by the /listings island, so one listener
 * (src/site/useStaticBlockActions.ts) marks the saved hearts at start-up and fetches the store on
 * the first press. Rendered unsaved; the start-up step sets aria-pressed and the name.
 * `tone`: "light" on a photo (cards), "dark" on the listing page's navy panel.
 */
export function FavouriteButton({ slug, address, tone }: { slug: string; address: string; tone: 'light' | 'dark' }) {
  return (
    <button
      type="button"
      css={[button, tone === 'light' ? onPhoto : onNavy]}
      data-favourite={slug}
      data-favourite-address={address}
      aria-pressed="false"
      aria-label={heartLabel(address, false)}
    >
      <svg width={22} height={22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
      </svg>
    </button>
  );
}

const button = css`
  display: inline-grid;
  place-items: center;
  width: ${touchTarget};
  height: ${touchTarget};
  padding: 0;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
  }
  &[aria-pressed='true'] path {
    fill: currentColor;
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: 2px;
  }
  @media print {
    display: none;
  }
`;

/** Above the card's stretched link (z-index 1), at the photo's top right corner. */
const onPhoto = css`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  z-index: 2;
  background: rgba(255, 255, 255, 0.92);
  color: ${color.navy};
`;

const onNavy = css`
  justify-self: center;
  background: none;
  color: ${color.white};
  --focus-color: ${color.greenOnDark};
`;
