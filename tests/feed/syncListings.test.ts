/**
 * `npm run sync:listings` against a local stand-in for the DDF® Web API (ddfServer.ts) serving
 * the recorded feed of 40 listings: what each run writes, keeps, removes and refuses, in a
 * throwaway copy of the fixture site. No test reaches the real service.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { FeedError } from '../../scripts/feed/feedClient.ts';
import { syncListings } from '../../scripts/feed/syncListings.ts';
import { editJson, readJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { startDdfServer, type DdfServer } from './ddfServer.ts';

afterAll(removeTempSites);

type Json = Record<string, any>;
const NOW = new Date('2026-11-28T06:00:00Z');

/** Every file of data/listings and data/site.json as text: what "changes nothing" compares. */
const snapshot = (root: string) => {
  const dir = join(root, 'data', 'listings');
  return {
    site: readFileSync(join(root, 'data', 'site.json'), 'utf8'),
    ...Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')])),
  };
};
const feedFiles = (root: string) =>
  readdirSync(join(root, 'data', 'listings')).filter((f) => readJson<Json>(join(root, 'data', 'listings', f)).feed);

describe('npm run sync:listings', () => {
  let ddf: DdfServer;
  let root: string;
  const listing = (slug: string) => join(root, 'data', 'listings', `${slug}.json`);

  beforeEach(async () => {
    ddf = await startDdfServer();
    root = tempSite('feed');
  });
  afterEach(() => ddf.close());

  it('adds every listing of the feed, with the feed-owned fields, and the result passes the content check', async () => {
    const { report, errors } = await syncListings(root, ddf.env, NOW);
    expect(errors).toEqual([]);
    expect(report).toMatch(/^40 added, 0 updated, 0 removed, of 40 listings on the feed\.$/m);
    expect(report).toContain('  added    10-maple-crescent (MLS® number C9100000)');
    expect(feedFiles(root)).toHaveLength(40);
    const first = readJson<Json>(listing('10-maple-crescent'));
    expect(first).toMatchObject({
      address: '10 Maple Crescent',
      offer: 'sale',
      price: { kind: 'amount', amount: 1250000, currency: 'CAD' },
      location: { street: '10 Maple Crescent', city: 'Toronto', province: 'ON', postalCode: 'M4N 2K7' },
      bedrooms: 2,
      bathrooms: 1,
      feature: { kind: 'size', squareFeet: 1400 },
      brokerage: 'Aldergrove Realty Ltd., Brokerage',
      // Toronto's clock: 19:00 UTC on 5 December is 14:00 EST.
      openHouses: [{ start: '2026-12-05T14:00', end: '2026-12-05T16:00', note: 'Please bring photo ID.' }],
      feed: {
        listingKey: '28450001',
        mlsNumber: 'C9100000',
        listingUrl: 'https://www.realtor.ca/real-estate/28450001/10-maple-crescent-toronto',
        agentName: 'Avery Lindqvist',
        agentTitle: 'Salesperson',
      },
    });
    // The record gives this photo's size; the stand-in's photo host serves it at two smaller sizes too.
    expect(first.images[0]).toEqual({
      src: `${ddf.url}/listings/28450001/highres/1.jpg`,
      alt: 'Front elevation of 10 Maple Crescent',
      width: 2400,
      height: 1600,
      srcset: [
        { src: `${ddf.url}/listings/28450001/lowres/1.jpg`, width: 240 },
        { src: `${ddf.url}/listings/28450001/medres/1.jpg`, width: 640 },
      ],
    });
    expect(readJson<Json>(listing('59-elmstead-lane')).offer).toBe('lease');
    expect(readJson<Json>(listing('1205-45-birchmount-gardens')).location).toMatchObject({
      unit: '1205',
      street: '45 Birchmount Gardens',
    });
    const site = readJson<Json>(join(root, 'data', 'site.json'));
    expect(site.listingFeed).toEqual({ lastSync: NOW.toISOString() });
    expect(site.imageHosts).toContain(new URL(ddf.url).host);
    // The replication list came in pages, each followed.
    expect(ddf.requests.filter((r) => r.includes('PropertyReplication'))).toHaveLength(3);
    const { problems } = loadContent(root);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('reads only the replication list when nothing changed, and writes no listing', async () => {
    await syncListings(root, ddf.env, NOW);
    const before = snapshot(root);
    ddf.requests.length = 0;
    const { report } = await syncListings(root, ddf.env, new Date('2026-11-29T06:00:00Z'));
    expect(report).toMatch(/^0 added, 0 updated, 0 removed, of 40 listings on the feed\.$/m);
    expect(ddf.requests.some((r) => r.startsWith('GET /odata/v1/Property?'))).toBe(false);
    const after = snapshot(root);
    expect({ ...after, site: '' }).toEqual({ ...before, site: '' });
    expect(after.site).toContain('2026-11-29T06:00:00.000Z');
  });

  it('writes a price change and names the field, keeping every field the team wrote', async () => {
    await syncListings(root, ddf.env, NOW);
    editJson(listing('10-maple-crescent'), (l) => {
      l.title = 'A Garden House on Maple Crescent';
      l.description = ['The team’s own story of the house.'];
      l.order = 1;
      l.showInGrid = false;
      l.agent = 'julian-mercer';
    });
    const team = readJson<Json>(listing('10-maple-crescent'));
    const record = ddf.feed.find((p) => p.ListingKey === '28450001')!;
    record.ListPrice = 1199000;
    record.ModificationTimestamp = '2026-11-28T04:00:00Z';
    const { report, errors } = await syncListings(root, ddf.env, NOW);
    expect(errors).toEqual([]);
    expect(report).toContain('  updated  10-maple-crescent: price');
    expect(report).toMatch(/^0 added, 1 updated, 0 removed/m);
    const after = readJson<Json>(listing('10-maple-crescent'));
    expect(after.price.amount).toBe(1199000);
    expect(after.feed.modified).toBe('2026-11-28T04:00:00Z');
    for (const field of ['title', 'description', 'order', 'showInGrid', 'agent'])
      expect(after[field]).toEqual(team[field]);
  });

  it('removes a listing the feed no longer carries, and keeps one the team marked sold as its sale', async () => {
    await syncListings(root, ddf.env, NOW);
    editJson(listing('17-larkspur-avenue'), (l) => {
      l.sold = { soldDate: '2026-11-27', price: { kind: 'uponRequest' } };
    });
    ddf.feed = ddf.feed.filter((p) => !['28450002', '28450003'].includes(String(p.ListingKey)));
    const { report, errors } = await syncListings(root, ddf.env, NOW);
    expect(errors).toEqual([]);
    expect(report).toContain('  removed  24-thornbury-road: no longer on the feed');
    expect(report).toContain('  kept     17-larkspur-avenue');
    expect(existsSync(listing('24-thornbury-road'))).toBe(false);
    expect(existsSync(listing('17-larkspur-avenue'))).toBe(true);
    expect(report).toMatch(/^0 added, 0 updated, 1 removed, of 38 listings on the feed\.$/m);
  });

  it('refuses a record missing a field the listing needs, naming the listing key and the field, and writes the rest', async () => {
    delete ddf.feed[4]!.BedroomsTotal;
    ddf.feed[6]!.PostalCode = 'ZZ';
    const { report, errors } = await syncListings(root, ddf.env, NOW);
    expect(errors).toEqual([
      expect.stringMatching(/^listing key 28450005: the feed's record has no BedroomsTotal, which the listing needs;/),
      expect.stringMatching(/^listing key 28450007: the site's schema refuses the field "location\.postalCode"/),
    ]);
    expect(report).toMatch(/^38 added/m);
    expect(feedFiles(root)).toHaveLength(38);
    // Not every listing is current: the last sync is not recorded, so the 24-hour warning holds.
    expect(readJson<Json>(join(root, 'data', 'site.json')).listingFeed).toBeUndefined();
  });

  it('stops with one sentence and changes nothing on a 401, refused credentials, an unreachable feed or no credentials', async () => {
    const before = snapshot(root);
    const sentence = async (env: NodeJS.ProcessEnv) => {
      const error = await syncListings(root, env, NOW).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(FeedError);
      return (error as FeedError).message;
    };
    ddf.revoked = true;
    expect(await sentence(ddf.env)).toMatch(/^the feed refused to give the list of listings \(HTTP 401\)/);
    ddf.revoked = false;
    expect(await sentence({ ...ddf.env, DDF_CLIENT_SECRET: 'wrong' })).toMatch(
      /^the feed's sign-in refused DDF_CLIENT_ID and DDF_CLIENT_SECRET \(HTTP 400\)/,
    );
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect(await sentence({ ...ddf.env, DDF_TOKEN_URL: `http://127.0.0.1:${closedPort}/connect/token` })).toMatch(
      /^could not reach the feed for a token at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
    expect(await sentence({})).toMatch(/^No listings were synced: set DDF_CLIENT_ID and DDF_CLIENT_SECRET/);
    expect(snapshot(root)).toEqual(before);
  });
});
