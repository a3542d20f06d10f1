import { definitionOf } from '../../blocks/registry.ts';
import type { Preset } from '../../model/defineBlock.ts';
import type { ResolveContext, ResultsPage } from '../../model/resolveContext.ts';
import type { Page } from '../collections/pageSchema.ts';

/** The address of a page under another: "/listings" and "page/2" make /listings/page/2. */
const under = (path: string, rest: string) => `${path === '/' ? '' : path}/${rest}`;

/** The address of the n-th page of results of a page: its own path first, then <path>/page/<n>. */
const resultsPath = (path: string, n: number) => (n === 1 ? path : under(path, `page/${n}`));

/** The searches a page's blocks pre-render as pages of their own (see presets in src/model/defineBlock.ts). */
export const presetsOf = (page: Page, ctx: ResolveContext): Preset[] =>
  page.path === '*'
    ? []
    : page.blocks.flatMap((block) => definitionOf(block.type).presets?.(block as never, ctx) ?? []);

/** Where a page's pre-rendered search is served: /listings/in-forest-hill. */
export const presetPath = (page: Page, preset: Preset) => under(page.path, preset.segment);

/**
 * A page as many times as its longest list of results needs (see resultPages in
 * src/model/defineBlock.ts), each with its own address, title and description, and the context
 * its blocks resolve in (which tells a list's block where its first page is, even when it has one).
 * Then the same for each search its blocks pre-render (presets). A page without such a block is
 * itself, once.
 */
export function pagesOfResults(page: Page, ctx: ResolveContext): { page: Page; ctx: ResolveContext }[] {
  return [
    ...paginated(page, ctx),
    ...presetsOf(page, ctx).flatMap((preset) =>
      paginated(asPreset(page, preset), { ...ctx, preset: { search: preset.search, path: page.path } }),
    ),
  ];
}

/**
 * The page as one search: its own address, and its heading and title saying what it shows (the
 * heading of its top block, a hero's, is static HTML: no code reaches the browser for it).
 */
function asPreset(page: Page, preset: Preset): Page {
  return {
    ...page,
    path: presetPath(page, preset),
    meta: {
      ...page.meta,
      title: `${preset.heading} · ${page.meta.title}`,
      description: `${preset.heading}. ${page.meta.description}`,
    },
    blocks: page.blocks.map<Page['blocks'][number]>((block) =>
      definitionOf(block.type).places.includes('pageTop') && 'heading' in block
        ? { ...block, heading: preset.heading }
        : block,
    ),
  };
}

function paginated(page: Page, ctx: ResolveContext): { page: Page; ctx: ResolveContext }[] {
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
