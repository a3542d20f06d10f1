import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { listingPrices, maxPlausiblePrice } from '../../model/thresholds.ts';

const money = (n: number) => `$${n.toLocaleString('en-CA')}`;

/**
 * A listing's price no luxury home is asked at: under $50,000 for a sale (the "$4.5M" typed
 * into a number box that kept 4.5), or a monthly rent out of its own range. Warnings: the
 * figure may be meant, but it is almost always a slip. Prices of 0 or over $200,000,000 are
 * warned about already (warnings.ts).
 */
export function checkListingPrices(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, value } of content.collections.listings) {
    const price = value.price;
    if (price.kind !== 'amount' || price.amount === 0 || price.amount > maxPlausiblePrice) continue;
    const warn = (message: string, suggestion: string) =>
      problems.push({ severity: 'warning', file, path: ['price', 'amount'], message, suggestion });
    const { minAskingPrice, monthlyRent } = listingPrices;
    if (value.offer === 'sale' && price.amount < minAskingPrice)
      warn(
        `an asking price of ${money(price.amount)} is under ${money(minAskingPrice)}: are zeros missing?`,
        'write the whole amount in dollars, e.g. 4500000 for $4.5 million',
      );
    else if (value.offer === 'lease' && price.amount < monthlyRent.min)
      warn(
        `a monthly rent of ${money(price.amount)} is under ${money(monthlyRent.min)}: are zeros missing?`,
        'write the rent per month in whole dollars, e.g. 14500',
      );
    else if (value.offer === 'lease' && price.amount > monthlyRent.max)
      warn(
        `a monthly rent of ${money(price.amount)} is over ${money(monthlyRent.max)}: is it the yearly rent, or the sale price?`,
        'a lease\'s price is the rent per month, e.g. 14500; a home for sale has "offer": "sale"',
      );
  }
  return problems;
}
