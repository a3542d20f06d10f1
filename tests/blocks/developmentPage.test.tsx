import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DevelopmentGallery } from '../../src/blocks/developmentGallery/DevelopmentGallery.tsx';
import { keyFacts } from '../../src/blocks/developmentOverview/resolve.ts';
import { ListingFloorPlansBlock } from '../../src/blocks/listingFloorPlans/schema.ts';
import { ListingVideoBlock } from '../../src/blocks/listingVideo/schema.ts';
import { developments } from '../../src/content/collections/developments.ts';
import type { PageContext } from '../../src/content/collections/defineCollection.ts';
import { Development } from '../../src/model/development.ts';
import { mediaOwner } from '../../src/model/mediaOwner.ts';
import type { ResolveContext } from '../../src/model/resolveContext.ts';

/** A development of this test's own, as staff would write it with none of the new fields. */
const plain = Development.parse({
  slug: 'harbour-lane',
  title: 'Harbour Lane',
  image: { src: '/media/developments/harbour-lane.jpg', alt: 'A low-rise residence by the water' },
  tagline: 'By the water.',
  facts: [{ label: 'Setting', value: 'Waterfront' }],
  sections: [{ heading: 'About', paragraphs: ['A building by the lake.'] }],
  inquire: { label: 'Inquire About This Development', href: '/contact' },
});

const complete = Development.parse({
  ...plain,
  architect: 'Halden Vos Architects',
  storeys: [73, 84],
  suites: 1420,
  completion: 'Expected 2029',
  priceFrom: 689900,
  images: [
    { src: '/media/developments/harbour-lane/1.jpg', alt: 'Living room over the lake' },
    { src: '/media/developments/harbour-lane/2.jpg', alt: 'Terrace at dusk' },
  ],
  floorPlans: {
    levels: [{ label: 'Suite 1A', image: { src: '/media/developments/harbour-lane/1a.svg', alt: 'Plan' } }],
  },
  video: {
    kind: 'youtube',
    id: 'abcdefghijk',
    poster: { src: '/media/developments/harbour-lane/poster.jpg', alt: 'Still' },
  },
});

const pageContext = { site: { collectionPages: { development: { header: 'solid' } } }, titled: (t: string) => t };
const blocksOf = (d: Development) => developments.toPage!(d, pageContext as unknown as PageContext).blocks;

describe('a development page as complete as a listing', () => {
  it('states the key facts it is given, in a fixed order and in the site’s figures, before its other facts', () => {
    expect(keyFacts(complete)).toEqual([
      { label: 'Architect', value: 'Halden Vos Architects' },
      { label: 'Storeys', value: '73 and 84' },
      { label: 'Residences', value: '1,420' },
      { label: 'Completion', value: 'Expected 2029' },
      { label: 'Priced from', value: '$689,900' },
      { label: 'Setting', value: 'Waterfront' },
    ]);
    expect(keyFacts({ ...plain, storeys: [12, 20, 31] })[0]).toEqual({ label: 'Storeys', value: '12, 20 and 31' });
    // Every new field is optional: a development written before them keeps its own facts alone.
    expect(keyFacts(plain)).toEqual([{ label: 'Setting', value: 'Waterfront' }]);
  });

  it('refuses figures that cannot be true: no storey or residence count of zero, no price with cents', () => {
    for (const wrong of [{ storeys: [0] }, { storeys: [] }, { suites: 0 }, { priceFrom: 689900.5 }, { suites: 4.5 }])
      expect(Development.safeParse({ ...plain, ...wrong }).success, JSON.stringify(wrong)).toBe(false);
  });

  it('has a gallery, floor plans and a video section only when given them, after the overview', () => {
    expect(blocksOf(plain).map((b) => b.type)).toEqual(['pageHero', 'developmentOverview']);
    expect(blocksOf(complete)).toEqual([
      expect.objectContaining({ type: 'pageHero' }),
      expect.objectContaining({ type: 'developmentOverview' }),
      { type: 'developmentGallery', development: 'harbour-lane' },
      { type: 'listingFloorPlans', development: 'harbour-lane' },
      { type: 'listingVideo', development: 'harbour-lane' },
    ]);
  });

  it("the listing's floor-plan and video blocks take a listing or a development, never both or neither", () => {
    for (const Block of [ListingFloorPlansBlock, ListingVideoBlock]) {
      const type = Block === ListingFloorPlansBlock ? 'listingFloorPlans' : 'listingVideo';
      expect(Block.safeParse({ type, listing: 'a-home' }).success).toBe(true);
      expect(Block.safeParse({ type, development: 'harbour-lane' }).success).toBe(true);
      const both = Block.safeParse({ type, listing: 'a-home', development: 'harbour-lane' });
      expect(both.error?.issues[0]?.message).toMatch(/name a listing or a development/);
      expect(Block.safeParse({ type }).success).toBe(false);
    }
    // A development's photos for those sections: the hero first (a tour's poster when it has none of its own).
    const ctx = { one: () => complete } as unknown as ResolveContext;
    const owner = mediaOwner({ development: 'harbour-lane' }, ctx);
    expect(owner.images.map((i) => i.src)).toEqual([complete.image.src, ...complete.images!.map((i) => i.src)]);
    expect(owner.floorPlans).toBe(complete.floorPlans);
  });

  it("the gallery is plain links to each photo at full size, marked as a set of photos for the site's lightbox", () => {
    const images = complete.images!.map(({ src, alt }) => ({ src, alt, width: 2400, height: 1600 }));
    const html = renderToString(
      <DevelopmentGallery block={{ type: 'developmentGallery', title: 'Harbour Lane', images }} />,
    );
    expect(html).toMatch(/<ul[^>]+data-floor-plans="Harbour Lane"[^>]+data-noun="Photo"/);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*data-floor-plan=""[^>]*aria-label="([^"]+)"/g)];
    expect(links.map((m) => [m[1], m[2]])).toEqual([
      ['/media/developments/harbour-lane/1.jpg', 'View photo 1 of 2 full screen: Living room over the lake'],
      ['/media/developments/harbour-lane/2.jpg', 'View photo 2 of 2 full screen: Terrace at dusk'],
    ]);
    // Written in sentence case, set in capitals by style (src/ui/typeScale.ts).
    expect(html).toContain('>Gallery</h2>');
    expect(renderToString(<DevelopmentGallery block={{ type: 'developmentGallery', title: 'x', images: [] }} />)).toBe(
      '',
    );
  });
});
