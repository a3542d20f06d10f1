/**
 * A member's page shows their current listings and sales (issue 43, item 10), each home theirs by
 * its `agent` (a team slug) or, naming none, the lead broker's. Built from the fixture site, where
 * one listing (dunvegan-road) names Julian Mercer and the others name no one: the lead's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { agentOf } from '../../src/blocks/memberHomes/resolve.ts';
import { removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

let site: SiteData;
/** The listings that name an agent of their own, by slug. */
const agents = new Map<string, string>();
beforeAll(() => {
  const { content } = loadValidContent(tempSite('member-homes'));
  for (const { value } of content.collections.listings) if (value.agent) agents.set(value.slug, value.agent);
  site = buildSiteData(content);
});

const homesOf = (path: string) => {
  const block = site.routes.get(path)!.page.blocks.find((b) => b.type === 'memberHomes');
  if (block?.type !== 'memberHomes') throw new Error(`no memberHomes block on ${path}`);
  return block;
};

describe("a member's homes", () => {
  it('a home is its agent’s, or the lead’s when it names none', () => {
    expect(agentOf({ agent: 'julian-mercer' }, 'eleanor-ashdown')).toBe('julian-mercer');
    expect(agentOf({}, 'eleanor-ashdown')).toBe('eleanor-ashdown');
    expect(agentOf({ agent: 3 }, 'eleanor-ashdown')).toBe('eleanor-ashdown');
  });

  it("the lead's page: the listings of /listings in their order, and six of the sales, as sold cards", () => {
    const { listings, sales } = homesOf('/team/eleanor-ashdown');
    const grid = site.routes.get('/listings')!.page.blocks.find((b) => b.type === 'listingGrid');
    if (grid?.type !== 'listingGrid') throw new Error('no grid');
    expect(agents.get('dunvegan-road')).toBe('julian-mercer');
    expect(listings.map((l) => l.slug)).toEqual(grid.items.map((i) => i.slug).filter((slug) => !agents.has(slug)));
    expect(sales).toHaveLength(6);
    expect(sales[0]).toMatchObject({ locality: expect.stringMatching(/, ON /) });
  });

  it('a member no home names: the block has nothing to draw', () => {
    const { listings, sales } = homesOf('/team/maya-lindqvist');
    expect(listings).toEqual([]);
    expect(sales).toEqual([]);
  });

  it('a member named by a listing shows it, and only it', () => {
    const { listings, sales } = homesOf('/team/julian-mercer');
    expect(listings.map((l) => l.slug)).toEqual(['dunvegan-road']);
    expect(sales).toEqual([]);
  });
});
