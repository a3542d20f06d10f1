import { css } from '@emotion/react';
import { useState, useSyncExternalStore } from 'react';
import { LinkedWords } from '../../forms/LinkedWords.tsx';
import { loadOnce } from '../../forms/loadOnce.ts';
import { browserBackend } from '../../forms/supabaseClient.ts';
import type { UnsubscribeOutcome } from '../../forms/unsubscribe.ts';
import { color, font, fontSize, gutter, maxWidth } from '../../ui/theme.ts';
import { rule } from '../../ui/styles.ts';
import { button as buttonStyles } from '../../ui/buttons.ts';
import type { UnsubscribeProps } from './block.ts';

/** The code that asks the database, fetched when the visitor presses the button. */
const loadUnsubscribe = loadOnce(() => import('../../forms/unsubscribe.ts'));

/** The query string changes only by navigation, which renders the page anew. */
const neverChanges = () => () => undefined;
/** The token of the email's link; '' when the link has none. */
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';
/** The pre-rendered page knows no token: null until the browser has read it. */
const notKnownYet = () => null;

/**
 * The unsubscribe page: one button that unsubscribes the address of the email's personal link,
 * at once. The token is read in the browser (the page is pre-rendered without it); the database
 * decides what it stands for.
 */
export function Unsubscribe({ block }: UnsubscribeProps) {
  const token = useSyncExternalStore(neverChanges, tokenInAddress, notKnownYet);
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  // A link without a token cannot be right: the same answer as an unknown one, without asking.
  const shown = token === '' ? 'unknown-token' : outcome;
  const done = shown !== null && shown !== 'failed';

  async function unsubscribe() {
    if (!token || busy) return;
    setBusy(true);
    const code = await loadUnsubscribe().catch((error: unknown) => console.error('Unsubscribe failed:', error));
    setOutcome(code ? await code.unsubscribeNewsletter(token, browserBackend) : 'failed');
    setBusy(false);
  }

  return (
    <section css={root} aria-labelledby="unsubscribe-heading">
      <h1 id="unsubscribe-heading" css={heading}>
        {block.heading}
      </h1>
      <span css={rule} aria-hidden="true" />
      {!done && <p css={text}>{block.intro}</p>}
      {!done && (
        <button
          type="button"
          css={buttonStyles.primary}
          disabled={token === null || busy}
          aria-busy={busy}
          onClick={() => void unsubscribe()}
        >
          {busy ? block.working : block.button}
        </button>
      )}
      <noscript>
        <p css={text}>
          <LinkedWords parts={block.withoutScript} />
        </p>
      </noscript>
      {/* Present from the start, so assistive technology announces the answer when it arrives. */}
      <div role="status" css={answer} data-outcome={shown ?? undefined}>
        {shown === 'unsubscribed' && <p>{block.unsubscribed}</p>}
        {shown === 'already-unsubscribed' && <p>{block.alreadyUnsubscribed}</p>}
        {shown === 'unknown-token' && (
          <p>
            <LinkedWords parts={block.invalidLink} />
          </p>
        )}
        {shown === 'failed' && <p css={failedText}>{block.failed}</p>}
      </div>
    </section>
  );
}

const root = css`
  display: grid;
  justify-items: start;
  align-content: start;
  gap: 1.5rem;
  width: 100%;
  max-width: calc(${maxWidth.text} + 2 * ${gutter});
  min-height: 60vh;
  margin-inline: auto;
  padding: clamp(3rem, 2rem + 4vw, 6rem) ${gutter} clamp(4rem, 3rem + 4vw, 8rem);
`;

const heading = css`
  font-family: ${font.display};
  font-size: ${fontSize.h1};
  font-weight: 400;
  line-height: 1.1;
  letter-spacing: 0.01em;
  color: ${color.navy};
`;

const text = css`
  font-size: ${fontSize.lead};
  line-height: 1.6;
  color: ${color.ink};
`;

const answer = css`
  ${text};
  &:empty {
    display: none;
  }
`;

/** The site's error red on light grounds (7.1:1 on paper). */
const failedText = css`
  color: #a4262c;
`;
