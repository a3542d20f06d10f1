import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath, formatProblem } from '../../src/content/load/problem.ts';
import { listingPrices, maxPlausiblePrice } from '../../src/model/thresholds.ts';
import { editJson, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

/** A listing's price no luxury home is asked at is warned about: a sale's and a lease's each in its own range. */
it('warns about an asking price under the minimum and a monthly rent out of its range, at the limits not; leaves the others to the price check', () => {
  const root = tempSite('listing-prices');
  const listing = (slug: string) => join(root, 'data', 'listings', `${slug}.json`);
  const price = (amount: number) => ({ kind: 'amount', amount, currency: 'CAD' });
  const { minAskingPrice, monthlyRent } = listingPrices;
  editJson(listing('7-crescent-road'), (l) => (l.price = price(4.5))); // "$4.5M" kept as 4.5 by a number box
  editJson(listing('84-old-forest-hill'), (l) => (l.price = price(minAskingPrice))); // at the limit
  editJson(listing('15-strathallan'), (l) => (l.price = price(monthlyRent.min - 1)));
  editJson(listing('50-glen-echo'), (l) => Object.assign(l, { offer: 'lease', price: price(monthlyRent.max + 1) }));
  editJson(listing('46-bernard-ave'), (l) => Object.assign(l, { offer: 'lease', price: price(monthlyRent.max) })); // at the limit
  editJson(listing('455-william-st'), (l) => (l.price = price(maxPlausiblePrice + 1))); // the price check's own warning
  const { problems } = loadContent(root);
  const ours = problems.filter(
    (p) => p.severity === 'warning' && fieldPath(p.path) === 'price.amount' && p.file.startsWith('data/listings/'),
  );
  expect(ours.map((p) => [p.file, p.message])).toEqual([
    ['data/listings/455-william-st.json', 'the price 200,000,001 CAD is over 200,000,000: is there a zero too many?'],
    ['data/listings/15-strathallan.json', 'a monthly rent of $999 is under $1,000: are zeros missing?'],
    [
      'data/listings/50-glen-echo.json',
      'a monthly rent of $100,001 is over $100,000: is it the yearly rent, or the sale price?',
    ],
    ['data/listings/7-crescent-road.json', 'an asking price of $4.5 is under $50,000: are zeros missing?'],
  ]);
  expect(formatProblem(ours.find((p) => p.file.includes('7-crescent'))!)).toMatch(
    /^warning +data\/listings\/7-crescent-road\.json:\d+:\d+\s+field: price\.amount\s+an asking price/,
  );
});
