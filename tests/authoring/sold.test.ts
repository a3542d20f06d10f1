/**
 * `npm run sold`: a listing is marked sold in place (the editor's "Sold"), shows as a sale, its
 * address keeps working, and anything that would break the site leaves the file as it was. The listing is made for
 * the test with `npm run new`, in a throwaway copy of the site.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { createEntry } from '../../scripts/tools/newEntry.ts';
import { soldCommand } from '../../scripts/tools/sold.ts';
import { readJson, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

describe('npm run sold', () => {
  let root: string;
  const listingFile = () => join(root, 'data', 'listings', 'test-sold.json');
  const saleFile = () => join(root, 'data', 'sales', 'test-sold.json');

  beforeEach(() => {
    root = tempSite('sold');
    createEntry({ root, kind: 'listing', slug: 'test-sold' });
  });

  it('marks the listing sold in place, and the build shows it as a sale with its address, rooms, size, photo, price and date', () => {
    const listing = readJson<Record<string, any>>(listingFile());
    const report = soldCommand(
      [
        'test-sold',
        '--price',
        '$4,250,000',
        '--date',
        '2026-11-20',
        '--seller-consent',
        '2026-11-20',
        '--buyer-consent',
        '2026-11-21',
        '--pinnacle',
      ],
      root,
    );
    expect(existsSync(saleFile())).toBe(false);
    const marked = readJson<Record<string, any>>(listingFile());
    // Nothing else in the file changes: the same edit the editor makes.
    const { sold, ...rest } = marked;
    expect(rest).toEqual(listing);
    expect(sold).toMatchObject({
      price: { kind: 'amount', amount: 4250000, currency: 'CAD' },
      date: '2026-11-20',
      section: 'pinnacle',
      priceConsent: { seller: '2026-11-20', buyer: '2026-11-21' },
    });
    const { content } = loadValidContent(root);
    expect(content.collections.listings.map((l) => l.value.slug)).not.toContain('test-sold');
    const sale = content.collections.sales.find((s) => s.value.slug === 'test-sold');
    expect(sale?.file).toBe('data/listings/test-sold.json');
    expect(sale?.value).toMatchObject({
      group: 'pinnacle',
      image: listing.images[0],
      address: listing.address,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      price: { kind: 'amount', amount: 4250000, currency: 'CAD' },
      soldDate: '2026-11-20',
      formerUrl: '/listings/test-sold',
    });
    // Last in its section: after every pinnacle sale recorded before it.
    const pinnacle = content.collections.sales.filter((s) => s.value.group === 'pinnacle');
    expect(pinnacle.at(-1)?.value.slug).toBe('test-sold');
    expect(sale?.value.fullAddress).toContain(listing.location.postalCode);
    expect(report).toContain('data/listings/test-sold.json is marked "sold"');
    expect(report).toContain('/listings/test-sold now leads to the sale on the portfolio page');
  });

  it('keeps the former listing address as a redirect to the sale on the page that shows it', () => {
    soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root);
    const site = buildSiteData(loadValidContent(root).content);
    const redirect = site.redirects.find((r) => r.from === '/listings/test-sold');
    expect(redirect?.to).toMatch(/#sales-test-sold$/);
    expect(site.routes.has(redirect!.to.split('#')[0]!)).toBe(true);
    expect(site.routes.has('/listings/test-sold')).toBe(false);
  });

  it('refuses what it cannot do, saying why, and changes nothing', () => {
    const before = readFileSync(listingFile(), 'utf8');
    expect(() => soldCommand(['test-sol', '--price', '1000000', '--date', '2026-11-20'], root)).toThrow(
      'did you mean "test-sold"?',
    );
    expect(() => soldCommand(['test-sold', '--price', '1000000', '--date', '20/11/2026'], root)).toThrow(
      'write it YYYY-MM-DD',
    );
    expect(() => soldCommand(['test-sold', '--price', 'a lot', '--date', '2026-11-20'], root)).toThrow(
      'is not a price',
    );
    expect(() => soldCommand(['test-sold', '--date', '2026-11-20'], root)).toThrow('--upon-request');
    expect(() =>
      soldCommand(
        [
          'test-sold',
          '--price',
          '1000000',
          '--seller-consent',
          '2026-11-20',
          '--buyer-consent',
          '21/11/2026',
          '--date',
          '2026-11-20',
        ],
        root,
      ),
    ).toThrow(`"21/11/2026" is not a date: write the buyer's consent YYYY-MM-DD`);
    expect(readFileSync(listingFile(), 'utf8')).toBe(before);
    expect(existsSync(saleFile())).toBe(false);
  });

  it("refuses a price without both parties' written consent, pointing to --upon-request", () => {
    const before = readFileSync(listingFile(), 'utf8');
    expect(() => soldCommand(['test-sold', '--price', '1000000', '--date', '2026-11-20'], root)).toThrow(
      'a sold price may be published only with the written consent of both buyer and seller (RECO Bulletin 5.4 "Advertising sold properties", under TRESA); missing: the seller\'s and the buyer\'s consent. Give the dates they signed with --seller-consent YYYY-MM-DD --buyer-consent YYYY-MM-DD, or use --upon-request to show "Price Upon Request"',
    );
    expect(() =>
      soldCommand(['test-sold', '--price', '1000000', '--seller-consent', '2026-11-20', '--date', '2026-11-20'], root),
    ).toThrow("missing: the buyer's consent.");
    // A consent dated in the future has not been given: the check refuses it and both files stay.
    expect(() =>
      soldCommand(
        [
          'test-sold',
          '--price',
          '1000000',
          '--seller-consent',
          '2026-11-20',
          '--buyer-consent',
          '2999-01-01',
          '--date',
          '2026-11-20',
        ],
        root,
      ),
    ).toThrow("the buyer's consent is dated 2999-01-01, after today");
    expect(readFileSync(listingFile(), 'utf8')).toBe(before);
    expect(existsSync(saleFile())).toBe(false);
  });

  it('refuses a listing marked sold already, and a name a sale file holds', () => {
    soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root);
    const marked = readFileSync(listingFile(), 'utf8');
    expect(() => soldCommand(['test-sold', '--upon-request', '--date', '2026-11-21'], root)).toThrow(
      'is marked sold already (on 2026-11-20)',
    );
    expect(readFileSync(listingFile(), 'utf8')).toBe(marked);
    writeFileSync(listingFile(), JSON.stringify({ ...readJson<any>(listingFile()), sold: undefined }));
    writeFileSync(saleFile(), '{}');
    expect(() => soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root)).toThrow(
      'data/sales/test-sold.json already exists',
    );
  });

  it('puts the file back when the change would break the site', () => {
    // Another sale already claims the address this listing's sale would keep.
    writeFileSync(
      join(root, 'data', 'sales', 'test-other.json'),
      JSON.stringify({
        slug: 'test-other',
        group: 'historical',
        image: readJson<any>(listingFile()).images[0],
        address: 'x',
        fullAddress: 'x',
        bedrooms: 1,
        bathrooms: 1,
        price: { kind: 'uponRequest' },
        formerUrl: '/listings/test-sold',
      }),
    );
    const before = readFileSync(listingFile(), 'utf8');
    expect(() => soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root)).toThrow(
      'nothing was changed',
    );
    expect(readFileSync(listingFile(), 'utf8')).toBe(before);
    expect(existsSync(saleFile())).toBe(false);
  });
});

describe('npm run sold, with the home named elsewhere', () => {
  let root: string;
  beforeEach(() => {
    root = tempSite('sold-named');
    createEntry({ root, kind: 'listing', slug: 'test-sold' });
  });
  const write = (folder: string, slug: string, edit: (entry: Record<string, any>) => void) => {
    const file = join(root, 'data', folder, `${slug}.json`);
    const entry = readJson<Record<string, any>>(file);
    edit(entry);
    writeFileSync(file, JSON.stringify(entry, null, 2));
  };

  it("marks it sold while an article's listing card names it, and the card then shows the sale", () => {
    createEntry({ root, kind: 'article', slug: 'test-story' });
    write('articles', 'test-story', (article) => article.body.push({ type: 'listingCards', slugs: ['test-sold'] }));
    soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root);
    expect(readJson<Record<string, any>>(join(root, 'data', 'listings', 'test-sold.json')).sold).toMatchObject({
      date: '2026-11-20',
    });
    const site = buildSiteData(loadValidContent(root).content);
    const page = JSON.stringify(site.routes.get('/journal/test-story'));
    const listing = readJson<Record<string, any>>(join(root, 'data', 'listings', 'test-sold.json'));
    // The card: the home's address, marked sold, without a link to the listing's former page.
    expect(page).toContain(`"address":"${listing.address}"`);
    expect(page).toContain('"soldMonth":"November 2026"');
    expect(page).not.toContain('"href":"/listings/test-sold"');
  });

  // Only the site places a buying-costs calculator (on the listing's own page), so the check
  // refuses this page before the sale; the command still names it and changes nothing.
  it('refuses, changing nothing, while a page written by hand holds a buying-costs calculator naming the listing', () => {
    createEntry({ root, kind: 'page', slug: 'test-costs' });
    write('pages', 'test-costs', (page) => page.blocks.push({ type: 'buyingCosts', listing: 'test-sold' }));
    const before = readFileSync(join(root, 'data', 'listings', 'test-sold.json'), 'utf8');
    expect(() => soldCommand(['test-sold', '--upon-request', '--date', '2026-11-20'], root)).toThrow(
      /nothing was changed[\s\S]*data\/pages\/test-costs\.json[\s\S]*a "buyingCosts" block cannot go/,
    );
    expect(readFileSync(join(root, 'data', 'listings', 'test-sold.json'), 'utf8')).toBe(before);
  });
});
