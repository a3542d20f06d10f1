/**
 * CREA's DDF® display rules: a feed listing's page shows its listing brokerage, agent, MLS® number,
 * the link to it on REALTOR.ca and the "Powered by REALTOR.ca" badge (src/blocks/listingFeed), and
 * `npm run check` refuses a feed listing without them and warns when the last sync is over 24
 * hours old. The listings come from the recorded feed through the local DDF® stand-in.
 */
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingFeed } from '../../src/blocks/listingFeed/ListingFeed.tsx';
import { resolveListingFeed } from '../../src/blocks/listingFeed/resolve.ts';
import { checkListingFeed } from '../../src/content/checks/advertising/listingFeed.ts';
import { loadContent, loadValidContent } from '../../src/content/load/loadContent.ts';
import { createResolveContext } from '../../src/content/render/context.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { syncListings } from '../../scripts/feed/syncListings.ts';
import { editJson, removeTempSites, tempSite } from '../authoring/tempSite.ts';
import { startDdfServer } from './ddfServer.ts';

let root: string;
const SYNCED = new Date('2026-11-28T06:00:00Z');
const file = (slug: string) => join(root, 'data', 'listings', `${slug}.json`);

beforeAll(async () => {
  const ddf = await startDdfServer();
  root = tempSite('feed-display');
  await syncListings(root, ddf.env, SYNCED);
  await ddf.close();
});
afterAll(removeTempSites);

describe("a feed listing's page", () => {
  it('shows the listing brokerage, the agent and title, the MLS® number, the REALTOR.ca link and the badge', () => {
    const { content } = loadValidContent(root);
    const page = buildSiteData(content).routes.get('/listings/10-maple-crescent');
    expect(JSON.stringify(page)).toContain('"type":"listingFeed"');
    const block = resolveListingFeed(
      { type: 'listingFeed', listing: '10-maple-crescent' },
      createResolveContext(content),
    );
    const html = renderToStaticMarkup(<ListingFeed block={block} />);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Listing brokerage Aldergrove Realty Ltd., Brokerage');
    expect(text).toContain('Listing agent Avery Lindqvist, Salesperson');
    expect(text).toContain('MLS® number C9100000');
    expect(text).toContain('Powered by REALTOR.ca');
    const links = [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(Array(2).fill('https://www.realtor.ca/real-estate/28450001/10-maple-crescent-toronto'));
    expect(html).not.toContain('<script');
  });

  it('is unchanged for a listing the team entered itself: no feed block', () => {
    const { content } = loadValidContent(root);
    const own = content.collections.listings.find((l) => !l.value.feed)!;
    const page = buildSiteData(content).routes.get(`/listings/${own.value.slug}`);
    expect(page).toBeDefined();
    expect(JSON.stringify(page)).not.toContain('"type":"listingFeed"');
  });
});

describe('npm run check, the DDF® display rules', () => {
  it('refuses a feed listing without its agent, MLS® number or REALTOR.ca link, naming the rule', () => {
    editJson(file('17-larkspur-avenue'), (l) => {
      delete l.feed.mlsNumber;
      delete l.feed.agentName;
    });
    editJson(file('24-thornbury-road'), (l) => {
      l.feed.listingUrl = 'https://listings.example.com/24-thornbury-road';
    });
    const errors = loadContent(root).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.file, p.message.replace(/ \(CREA.*$/, '')])).toEqual([
      [
        'data/listings/17-larkspur-avenue.json',
        expect.stringContaining('has no listing agent\'s name ("feed.agentName")'),
      ],
      ['data/listings/17-larkspur-avenue.json', expect.stringContaining('has no MLS® number ("feed.mlsNumber")')],
      ['data/listings/24-thornbury-road.json', expect.stringContaining('is not on REALTOR.ca')],
    ]);
    for (const error of errors) expect(error.message).toContain('Requirements for Displaying Listing Content');
  });

  it('warns when the last sync is more than 24 hours old, and not within them', () => {
    const { content } = loadValidContent(tempSiteSynced());
    const hoursLater = (h: number) => new Date(SYNCED.getTime() + h * 3_600_000);
    expect(checkListingFeed(content, hoursLater(23))).toEqual([]);
    const [warning, ...rest] = checkListingFeed(content, hoursLater(30));
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', file: 'data/site.json', path: ['listingFeed', 'lastSync'] });
    expect(warning!.message).toMatch(
      /^the listings were last synced from the board's feed 30 hours ago .*at least every 24 hours/,
    );
  });
});

/** The synced site before the first describe's edits broke it: the display rules' warnings alone. */
function tempSiteSynced(): string {
  editJson(file('17-larkspur-avenue'), (l) => {
    l.feed.mlsNumber = 'C9100013';
    l.feed.agentName = 'Rowan Okafor';
  });
  editJson(file('24-thornbury-road'), (l) => {
    l.feed.listingUrl = 'https://www.realtor.ca/real-estate/28450003/24-thornbury-road-toronto';
  });
  return root;
}
