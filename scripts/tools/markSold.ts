import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { formatProblems } from '../../src/content/load/problem.ts';
import { didYouMean } from '../../src/content/load/suggest.ts';
import { IsoDate } from '../../src/model/common.ts';
import { Listing } from '../../src/model/listing.ts';
import { Sale } from '../../src/model/sale.ts';
import type { SoldListing } from '../../src/model/soldListing.ts';
import { source } from '../../src/content/checks/advertising/sources.ts';

export class SoldRefused extends Error {}

export interface SoldOptions {
  slug: string;
  /** Whole dollars; undefined with uponRequest. */
  price?: number;
  uponRequest?: boolean;
  date: string;
  pinnacle?: boolean;
  /** When the seller and the buyer consented in writing to publish the price: required with a price. */
  priceConsent?: { seller?: string; buyer?: string };
}

const slugsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
    : [];

/**
 * Marks a listing sold where it stands: data/listings/<slug>.json gets its "sold" (price, date,
 * portfolio section, last in it, and consents), the same edit the browser editor makes, so the
 * build shows it on the portfolio and /listings/<slug> leads there. No file moves. The content is
 * checked afterwards; if the change broke anything, the file is put back as it was.
 */
export function markSold(
  root: string,
  options: SoldOptions,
): { listingFile: string; group: string; formerUrl: string } {
  const listingFile = join(root, 'data', 'listings', `${options.slug}.json`);
  const saleFile = join(root, 'data', 'sales', `${options.slug}.json`);
  if (!existsSync(listingFile)) {
    const hint = didYouMean(options.slug, slugsIn(join(root, 'data', 'listings')));
    throw new SoldRefused(`there is no listing data/listings/${options.slug}.json${hint ? `: ${hint}` : ''}`);
  }
  if (existsSync(saleFile))
    throw new SoldRefused(`data/sales/${options.slug}.json already exists: a sale with this name was recorded before`);
  if (!IsoDate.safeParse(options.date).success)
    throw new SoldRefused(`"${options.date}" is not a date: write it YYYY-MM-DD, e.g. 2026-11-24`);
  if (options.uponRequest === (options.price !== undefined))
    throw new SoldRefused('give the sale price with --price 4500000, or --upon-request to show "Price Upon Request"');
  for (const [party, day] of Object.entries(options.priceConsent ?? {}))
    if (!IsoDate.safeParse(day).success)
      throw new SoldRefused(
        `"${day}" is not a date: write the ${party}'s consent YYYY-MM-DD, e.g. --${party}-consent 2026-11-24`,
      );
  const missing = (['seller', 'buyer'] as const).filter((party) => !options.priceConsent?.[party]);
  if (options.price !== undefined && missing.length)
    throw new SoldRefused(
      `a sold price may be published only with the written consent of both buyer and seller (${source.soldPrice}); missing: the ${missing.map((party) => `${party}'s`).join(' and the ')} consent. Give the dates they signed with --seller-consent YYYY-MM-DD --buyer-consent YYYY-MM-DD, or use --upon-request to show "Price Upon Request"`,
    );

  const listingText = readFileSync(listingFile, 'utf8');
  const listing = JSON.parse(listingText) as Record<string, unknown>;
  const parsed = Listing.safeParse(listing);
  if (!parsed.success)
    throw new SoldRefused(
      `data/listings/${options.slug}.json has problems of its own: run npm run check and fix them first`,
    );
  if (parsed.data.sold)
    throw new SoldRefused(
      `data/listings/${options.slug}.json is marked sold already (on ${parsed.data.sold.date}): change its "sold" to correct it`,
    );
  const group = options.pinnacle ? 'pinnacle' : 'historical';
  const sold = soldDetails(options, group, lastOrder(root, group) + 1);

  writeFileSync(listingFile, `${JSON.stringify({ ...listing, sold }, null, 2)}\n`);
  const errors = loadContent(root).problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    writeFileSync(listingFile, listingText);
    throw new SoldRefused(`marking it sold would break the site, so nothing was changed:\n\n${formatProblems(errors)}`);
  }
  return { listingFile: `data/listings/${options.slug}.json`, group, formerUrl: `/listings/${options.slug}` };
}

/** The listing's "sold", in the order of its fields in the schema (and the editor's form). */
function soldDetails(options: SoldOptions, section: 'pinnacle' | 'historical', order: number): SoldListing {
  return {
    price:
      options.price !== undefined
        ? { kind: 'amount', amount: options.price, currency: 'CAD' }
        : { kind: 'uponRequest' },
    date: options.date,
    section,
    order,
    ...(options.priceConsent ? { priceConsent: options.priceConsent } : {}),
  };
}

/** The last position taken in a portfolio section, by the sales and the listings marked sold. */
function lastOrder(root: string, group: string): number {
  const { content } = loadContent(root);
  if (content)
    return Math.max(0, ...content.collections.sales.filter((s) => s.value.group === group).map((s) => s.value.order));
  // Content with problems elsewhere: the sale files alone still say which places are taken.
  return Math.max(
    0,
    ...slugsIn(join(root, 'data', 'sales'))
      .map((slug) => Sale.safeParse(JSON.parse(readFileSync(join(root, 'data', 'sales', `${slug}.json`), 'utf8'))).data)
      .filter((s) => s?.group === group)
      .map((s) => s!.order),
  );
}

/** "4500000", "4,500,000" or "$4,500,000": whole dollars. */
export function parsePrice(text: string | undefined): number {
  const digits = (text ?? '').replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, '');
  if (!/^\d+$/.test(digits) || Number(digits) === 0)
    throw new SoldRefused(`"${text ?? ''}" is not a price: write the whole amount in dollars, e.g. --price 4500000`);
  return Number(digits);
}
