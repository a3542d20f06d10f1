/**
 * A member's page shows their current listings and sales (issue 43, item 10), each home theirs by
 * its `agent` (a team slug) or, naming none, the lead broker's. Built from the fixture site, where
 * one listing (dunvegan-road) names Julian Mercer and the others name no one: the lead's.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberHomes } from '../../src/blocks/memberHomes/MemberHomes.tsx';
import { resolveMemberHomes } from '../../src/blocks/memberHomes/resolve.ts';
import { MemberHomesBlock } from '../../src/blocks/memberHomes/schema.ts';
import type { Content } from '../../src/content/load/content.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { createResolveContext } from '../../src/content/render/context.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { agentOf } from '../../src/blocks/memberHomes/resolve.ts';
import { Router } from 'wouter';
import { removeTempSites, tempSite } from '../authoring/tempSite.ts';

afterAll(removeTempSites);

let site: SiteData;
let content: Content;
/** The listings that name an agent of their own, by slug. */
const agents = new Map<string, string>();
beforeAll(() => {
  ({ content } = loadValidContent(tempSite('member-homes')));
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

  it("a lead named by hundreds of homes (a feed's): the first of them, in order, and a way to every listing", () => {
    // The fixture's listings thirty times over under new slugs, all the lead's: as a feed brings them.
    const many = Array.from({ length: 30 }, (_, copy) =>
      content.collections.listings.map((entry) => ({
        ...entry,
        value: { ...entry.value, slug: `${entry.value.slug}-${copy}`, agent: undefined },
      })),
    ).flat();
    const crowded = { ...content, collections: { ...content.collections, listings: many } } as Content;
    const shown = many.filter((e) => e.value.showInGrid);
    const block = resolveMemberHomes(
      MemberHomesBlock.parse({ type: 'memberHomes', member: 'eleanor-ashdown' }),
      createResolveContext(crowded),
    );
    expect(block.listings.map((l) => l.slug)).toEqual(shown.slice(0, 12).map((e) => e.value.slug));
    expect(block.listingsTotal).toBe(shown.length);
    const html = renderToStaticMarkup(
      <Router ssrPath="/team/eleanor-ashdown">
        <MemberHomes block={block} />
      </Router>,
    );
    expect(html.match(/<h3/g)?.length).toBe(12 + block.sales.length);
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/listings"[^>]*>See all ${shown.length.toLocaleString('en-CA')} listings</a>`),
    );
  });

  it('a member with no more homes than the block shows: no such link', () => {
    const block = homesOf('/team/eleanor-ashdown');
    expect(block.listingsTotal).toBe(block.listings.length);
    const html = renderToStaticMarkup(
      <Router ssrPath="/team/eleanor-ashdown">
        <MemberHomes block={block} />
      </Router>,
    );
    expect(html).not.toContain('See all');
  });
});
