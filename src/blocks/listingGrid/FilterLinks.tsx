import { css } from '@emotion/react';
import type { ListingGridProps } from './block.ts';
import { color, fontSize, touchTarget } from '../../ui/theme.ts';
import { label } from '../../ui/styles.ts';

type Finder = ListingGridProps['block']['finder'];
type FilterLink = Finder['filterLinks'][number];

const GROUPS: { filter: FilterLink['filter']; name: string }[] = [
  { filter: 'area', name: 'Area' },
  { filter: 'offer', name: 'Sale or lease' },
];

/**
 * The filters as plain links to their pre-rendered pages (/listings/in-forest-hill), for a browser
 * without JavaScript, where "Filters" and the sort stay disabled. Rendered by the server only, in
 * <noscript> and kept as it is (KeptHtml): a browser with JavaScript shows none of it, receives
 * none of its code, and hydrates nothing in it.
 */
export function FilterLinks({ finder }: { finder: Finder }) {
  const link = (href: string, text: string, current: boolean) => (
    <li key={href}>
      <a href={href} css={item} aria-current={current ? 'page' : undefined}>
        {text}
      </a>
    </li>
  );
  return (
    <noscript>
      <nav css={root} aria-label="Filter homes">
        <ul role="list" css={list}>
          {link(finder.path, 'All homes', !finder.search)}
        </ul>
        {GROUPS.map(({ filter, name }) => {
          const links = finder.filterLinks.filter((l) => l.filter === filter);
          return (
            links.length > 0 && (
              <div key={filter} css={group}>
                <p css={label}>{name}</p>
                <ul role="list" css={list}>
                  {links.map((l) => link(l.href, l.label, l.current))}
                </ul>
              </div>
            )
          );
        })}
      </nav>
    </noscript>
  );
}

const root = css`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2rem;
  font-size: ${fontSize.small};
`;

const group = css`
  display: grid;
  gap: 0.25rem;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: inline-flex;
  align-items: center;
  min-height: ${touchTarget};
  color: ${color.green};
  &[aria-current='page'] {
    color: ${color.navy};
    font-weight: 600;
    text-decoration: none;
  }
`;
