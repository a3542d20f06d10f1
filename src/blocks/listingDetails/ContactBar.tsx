import { css } from '@emotion/react';
import type { ListingAgent } from './AgentCard.tsx';
import { Phone } from '../../ui/contactIcons.tsx';
import { color, font, fontSize, letterSpacing, mq, touchTarget } from '../../ui/theme.ts';

const BOOK_SHOWING = 'Book a showing';

/** How tall the bar is above the safe area: the page's end is padded by as much, so the bar never hides it. */
const BAR_HEIGHT = '4.25rem';

/**
 * On phones, a bar held at the bottom of the screen: "Book a showing" (the contact form, with the
 * showing request filled in) and a call or a text to the listing's agent. Plain links in the
 * static HTML, no script; from the width where the enquiry panel sits beside the details (and
 * stays in view), it is not shown.
 */
export function ContactBar({ bookHref, agent }: { bookHref: string; agent: ListingAgent | undefined }) {
  return (
    <nav css={bar} aria-label="Contact about this home" data-contact-bar="">
      <a href={bookHref} css={book}>
        {BOOK_SHOWING}
      </a>
      {agent && (
        <>
          <a href={agent.tel} css={reach} aria-label={`Call ${agent.name}, ${agent.phone}`}>
            <Phone size={18} />
            <span aria-hidden="true">Call</span>
          </a>
          <a href={agent.sms} css={reach} aria-label={`Text ${agent.name}, ${agent.phone}`}>
            <Bubble />
            <span aria-hidden="true">Text</span>
          </a>
        </>
      )}
    </nav>
  );
}

/** A speech bubble: drawn here, the only place that uses it, so no other page carries it. */
const Bubble = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);

const bar = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  /* Under the header's menu and the lightbox, which cover the page when open. */
  z-index: 40;
  display: flex;
  align-items: stretch;
  gap: 0.5rem;
  min-height: ${BAR_HEIGHT};
  padding: 0.625rem max(1rem, env(safe-area-inset-right)) calc(0.625rem + env(safe-area-inset-bottom))
    max(1rem, env(safe-area-inset-left));
  background: ${color.navy};
  box-shadow: 0 -12px 32px -16px rgba(6, 14, 28, 0.55);
  /* The end of the page (the footer's last line) scrolls clear of the bar. */
  html:has(&) body {
    padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom));
  }
  ${mq.md} {
    display: none;
    html:has(&) body {
      padding-bottom: 0;
    }
  }
  @media print {
    display: none;
    html:has(&) body {
      padding-bottom: 0;
    }
  }
`;

const book = css`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${touchTarget};
  padding-inline: 1rem;
  background: ${color.white};
  color: ${color.navy};
  font-family: ${font.text};
  font-size: ${fontSize.label};
  font-weight: 600;
  letter-spacing: ${letterSpacing.label};
  text-transform: uppercase;
  text-decoration: none;
  --focus-color: ${color.white};
`;

const reach = css`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.2rem;
  min-width: 3.5rem;
  min-height: ${touchTarget};
  border: 1px solid ${color.lineOnDark};
  color: ${color.white};
  font-size: ${fontSize.label};
  letter-spacing: 0.08em;
  text-decoration: none;
  --focus-color: ${color.white};
`;
