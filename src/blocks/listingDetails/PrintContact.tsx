import { css } from '@emotion/react';
import type { ListingDetailsProps } from './block.ts';
import { color, fontSize } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';

type Brochure = ListingDetailsProps['block']['brochure'];

/**
 * Only on paper: who to call, the brokerage, and the page's address as a QR code, so a printed
 * listing leads back to the team and to the page. The screen never shows it.
 */
export function PrintContact({ brochure }: { brochure: Brochure }) {
  const { qr } = brochure;
  return (
    <aside css={root} aria-hidden="true" data-print-only="">
      <svg
        css={code}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={`QR code of ${brochure.url}`}
      >
        <path d={qr.path} stroke="currentColor" strokeWidth={1} />
      </svg>
      <div css={lines}>
        <p css={label}>{brochure.team}</p>
        <p>
          {brochure.phone} · {brochure.email}
        </p>
        <p>{brochure.brokerage}</p>
        <p css={address}>{brochure.url}</p>
      </div>
    </aside>
  );
}

const root = css`
  display: none;
  @media print {
    display: flex;
    align-items: center;
    gap: 1.25rem;
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${color.line};
    break-inside: avoid;
  }
`;

const code = css`
  flex: none;
  width: 28mm;
  height: 28mm;
  color: #000;
`;

const lines = css`
  display: grid;
  gap: 0.25rem;
  font-size: ${fontSize.small};
  color: ${color.ink};
`;

const address = css`
  color: ${color.inkMuted};
  word-break: break-all;
`;
