/**
 * A listing marked sold where it stands (its "sold"): the build shows it as a sale on the
 * portfolio, leaves it out of /listings, keeps its address as a redirect to the sale, and the
 * advertising check holds its price to the same rule as a sale's. Listings of its own, written
 * into throwaway copies of the fixture site.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, loadValidContent } from '../../src/content/load/loadContent.ts';
import { fieldPath } from '../../src/content/load/problem.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { editJson, readJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { ContentError } from '../../src/content/load/problem.ts';

afterAll(removeTempSites);

const amount = { kind: 'amount', amount: 6100000, currency: 'CAD' };

/** A copy of a fixture listing under a slug of its own, with the fields given. */
function writeListing(root: string, slug: string, fields: Record<string, unknown>) {
  const listing = readJson<Record<string, unknown>>(join(root, 'data', 'listings', '50-glen-echo.json'));
  writeFileSync(
    join(root, 'data', 'listings', `${slug}.json`),
    JSON.stringify({ ...listing, slug, showInGrid: true, ...fields }, null, 2),
  );
}

const blocksOf = (site: SiteData, path: string, type: string) =>
  (site.routes.get(path)?.page.blocks ?? []).filter((b) => b.type === type) as unknown as {
    group?: string;
    items: Record<string, any>[];
  }[];

describe('a listing marked sold', () => {
  let site: SiteData;
  let salesFiles: string[];

  beforeAll(() => {
    const root = tempSite('sold-listing');
    writeListing(root, 'test-sold-price', {
      sold: {
        price: amount,
        date: '2026-10-14',
        section: 'pinnacle',
        priceConsent: { seller: '2026-10-14', buyer: '2026-10-15' },
      },
    });
    writeListing(root, 'test-sold-request', {
      sold: { price: { kind: 'uponRequest' }, date: '2026-09-03', section: 'historical' },
    });
    const { content } = loadValidContent(root);
    salesFiles = content.collections.sales.map((s) => s.file);
    site = buildSiteData(content);
  });

  it('shows on the portfolio in its section like any sale: address, rooms, size, photo, price or Price Upon Request', () => {
    const [pinnacle, historical] = ['pinnacle', 'historical'].map(
      (group) => blocksOf(site, '/portfolio', 'salesGrid').find((b) => b.group === group)!.items,
    );
    const priced = pinnacle!.find((item) => item.slug === 'test-sold-price');
    expect(priced).toMatchObject({
      address: '50 Glen Echo Road',
      bedrooms: expect.any(Number),
      squareFeet: 5600,
      price: amount,
      soldMonth: 'October 2026',
    });
    // The street is printed once: the card's second line is the rest of the full address.
    expect(priced!.locality).toMatch(/^Toronto, ON /);
    expect(priced!.image.src).toContain('glen-echo');
    // Placed after the sales its section had: none gave it an order.
    expect(pinnacle!.at(-1)?.slug).toBe('test-sold-price');
    expect(historical!.find((item) => item.slug === 'test-sold-request')).toMatchObject({
      price: { kind: 'uponRequest' },
      soldMonth: 'September 2026',
    });
    expect(historical!.map((item) => item.slug)).not.toContain('test-sold-price');
    expect(salesFiles).toContain('data/listings/test-sold-price.json');
  });

  it('leaves /listings, its grid and its filters, and has no listing page of its own', () => {
    const grids = blocksOf(site, '/listings', 'listingGrid');
    expect(grids.length).toBeGreaterThan(0);
    // /favourites's data names it among the sold, so a visitor who kept it reads "Sold"; it offers no card for it.
    const favourites = [...site.dataFiles.entries()].find(([url]) => url.includes('favourites'))?.[1] as
      { sold: string[] } | undefined;
    expect(favourites?.sold).toEqual(expect.arrayContaining(['test-sold-price', 'test-sold-request']));
    const offered = [...site.dataFiles.values()].map((data) =>
      data === favourites ? { ...favourites, sold: [] } : data,
    );
    const shown = JSON.stringify([grids, offered]);
    expect(shown).toContain('50-glen-echo');
    expect(shown).not.toContain('test-sold-price');
    expect(shown).not.toContain('test-sold-request');
    expect(site.routes.has('/listings/test-sold-price')).toBe(false);
  });

  it('keeps its address working as a redirect to its card on the portfolio', () => {
    expect(site.redirects).toContainEqual({
      from: '/listings/test-sold-price',
      to: '/portfolio#sales-test-sold-price',
    });
    expect(site.redirects).toContainEqual({
      from: '/listings/test-sold-request',
      to: '/portfolio#sales-test-sold-request',
    });
  });
});

