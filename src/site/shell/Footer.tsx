import { css } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import type { ShellData } from '../../content/render/routeData.ts';
import { color, fontSize, mq } from '../../ui/theme.ts';
import { container } from '../../ui/styles.ts';
import { KeptHtml } from '../../ui/KeptHtml.tsx';

/** The footer's parts that have nothing to do in the browser (FooterParts.tsx): given by whoever draws the page from scratch. */
export interface FooterParts {
  Brand: ComponentType<{ shell: ShellData }>;
  Lower: ComponentType<{ shell: ShellData }>;
}

interface FooterProps {
  shell: ShellData;
  /** The newsletter sign-up form, passed in so the shell does not depend on the forms. */
  newsletter: ReactNode;
  /**
   * The brand column and the link columns (FooterParts.tsx): the server renders them, and a
   * browser hydrating the page keeps that HTML and never fetches their code (KeptHtml.tsx); only
   * a page drawn from scratch passes them. The newsletter form is the footer's one island.
   */
  parts?: FooterParts;
}

export function Footer({ shell, newsletter, parts }: FooterProps) {
  return (
    <footer css={root}>
      <div css={container}>
        <div css={top}>
          <KeptHtml>{parts && <parts.Brand shell={shell} />}</KeptHtml>
          {/* The form brings its own heading and text (shell.footer.newsletter, passed in by the app). */}
          <div css={newsletterColumn}>{newsletter}</div>
        </div>
      </div>
      <KeptHtml>{parts && <parts.Lower shell={shell} />}</KeptHtml>
    </footer>
  );
}

const root = css`
  background: ${color.navy};
  color: ${color.white};
  --focus-color: ${color.white};
  padding-top: clamp(4rem, 3rem + 4vw, 7rem);
  font-size: ${fontSize.small};
`;

const top = css`
  display: grid;
  gap: 3rem;
  padding-bottom: clamp(3rem, 2rem + 3vw, 5rem);
  border-bottom: 1px solid ${color.lineOnDark};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    gap: clamp(3rem, 6vw, 8rem);
  }
`;

const newsletterColumn = css`
  align-self: start;
  max-width: 34rem;
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border: 1px solid ${color.lineOnDark};
`;
