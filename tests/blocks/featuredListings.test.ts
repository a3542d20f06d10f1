/**
 * The home page's featured homes (featuredListings, issue 43 item 2): the homes the team names, in
 * its order, or the first of /listings; a named home since sold stays as a sold card. Built from a
 * throwaway copy of the fixture site whose home page the test writes itself.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { ResolvedBlock } from '../../src/blocks/registry.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

type Json = Record<string, unknown>;

/** The home page's blocks, resolved, with the featured band written as `band` right after the hero. */
function homeWith(band: Json, edit?: (root: string) => void): ResolvedBlock[] {
  const root = tempSite('featured');
  editJson<{ blocks: Json[] }>(join(root, 'data', 'pages', 'home.json'), (page) => {
    page.blocks = [
      page.blocks[0]!,
      { type: 'featuredListings', heading: 'Featured Homes', ...band },
      ...page.blocks.filter((b) => b.type !== 'featuredListings').slice(1),
    ];
  });
  edit?.(root);
  const site = buildSiteData(loadValidContent(root).content);
  return site.routes.get('/')!.page.blocks;
}

const band = (blocks: ResolvedBlock[]) => {
  const found = blocks.find((b) => b.type === 'featuredListings');
  if (found?.type !== 'featuredListings') throw new Error('no featured band on the home page');
  return found;
};

describe('featured homes on the home page', () => {
  it('shows the homes named, in the order written, as the listings’ cards, right after the hero', () => {
    const blocks = homeWith({ listings: ['46-bernard-ave', 'old-forest-hill', '15-strathallan'] });
    expect(blocks.slice(0, 2).map((b) => b.type)).toEqual(['videoHero', 'featuredListings']);
    const { items } = band(blocks);
    expect(items.map((i) => i.slug)).toEqual(['46-bernard-ave', 'old-forest-hill', '15-strathallan']);
    expect(items[0]).toMatchObject({ address: '46 Bernard Avenue', href: '/listings/46-bernard-ave', offer: 'sale' });
    expect(items[2]).toMatchObject({ offer: 'lease' });
  });

  it('names none: the first homes of /listings in their order, as many as "count"', () => {
    const { items } = band(homeWith({ count: 2 }));
    expect(items.map((i) => i.slug)).toEqual(['old-forest-hill', 'dunvegan-road']);
  });

  it('keeps a named home once it sells: a sold card under the same slug, with no link', () => {
    const blocks = homeWith({ listings: ['50-glen-echo', 'old-forest-hill'] }, (root) =>
      editJson(join(root, 'data', 'listings', '50-glen-echo.json'), (listing) => {
        listing.sold = { price: { kind: 'uponRequest' }, date: '2026-09-03', section: 'historical' };
      }),
    );
    const [soldHome, forSale] = band(blocks).items;
    expect(soldHome).toMatchObject({ slug: '50-glen-echo', address: '50 Glen Echo Road', soldMonth: 'September 2026' });
    expect(soldHome).not.toHaveProperty('href');
    expect((soldHome as { locality: string }).locality).toMatch(/^Toronto, ON /);
    expect(forSale).toMatchObject({ href: '/listings/old-forest-hill' });
  });
});
