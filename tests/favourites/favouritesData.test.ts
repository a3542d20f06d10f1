/**
 * What /favourites fetches (written at build beside the listings' data): the card of every listing
 * with a page, and the slugs of the homes since sold, so a favourite marked sold with `npm run sold`
 * says "Sold" instead of vanishing. A throwaway copy of the fixture site with one listing sold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { FavouritesData } from '../../src/blocks/favouritesList/resolve.ts';
import { removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

describe('the favourites data', () => {
  let data: FavouritesData;
  let siteMap: string;

  beforeAll(() => {
    const root = tempSite('favourites-sold');
    const file = join(root, 'data', 'listings', '50-glen-echo.json');
    const listing = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      file,
      JSON.stringify(
        { ...listing, sold: { price: { kind: 'uponRequest' }, date: '2026-09-03', section: 'historical' } },
        null,
        2,
      ),
    );
    const site = buildSiteData(loadValidContent(root).content);
    data = site.dataFiles.get('/_data/lists/favourites.json') as FavouritesData;
    siteMap = JSON.stringify(
      [...site.routes.values()].filter(({ page }) => !page.meta.noindex).map(({ page }) => page.path),
    );
  });

  it('names a listing marked sold among the sold, and no longer among the homes', () => {
    expect(data.sold).toContain('50-glen-echo');
    expect(data.homes.map((h) => h.slug)).not.toContain('50-glen-echo');
  });

  it('has a card for every listing with a page, also those kept out of the grid', () => {
    expect(data.homes.map((h) => h.slug)).toEqual(
      expect.arrayContaining(['old-forest-hill', '1031-road-2900', '455-william-st']),
    );
    expect(data.homes[0]).toMatchObject({
      slug: expect.any(String),
      address: expect.any(String),
      href: expect.stringMatching(/^\/listings\//),
      image: { src: expect.any(String) },
    });
  });

  it('stays small: under 20 KB before compression for the fixture site', () => {
    expect(JSON.stringify(data).length).toBeLessThan(20_000);
  });

  it('is for a page kept out of search engines and the sitemap', () => {
    expect(siteMap).not.toContain('/favourites');
  });
});
