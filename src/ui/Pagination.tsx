import { css } from '@emotion/react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { PaginationLinks } from '../model/pagination.ts';
import { color, fontSize, touchTarget } from './theme.ts';
import { label as labelStyle } from './styles.ts';

/**
 * Links between pages of results, each page pre-rendered at its own address, so they work
 * without JavaScript and search engines follow them: previous, the page numbers around this one,
 * next.
 */
export function Pagination({ links, label }: { links: PaginationLinks; label: string }) {
  return (
    <nav css={root} aria-label={label}>
      <p css={[labelStyle, status]}>
        Page {links.page} of {links.pageCount}
      </p>
      <ul role="list" css={list}>
        {links.previous && (
          <li>
            <Link href={links.previous} css={item} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {links.pages.map(({ page, href }, i) => (
          <Fragment key={page}>
            {i > 0 && page - links.pages[i - 1]!.page > 1 && (
              <li css={gap} aria-hidden="true">
                …
              </li>
            )}
            <li>
              <Link
                href={href}
                css={[item, page === links.page && current]}
                aria-current={page === links.page ? 'page' : undefined}
                aria-label={`Page ${page}`}
              >
                {page}
              </Link>
            </li>
          </Fragment>
        ))}
        {links.next && (
          <li>
            <Link href={links.next} css={item} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

const root = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  margin-top: clamp(2.5rem, 2rem + 2vw, 4rem);
`;

const status = css`
  color: ${color.inkMuted};
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
  font-variant-numeric: lining-nums tabular-nums;
`;

const item = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${touchTarget};
  min-height: ${touchTarget};
  padding: 0 0.75rem;
  border: 1px solid ${color.line};
  color: ${color.ink};
  font-size: ${fontSize.small};
  text-decoration: none;
  &:hover {
    border-color: ${color.green};
  }
`;

const current = css`
  background: ${color.navy};
  border-color: ${color.navy};
  color: ${color.white};
`;

const gap = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  padding: 0 0.25rem;
  color: ${color.inkMuted};
`;
