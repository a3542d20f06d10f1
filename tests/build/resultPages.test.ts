/**
 * Lists longer than a page: the site data of a site with more listings and sales than one page
 * holds (the fixture site and generated entries), pre-rendered a page at a time at addresses of
 * their own, each with its title, its slice and links to the others.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/lib/generatedSite.ts';
import type { BlockProps } from '../../src/blocks/registry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

let root: string;
let site: SiteData;
let shownListings: number;
beforeAll(() => {
  root = generateSite({ from: fixtureSiteRoot, listings: 20, sales: 40 });
  const { content, problems } = loadContent(root);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  shownListings = content!.collections.listings.filter((l) => l.value.showInGrid).length;
  site = buildSiteData(content!);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const grid = (path: string) =>
  site.routes.get(path)!.page.blocks.find((b) => b.type === 'listingGrid') as BlockProps<'listingGrid'>['block'];

describe('/listings a page of twelve at a time', () => {
  it('has a page per twelve listings, each at its own address with its own title', () => {
    const pageCount = Math.ceil(shownListings / 12);
    expect(pageCount).toBeGreaterThan(2);
    const paths = ['/listings', ...Array.from({ length: pageCount - 1 }, (_, i) => `/listings/page/${i + 2}`)];
    for (const path of paths) expect(site.routes.has(path), path).toBe(true);
    expect(site.routes.has(`/listings/page/${pageCount + 1}`)).toBe(false);
    expect(site.routes.has('/listings/page/1')).toBe(false);
    const titles = paths.map((p) => site.routes.get(p)!.page.meta.title);
    expect(new Set(titles).size).toBe(paths.length);
    expect(titles[1]).toMatch(/^Page 2 of \d+ · /);
  });

  it('each page shows its own twelve, in order, and every listing is on exactly one page', () => {
    const pageCount = Math.ceil(shownListings / 12);
    const pages = Array.from({ length: pageCount }, (_, i) =>
      grid(i === 0 ? '/listings' : `/listings/page/${i + 1}`).items.map((c) => c.slug),
    );
    expect(pages.slice(0, -1).every((p) => p.length === 12)).toBe(true);
    expect(pages.flat()).toHaveLength(shownListings);
    expect(new Set(pages.flat()).size).toBe(shownListings);
  });

  it('links to the previous, next and nearby pages, the current one marked', () => {
    const second = grid('/listings/page/2').pagination!;
    expect(second).toMatchObject({ page: 2, previous: '/listings', next: '/listings/page/3' });
    expect(second.pages[0]).toEqual({ page: 1, href: '/listings' });
    expect(grid('/listings').pagination!.previous).toBeUndefined();
  });

  it('the filters search every listing from one file, whose cards carry their area and price', () => {
    const all = site.dataFiles.get('/_data/lists/listings.json') as { slug: string; place: string }[];
    expect(all).toHaveLength(shownListings);
    expect(grid('/listings/page/2').finder).toMatchObject({
      path: '/listings',
      total: shownListings,
      dataUrl: '/_data/lists/listings.json',
    });
    expect(all.every((c) => c.place.length > 0)).toBe(true);
  });
});

describe('/portfolio past 24 sales in a section', () => {
  it('pages the sections 24 sales at a time: each sale is on one page, and the longer section links to the next', () => {
    const sections = (path: string) => site.routes.get(path)?.page.blocks.filter((b) => b.type === 'salesGrid');
    const first = sections('/portfolio')!;
    const longest = Math.max(...first.map((s) => s.items.length));
    expect(longest).toBe(24);
    const pages = ['/portfolio', '/portfolio/page/2', '/portfolio/page/3'].filter((p) => site.routes.has(p));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.flatMap((p) => sections(p)!.flatMap((s) => s.items.map((i) => i.slug)));
    expect(new Set(all).size).toBe(all.length);
    expect(first.find((s) => s.items.length === 24)!.pagination).toMatchObject({ page: 1, next: '/portfolio/page/2' });
  });
});
