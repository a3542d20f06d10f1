// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { paginationLinks } from '../../src/model/pagination.ts';
import { Pagination } from '../../src/ui/Pagination.tsx';

afterEach(cleanup);

const pathOf = (n: number) => (n === 1 ? '/listings' : `/listings/page/${n}`);

it('links pages of results with plain links: previous, first, the two either side, last, next; the current page marked', () => {
  render(<Pagination links={paginationLinks({ page: 5, pageCount: 9, pathOf })!} label="Pages of listings" />);
  const nav = screen.getByRole('navigation', { name: 'Pages of listings' });
  const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['Previous', '/listings/page/4'],
    ['1', '/listings'],
    ['3', '/listings/page/3'],
    ['4', '/listings/page/4'],
    ['5', '/listings/page/5'],
    ['6', '/listings/page/6'],
    ['7', '/listings/page/7'],
    ['9', '/listings/page/9'],
    ['Next', '/listings/page/6'],
  ]);
  expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  expect(nav.textContent).toContain('Page 5 of 9');
  expect(nav.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
});

it('on the first page there is no Previous, on the last no Next; one page needs no links at all', () => {
  const first = paginationLinks({ page: 1, pageCount: 3, pathOf })!;
  const last = paginationLinks({ page: 3, pageCount: 3, pathOf })!;
  expect([first.previous, first.next]).toEqual([undefined, '/listings/page/2']);
  expect([last.previous, last.next]).toEqual(['/listings/page/2', undefined]);
  expect(paginationLinks({ page: 1, pageCount: 1, pathOf })).toBeUndefined();
});
