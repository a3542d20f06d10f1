import { css } from '@emotion/react';
import { Link } from 'wouter';
import type { NotFoundProps } from './block.ts';
import { color, font, fontSize, gutter, mq } from '../../ui/theme.ts';
import { label, rule } from '../../ui/styles.ts';
import { button } from '../../ui/buttons.ts';
import { formControl } from '../../ui/formControl.ts';
import { pageTitle } from '../../ui/typeScale.ts';

/**
 * The body of the 404 page: what happened, in the team's words, and the ways on: a search of the
 * current listings by neighbourhood (a plain GET form, so it works without the page's code), the
 * way home and any other links the page gives.
 */
export function NotFound({ block }: NotFoundProps) {
  const { search } = block;
  return (
    <section css={root}>
      <p css={code} aria-hidden="true">
        {block.code}
      </p>
      <h1 css={heading}>
        <span className="visually-hidden">{block.code}: </span>
        {block.heading}
      </h1>
      <span css={rule} aria-hidden="true" />
      {block.text && <p css={text}>{block.text}</p>}
      {search && (
        <form css={searchForm} role="search" action={search.href} method="get" aria-label={search.label}>
          <label css={[label, searchLabel]} htmlFor="not-found-area">
            {search.label}
          </label>
          <div css={searchRow}>
            <select css={select} id="not-found-area" name="area" defaultValue="">
              <option value="">All areas</option>
              {search.areas.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
            <button type="submit" css={button.outline}>
              {search.button}
            </button>
          </div>
        </form>
      )}
      <div css={actions}>
        {[block.action, ...(block.links ?? [])].map((l, i) => (
          <Link key={l.href} href={l.href} css={i === 0 ? button.primary : button.outline}>
            {l.label}
            {l.context && <span className="visually-hidden"> {l.context}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}

const root = css`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: 1.5rem;
  min-height: 80vh;
  min-height: 80svh;
  padding: 4rem ${gutter} 6rem;
  text-align: center;
  background: ${color.ivory};
`;

const code = css`
  font-family: ${font.display};
  font-size: clamp(6rem, 3rem + 14vw, 14rem);
  font-weight: 300;
  line-height: 0.9;
  letter-spacing: 0.04em;
  color: ${color.navy};
`;

const heading = css`
  ${pageTitle};
  color: ${color.navy};
`;

const text = css`
  max-width: 34rem;
  font-size: ${fontSize.lead};
  line-height: 1.6;
  color: ${color.inkSoft};
`;

const searchForm = css`
  display: grid;
  gap: 0.5rem;
  width: min(100%, 30rem);
  text-align: start;
`;

const searchLabel = css`
  color: ${color.inkSoft};
`;

const searchRow = css`
  display: grid;
  gap: 0.5rem;
  ${mq.sm} {
    grid-template-columns: 1fr auto;
  }
`;

const select = css`
  ${formControl};
  width: 100%;
  padding: 0.625rem 0.875rem;
  background: ${color.paper};
  font-size: ${fontSize.body};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;
