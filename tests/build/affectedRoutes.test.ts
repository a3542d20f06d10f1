import { describe, expect, test } from 'vitest';
import { affectedRoutes } from '../../scripts/dev/vite/affectedRoutes.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** The dev server breaks only the pages a broken file touches (judged on the last valid content). */
const { content } = loadValidContent(fixtureSiteRoot);
const site = buildSiteData(content);
const problem = (file: string) => [
  { severity: 'error' as const, file, path: [], message: 'broken', line: 1, column: 1 },
];

describe('affectedRoutes', () => {
  test("a listing breaks its own page and the pages that show it, not the team's", () => {
    const affected = affectedRoutes(problem('data/listings/old-forest-hill.json'), content, site);
    expect(affected).toContain('/listings/old-forest-hill');
    expect(affected).toContain('/listings');
    expect(affected).not.toContain('/team');
    // Other listing pages only where it is among their similar homes.
    const similarOnPage = (path: string) =>
      (
        site.routes.get(path)!.page.blocks.find((b) => b.type === 'similarListings') as
          { items: { slug: string }[] } | undefined
      )?.items.map((i) => i.slug) ?? [];
    // The other listings' own pages (not /listings' pages of results, nor its filters' pages).
    const others = content.collections.listings
      .map(({ value }) => `/listings/${value.slug}`)
      .filter((path) => site.routes.has(path) && path !== '/listings/old-forest-hill');
    const showing = others.filter((path) => similarOnPage(path).includes('old-forest-hill'));
    const notShowing = others.filter((path) => !showing.includes(path));
    expect(showing.length).toBeGreaterThan(0);
    expect(notShowing.length).toBeGreaterThan(0);
    for (const path of showing) expect(affected).toContain(path);
    for (const path of notShowing) expect(affected).not.toContain(path);
    // A filter's own page of results (/listings/in-forest-hill) breaks only when it lists the home.
    const filterPages = [...site.routes.keys()].filter((path) => /^\/listings\/(in-|for-)/.test(path));
    expect(filterPages.length).toBeGreaterThan(0);
    for (const path of filterPages)
      expect(affected.includes(path)).toBe(JSON.stringify(site.routes.get(path)!.page).includes('"old-forest-hill"'));
  });

  test("a page file breaks that page's route only", () => {
    const team = content.collections.pages.find(({ value }) => value.path === '/team')!;
    expect(affectedRoutes(problem(team.file), content, site)).toEqual(['/team']);
  });

  test('site settings, a new page file, or a file the site cannot place break every page', () => {
    expect(affectedRoutes(problem('data/site.json'), content, site)).toBe('all');
    expect(affectedRoutes(problem('data/pages/brand-new.json'), content, site)).toBe('all');
    expect(affectedRoutes(problem('data'), content, site)).toBe('all');
  });
});
