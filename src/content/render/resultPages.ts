import { definitionOf } from '../../blocks/registry.ts';
import type { ResolveContext, ResultsPage } from '../../model/resolveContext.ts';
import type { Page } from '../collections/pageSchema.ts';

/** The address of the n-th page of results of a page: its own path first, then <path>/page/<n>. */
const resultsPath = (path: string, n: number) => (n === 1 ? path : `${path === '/' ? '' : path}/page/${n}`);

/**
 * A page as many times as its longest list of results needs (see resultPages in
 * src/model/defineBlock.ts), each with its own address, title and description, and the context
 * its blocks resolve in (which tells a list's block where its first page is, even when it has one).
 * A page without such a block is itself, once.
 */
export function pagesOfResults(page: Page, ctx: ResolveContext): { page: Page; ctx: ResolveContext }[] {
  const counts = page.blocks.flatMap((block) => definitionOf(block.type).resultPages?.(block as never, ctx) ?? []);
  if (page.path === '*' || counts.length === 0) return [{ page, ctx }];
  const pageCount = Math.max(1, ...counts);
  return Array.from({ length: pageCount }, (_, i) => {
    const results: ResultsPage = { page: i + 1, pageCount, pathOf: (n) => resultsPath(page.path, n) };
    if (i === 0) return { page, ctx: { ...ctx, results } };
    // Each page of results is a page of its own to search engines: its own title and description.
    const which = `Page ${i + 1} of ${pageCount}`;
    const meta = {
      ...page.meta,
      title: `${which} · ${page.meta.title}`,
      description: `${page.meta.description} ${which}.`,
    };
    return { page: { ...page, path: results.pathOf(i + 1), meta }, ctx: { ...ctx, results } };
  });
}
