import { describe, expect, it } from 'vitest';
import { type Candidate, chooseSimilar } from '../../src/blocks/similarListings/chooseSimilar.ts';
import { byGridOrder } from '../../src/model/gridOrder.ts';
import type { Price } from '../../src/model/common.ts';

const home = (slug: string, over: Partial<Candidate> & { amount?: number } = {}): Candidate => {
  const { amount, ...rest } = over;
  return {
    slug,
    offer: 'sale',
    price: amount === undefined ? { kind: 'uponRequest' } : { kind: 'amount', amount, currency: 'CAD' },
    showInGrid: true,
    order: 0,
    ...rest,
  };
};

const slugs = (list: Candidate[]) => list.map((c) => c.slug);

describe('similar homes under a listing', () => {
  const self = home('self', { amount: 5_000_000, neighbourhood: 'rosedale' });

  it('puts homes in the same neighbourhood first, however far their price, then the nearest in price', () => {
    const all = [
      self,
      home('elsewhere-same-price', { amount: 5_000_000, neighbourhood: 'forest-hill' }),
      home('rosedale-far', { amount: 12_000_000, neighbourhood: 'rosedale' }),
      home('no-area-near', { amount: 4_900_000 }),
      home('rosedale-near', { amount: 5_500_000, neighbourhood: 'rosedale' }),
      home('elsewhere-far', { amount: 9_000_000, neighbourhood: 'forest-hill' }),
    ];
    expect(slugs(chooseSimilar(self, all))).toEqual(['rosedale-near', 'rosedale-far', 'elsewhere-same-price']);
  });

  it('keeps to the same offer, and leaves out the home itself and homes not on /listings', () => {
    const all = [
      self,
      home('lease-same-area', { offer: 'lease', amount: 15_000, neighbourhood: 'rosedale' }),
      home('hidden-same-area', { amount: 5_000_000, neighbourhood: 'rosedale', showInGrid: false }),
      home('sale-a', { amount: 6_500_000 }),
      home('sale-b', { amount: 3_000_000, neighbourhood: 'king-west' }),
    ];
    const chosen = chooseSimilar(self, all);
    expect(slugs(chosen)).toEqual(['sale-a', 'sale-b']);
    expect(chosen.every((c) => c.offer === 'sale' && c.slug !== 'self' && c.showInGrid)).toBe(true);
    const lease = home('a-lease', { offer: 'lease', amount: 14_000, neighbourhood: 'rosedale' });
    expect(slugs(chooseSimilar(lease, [...all, lease]))).toEqual(['lease-same-area']);
  });

  it('compares rents with rents, and ranks a price upon request after every figure (nearest another upon request)', () => {
    const rent = home('rent', { offer: 'lease', amount: 12_000 });
    const rents = [
      rent,
      home('r-30k', { offer: 'lease', amount: 30_000 }),
      home('r-11k', { offer: 'lease', amount: 11_000 }),
      home('r-por', { offer: 'lease' }),
      home('r-14k', { offer: 'lease', amount: 14_000 }),
    ];
    expect(slugs(chooseSimilar(rent, rents))).toEqual(['r-11k', 'r-14k', 'r-30k']);
    const onRequest = home('on-request');
    expect(
      slugs(chooseSimilar(onRequest, [onRequest, home('figure', { amount: 8_000_000 }), home('also-on-request')])),
    ).toEqual(['also-on-request', 'figure']);
  });

  it('shows three at most, the same three on every build (ties by the grid order, then slug)', () => {
    const all = [
      self,
      ...['d', 'b', 'c', 'a'].map((slug) => home(slug, { amount: 6_000_000 })),
      home('first-in-grid', { amount: 4_000_000, order: -1 }),
    ];
    expect(slugs(chooseSimilar(self, all))).toEqual(['first-in-grid', 'a', 'b']);
    expect(slugs(chooseSimilar(self, [...all].reverse()))).toEqual(['first-in-grid', 'a', 'b']);
    expect(chooseSimilar(self, [self])).toEqual([]);
  });
});

/** The choice as it was made before the index: every other listing compared and sorted, for each listing. */
function comparedWithEvery(home: Candidate, all: readonly Candidate[], count = 3): Candidate[] {
  const distance = (a: Price, b: Price) =>
    a.kind === 'amount' && b.kind === 'amount'
      ? Math.abs(a.amount - b.amount)
      : a.kind === b.kind
        ? 0
        : Number.POSITIVE_INFINITY;
  const sameArea = (c: Candidate) =>
    home.neighbourhood !== undefined && c.neighbourhood === home.neighbourhood ? 0 : 1;
  return all
    .filter((c) => c.slug !== home.slug && c.offer === home.offer && c.showInGrid)
    .map((c) => ({ c, area: sameArea(c), distance: distance(home.price, c.price) }))
    .sort(
      (x, y) => x.area - y.area || x.distance - y.distance || byGridOrder(x.c, y.c) || x.c.slug.localeCompare(y.c.slug),
    )
    .slice(0, count)
    .map(({ c }) => c);
}

describe('similar homes chosen from the index', () => {
  // A fixed pseudo-random site: few prices and areas, so ties in price, area and order abound.
  let seed = 46;
  // mulberry32: a small generator whose low bits are as random as its high ones.
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  const areas = ['rosedale', 'annex', 'leaside', undefined];
  const site = Array.from({ length: 400 }, (_, i) => {
    const area = areas[next(areas.length)];
    return home(`home-${next(1000)}-${i}`, {
      offer: next(5) === 0 ? 'lease' : 'sale',
      ...(next(8) === 0 ? {} : { amount: 1_000_000 + next(40) * 50_000 }),
      ...(area ? { neighbourhood: area } : {}),
      showInGrid: next(10) !== 0,
      ...(next(3) === 0 ? {} : { order: next(6) }),
    });
  });

  it('chooses for every listing what comparing it with every other listing chose', () => {
    const differing = site.filter(
      (h) => slugs(chooseSimilar(h, site)).join() !== slugs(comparedWithEvery(h, site)).join(),
    );
    expect(differing.map((h) => h.slug)).toEqual([]);
    // The fixture reaches every path: a home upon request, one with no area, a lease, a hidden one.
    expect(site.some((h) => h.price.kind === 'uponRequest' && h.offer === 'lease')).toBe(true);
    expect(site.some((h) => h.neighbourhood === undefined && !h.showInGrid)).toBe(true);
  });

  it('fills from elsewhere when the neighbourhood holds fewer, and counts to any number asked', () => {
    for (const count of [1, 5, 40])
      for (const h of site.slice(0, 60))
        expect(slugs(chooseSimilar(h, site, count))).toEqual(slugs(comparedWithEvery(h, site, count)));
  });
});
