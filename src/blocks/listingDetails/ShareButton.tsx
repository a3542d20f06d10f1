import { css } from '@emotion/react';
import { Share } from '../../ui/icons.tsx';
import { color, fontSize, touchTarget } from '../../ui/theme.ts';

export const SHARE_LABEL = 'Share this home';
/** Opens the share sheet, or copies the link (see shareListing.ts, fetched on the first click). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = () => void import('./shareListing.ts').then((m) => m.shareListing(title, url));

  return (
    <button type="button" css={button} onClick={share}>
      <Share size={18} /> {SHARE_LABEL}
    </button>
  );
}

const button = css`
  justify-self: center;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: ${touchTarget};
  padding: 0 0.75rem;
  border: 0;
  background: none;
  color: ${color.white};
  font: inherit;
  font-size: ${fontSize.small};
  letter-spacing: 0.04em;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 0.25em;
  @media print {
    display: none;
  }
`;