describe('the check on a listing marked sold', () => {
  it('refuses a sold price shown without both written consents, pointing at the listing’s own line', () => {
    const root = tempSite('sold-listing-consent');
    writeListing(root, 'test-sold-no-consent', { sold: { price: amount, date: '2026-10-14', section: 'historical' } });
    writeListing(root, 'test-sold-buyer-only', {
      sold: { price: amount, date: '2026-10-14', section: 'historical', priceConsent: { buyer: '2026-10-15' } },
    });
    const { content, problems } = loadContent(root);
    expect(content).toBeDefined();
    const errorsIn = (slug: string) =>
      problems.filter((p) => p.severity === 'error' && p.file === `data/listings/${slug}.json`);
    const [none] = errorsIn('test-sold-no-consent');
    expect(none?.message).toContain(
      'this sale shows its price ($6,100,000) but records no written consent of the seller and the buyer',
    );
    expect(none?.message).toContain('RECO Bulletin 5.4');
    expect(fieldPath(none!.path)).toBe('sold.price');
    // The listing's own "price" is its asking price: the fix names the Sold fields.
    expect(none?.suggestion).toContain('in "Sold", record the date each of them signed');
    const text = readFileSync(join(root, 'data', 'listings', 'test-sold-no-consent.json'), 'utf8').split('\n');
    expect(text[none!.line! - 1]).toContain('"price"');
    expect(text.slice(0, none!.line! - 1).join('\n')).toContain('"sold"');
    const [buyerOnly] = errorsIn('test-sold-buyer-only');
    expect(buyerOnly?.message).toContain('no written consent of the seller');
    expect(fieldPath(buyerOnly!.path)).toBe('sold.priceConsent');
  });

  it('refuses a sold listing whose name a sale file holds: the portfolio would show it twice', () => {
    const root = tempSite('sold-listing-twice');
    writeListing(root, '112-dunloe-road', {
      sold: { price: { kind: 'uponRequest' }, date: '2026-10-14', section: 'historical' },
    });
    const errors = loadContent(root).problems.filter(
      (p) => p.severity === 'error' && p.file === 'data/listings/112-dunloe-road.json',
    );
    expect(errors.map((p) => p.message)).toContain(
      'this listing is marked sold, but data/sales/112-dunloe-road.json records a sale by the same name: the portfolio would show the home twice',
    );
  });

  it('refuses a portfolio section no page shows, naming the Sold field to change', () => {
    const root = tempSite('sold-listing-no-grid');
    writeListing(root, 'test-sold-nowhere', {
      sold: { price: { kind: 'uponRequest' }, date: '2026-10-14', section: 'pinnacle' },
    });
    editJson(
      join(root, 'data', 'pages', 'portfolio.json'),
      (page) => (page.blocks = page.blocks.filter((b: { group?: string }) => b.group !== 'pinnacle')),
    );
    let refused: unknown;
    try {
      buildSiteData(loadValidContent(root).content);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ContentError);
    const [problem] = (refused as ContentError).problems;
    expect(problem).toMatchObject({ file: 'data/listings/test-sold-nowhere.json', path: ['sold', 'section'] });
    expect(problem?.message).toContain('/listings/test-sold-nowhere has nowhere to lead');
    expect(problem?.suggestion).toContain('choose another section in "Sold"');
  });
});
