import { css } from '@emotion/react';
import { arrowLink } from '../staticStyles.ts';

/** The link under a few of the journal's cards (the home page's latest, a short list) to the whole journal. */
export function ReadTheJournal({ href }: { href: string }) {
  return (
    <p css={more}>
      <a href={href} css={arrowLink}>
        Read the journal
      </a>
    </p>
  );
}

const more = css`
  margin-top: 2rem;
  text-align: center;
`;
