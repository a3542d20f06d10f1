import { css } from '@emotion/react';
import { textButton } from '../../ui/textButton.ts';
import { panelTextAction } from './panelTextAction.ts';

const SHARE_LABEL = 'Share this home';
// The icon is drawn here rather than in ui/icons.tsx, which every page loads with the header.
/**
 * Opens the share sheet, or copies the link. The block is static, so the button has no handler
 * of its own: it carries what to share, and the app's one listener for such buttons
 * (src/site/useStaticBlockActions.ts) fetches shareListing.ts on the first click.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  return (
    <button type="button" css={button} data-share-url={url} data-share-title={title}>
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v8h14v-8" />
      </svg>{' '}
      {SHARE_LABEL}
    </button>
  );
}

const button = css`
  ${textButton};
  ${panelTextAction};
  gap: 0.5rem;
  @media print {
    display: none;
  }
`;
