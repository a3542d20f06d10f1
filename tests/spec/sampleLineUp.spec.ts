/**
 * THE SHIPPED SAMPLE CONTENT'S LINE-UP. These counts are facts of the content in data/ as the
 * specification describes it, not rules of the site: when the team adds or removes a listing,
 * a sale, a neighbourhood or a team member, update the numbers here. Every other test checks
 * rules that hold for any content.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';

const { content } = loadValidContent(join(import.meta.dirname, '..', '..'));
const site = buildSiteData(content);
type AnyBlock = { type: string } & Record<string, unknown>;
const blocksOf = (path: string, type: string) =>
  (site.routes.get(path)?.page.blocks ?? []).filter((b) => b.type === type) as unknown as AnyBlock[];
const itemsOf = (path: string, type: string) => (blocksOf(path, type)[0]?.items as unknown[] | undefined) ?? [];

describe('sample content line-up (update when the team changes its content)', () => {
  it('home: 3 press cards, 6 publication logos, 4 development cards', () => {
    expect(itemsOf('/', 'pressCards')).toHaveLength(3);
    expect(blocksOf('/', 'publicationLogos')[0]?.logos).toHaveLength(6);
    expect(itemsOf('/', 'developmentCards')).toHaveLength(4);
  });

  it('listings: 8 in the grid, 15 Strathallan the only one for lease, 10 with pages', () => {
    const grid = itemsOf('/listings', 'listingGrid') as { slug: string; offer: string }[];
    expect(grid).toHaveLength(8);
    expect(grid.filter((l) => l.offer === 'lease').map((l) => l.slug)).toEqual(['15-strathallan']);
    expect(content.collections.listings).toHaveLength(10);
    for (const slug of [
      'old-forest-hill',
      'dunvegan-road',
      '84-old-forest-hill',
      '46-bernard-ave',
      '15-strathallan',
      '50-glen-echo',
      '1031-road-2900',
      '455-william-st',
    ])
      expect(site.routes.has(`/listings/${slug}`), slug).toBe(true);
  });

  it('1031 Road 2900 and 455 William Street: one image and a location feature', () => {
    for (const slug of ['1031-road-2900', '455-william-st']) {
      const listing = content.collections.listings.find((l) => l.value.slug === slug)!.value;
      expect(listing.images).toHaveLength(1);
      expect(listing.feature.kind).toBe('location');
      expect(listing.showInGrid).toBe(false);
    }
  });

  it('portfolio: 10 pinnacle and 9 historical sales', () => {
    const grids = blocksOf('/portfolio', 'salesGrid') as unknown as { group: string; items: unknown[] }[];
    expect(grids.find((g) => g.group === 'pinnacle')!.items).toHaveLength(10);
    expect(grids.find((g) => g.group === 'historical')!.items).toHaveLength(9);
  });

  it('6 neighbourhoods, 4 team members, 4 developments, privacy and terms', () => {
    expect(itemsOf('/explore', 'neighbourhoodCards')).toHaveLength(6);
    expect(content.collections.team).toHaveLength(4);
    expect(content.collections.team.filter((m) => m.value.lead)).toHaveLength(1);
    expect(content.collections.developments.map((d) => d.value.slug)).toEqual([
      'freed-hotel',
      'forma',
      'the-bedford',
      '429-walmer-road',
    ]);
    const privacy = content.collections.legal.find((d) => d.value.slug === 'privacy')!.value;
    expect(privacy.lastUpdated).toBe('2023-11-02');
    expect(site.routes.has('/terms')).toBe(true);
  });

  it('the figures the specification gives', () => {
    const guide = (slug: string) => content.collections.neighbourhoods.find((n) => n.value.slug === slug)!.value;
    const forestHill = guide('forest-hill').overview;
    expect([forestHill.population.value, forestHill.medianAge.value, forestHill.averageIncome.value]).toEqual([
      19791, 43.2, 221000,
    ]);
    const kingWest = guide('king-west').scores;
    expect([kingWest.walk.value, kingWest.bike.value, kingWest.transit.value]).toEqual([100, 88, 100]);
  });
});
