/**
 * The filters of /listings as pre-rendered pages (the links a browser without JavaScript follows):
 * one page per area with homes and per sale or lease, each listing only its homes, saying what it
 * shows, and reserved against a listing's slug. Expectations are worked out from the fixture's
 * listing files, not written in.
 */
import { readdirSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlockProps } from '../../src/blocks/registry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editJson, readJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

interface RawListing {
  slug: string;
  neighbourhood?: string;
  offer: 'sale' | 'lease';
  showInGrid?: boolean;
}
const listingsDir = join(fixtureSiteRoot, 'data', 'listings');
const shown = readdirSync(listingsDir)
  .map((f) => readJson<RawListing>(join(listingsDir, f)))
  .filter((l) => l.showInGrid);
const areaOf = (l: RawListing) => l.neighbourhood ?? 'other-areas';

const { content, problems } = loadContent(fixtureSiteRoot);
const site = buildSiteData(content!);
const grid = (path: string) =>
  site.routes.get(path)?.page.blocks.find((b) => b.type === 'listingGrid') as BlockProps<'listingGrid'>['block'];
const heading = (path: string) =>
  (site.routes.get(path)?.page.blocks.find((b) => b.type === 'pageHero') as { heading: string }).heading;

describe('the filters of /listings as pages', () => {
  it('are one page per area with homes and per sale or lease, and no more', () => {
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const areas = [...new Set(shown.map(areaOf))].map((a) => `/listings/in-${a}`);
    const offers = [...new Set(shown.map((l) => l.offer))];
    expect(offers.length).toBeGreaterThan(1);
    const expected = [...areas, '/listings/for-sale', '/listings/for-lease'].sort();
    const filterRoutes = [...site.routes.keys()].filter((p) =>
      /^\/listings\/(in|for)-[a-z0-9-]+(\/page\/\d+)?$/.test(p),
    );
    expect(filterRoutes.sort()).toEqual(expected);
    // Fewer than 13 homes in each: one page apiece, no /page/2.
    expect(shown.length).toBeLessThan(13);
  });

  it('each lists only its homes, with the count, its heading and title, and a way back to all homes', () => {
    const cases = [
      ...[...new Set(shown.map(areaOf))].map((a) => ({
        path: `/listings/in-${a}`,
        match: (l: RawListing) => areaOf(l) === a,
      })),
      { path: '/listings/for-sale', match: (l: RawListing) => l.offer === 'sale' },
      { path: '/listings/for-lease', match: (l: RawListing) => l.offer === 'lease' },
    ];
    for (const { path, match } of cases) {
      const block = grid(path);
      const homes = shown.filter(match).map((l) => l.slug);
      expect(block.items.map((c) => c.slug).sort(), path).toEqual(homes.sort());
      expect(block.finder.found, path).toBe(homes.length);
      expect(block.finder.total).toBe(shown.length);
      // Searches from it are made at /listings, as from /listings itself.
      expect(block.finder.path).toBe('/listings');
      expect(block.finder.filterLinks.filter((l) => l.current).map((l) => l.href)).toEqual([path]);
      const page = site.routes.get(path)!.page;
      expect(page.meta.title.startsWith(`${heading(path)} · `), path).toBe(true);
      expect(page.meta.canonical.endsWith(path)).toBe(true);
    }
    expect(heading('/listings/in-forest-hill')).toBe('Homes in Forest Hill');
    expect(heading('/listings/in-other-areas')).toBe('Homes in other areas');
    expect(heading('/listings/for-lease')).toBe('Homes for lease');
    // /listings itself: every home, no search, each filter a link and none current.
    const all = grid('/listings');
    expect(heading('/listings')).not.toMatch(/^Homes /);
    expect(all.finder.search).toBe('');
    expect(all.finder.found).toBeUndefined();
    expect(all.finder.filterLinks.map((l) => l.href).sort()).toEqual(
      [...site.routes.keys()].filter((p) => /^\/listings\/(in|for)-/.test(p)).sort(),
    );
    expect(all.finder.filterLinks.some((l) => l.current)).toBe(false);
  });

  it("offers each site's own areas when one process builds two (the areas are made once per list)", () => {
    const root = tempSite('areas-per-site');
    const dir = join(root, 'data', 'listings');
    for (const file of readdirSync(dir)) editJson(join(dir, file), (l) => delete l.neighbourhood);
    const other = buildSiteData(loadContent(root).content!);
    const areasOf = (routes: typeof site.routes) =>
      (routes.get('/listings')!.page.blocks.find((b) => b.type === 'listingGrid') as BlockProps<'listingGrid'>['block'])
        .finder.areas;
    expect(areasOf(other.routes)).toEqual([{ value: 'elsewhere', label: 'Other areas' }]);
    expect(areasOf(site.routes).length).toBe(new Set(shown.map(areaOf)).size);
    expect([...other.routes.keys()].filter((p) => p.startsWith('/listings/in-'))).toEqual(['/listings/in-other-areas']);
  });

  it("refuses a listing whose slug would take a filter's address, naming file, line, field and fix", () => {
    const root = tempSite('filter-slug');
    const from = join(root, 'data', 'listings', 'dunvegan-road.json');
    const to = join(root, 'data', 'listings', 'in-rosedale.json');
    editJson(from, (l) => (l.slug = 'in-rosedale'));
    // Renamed to match its slug, so only the address is wrong.
    renameSync(from, to);
    const found = loadContent(root).problems.filter((p) => p.severity === 'error');
    expect(found).toHaveLength(1);
    const [problem] = found;
    expect(relative(root, join(root, problem!.file))).toBe('data/listings/in-rosedale.json');
    expect(problem!.path).toEqual(['slug']);
    expect(problem!.line).toBeGreaterThan(1);
    expect(problem!.message).toBe(
      'the URL /listings/in-rosedale is already taken by data/pages/listings.json\'s page of "Homes in Rosedale" (a filter as a link)',
    );
    expect(problem!.suggestion).toMatch(/another slug/);
  });
});
