import type { ResultsPage } from './resolveContext.ts';

/** The links under a page of results: previous and next, and the page numbers worth showing. */
export interface PaginationLinks {
  page: number;
  pageCount: number;
  previous?: string;
  next?: string;
  /** The first and last pages and the two either side of this one, in order; a gap between two is shown as an ellipsis. */
  pages: { page: number; href: string }[];
}

/** The pagination of a page of results, or undefined when the results fit on one page. */
export function paginationLinks(results: ResultsPage | undefined): PaginationLinks | undefined {
  if (!results || results.pageCount < 2) return undefined;
  const { page, pageCount, pathOf } = results;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return {
    page,
    pageCount,
    ...(page > 1 ? { previous: pathOf(page - 1) } : {}),
    ...(page < pageCount ? { next: pathOf(page + 1) } : {}),
    pages: shown.map((n) => ({ page: n, href: pathOf(n) })),
  };
}

/** The slice of a list that a page of results shows: all of it when there is one page. */
export const pageSlice = <T>(items: T[], perPage: number, results: ResultsPage | undefined): T[] => {
  const page = results?.page ?? 1;
  return items.slice((page - 1) * perPage, page * perPage);
};
