/**
 * `npm run sold`: a listing that has sold becomes a sale in one step.
 *
 *   npm run sold -- 84-old-forest-hill --price 8200000 --date 2026-11-20 --seller-consent 2026-11-21 --buyer-consent 2026-11-22
 *   npm run sold -- 84-old-forest-hill --upon-request --date 2026-11-20 --pinnacle
 *
 * data/listings/<slug>.json gets a "sold" (the editor's "Sold" fields), in place: the build shows
 * it as a sale on the portfolio page, last among the historical sales (--pinnacle: the pinnacle
 * sales), and /listings/<slug> keeps working and leads there. A price is published only with the
 * dates of the seller's and the buyer's written consent (RECO Bulletin 5.4).
 */
import { join } from 'node:path';
import { SoldRefused, markSold, parsePrice } from './markSold.ts';

const usage =
  'Usage: npm run sold -- <listing-slug> --price <amount> --seller-consent <YYYY-MM-DD> --buyer-consent <YYYY-MM-DD> --date <YYYY-MM-DD> [--pinnacle]   (or --upon-request instead of the price and consents)';
const valued = ['--price', '--date', '--seller-consent', '--buyer-consent'];

export function soldCommand(args: string[], root = join(import.meta.dirname, '..', '..')): string {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const slug = args.find((arg, i) => !arg.startsWith('--') && !valued.includes(args[i - 1] ?? ''));
  const date = value('--date');
  if (!slug || !date) throw new SoldRefused(usage);
  const uponRequest = args.includes('--upon-request');
  if (uponRequest === (value('--price') !== undefined))
    throw new SoldRefused(
      'give the sale price with --price 4500000, or --upon-request to show "Price Upon Request" (one of the two)',
    );
  const seller = value('--seller-consent');
  const buyer = value('--buyer-consent');
  const consent = seller || buyer ? { ...(seller ? { seller } : {}), ...(buyer ? { buyer } : {}) } : undefined;
  const result = markSold(root, {
    slug,
    date,
    uponRequest,
    pinnacle: args.includes('--pinnacle'),
    ...(uponRequest ? {} : { price: parsePrice(value('--price')) }),
    ...(consent ? { priceConsent: consent } : {}),
  });
  return [
    `${slug} is sold: ${result.listingFile} is marked "sold" and shows on the portfolio page, last among the ${result.group} sales (change its "sold" → "order" to move it).`,
    `${result.formerUrl} now leads to the sale on the portfolio page.`,
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  try {
    console.log(soldCommand(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof SoldRefused ? error.message : `could not mark it sold: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
