import type { Listing } from '../../model/listing.ts';
import type { Sale } from '../../model/sale.ts';
import type { LoadedFile } from './content.ts';
import type { Problem } from './problem.ts';

/** A listing marked sold, as the sale the build shows: its address, rooms, size and photos kept. */
function saleOfSoldListing(listing: Listing, order: number): Sale {
  const sold = listing.sold!;
  const { location: l } = listing;
  const [image, ...photos] = listing.images;
  return {
    slug: listing.slug,
    group: sold.section,
    order: sold.order ?? order,
    image: image!,
    address: listing.address,
    fullAddress: `${l.street}${l.unit ? `, ${l.unit}` : ''}, ${l.city}, ${l.province} ${l.postalCode}`,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    ...(listing.feature.kind === 'size' ? { squareFeet: listing.feature.squareFeet } : {}),
    price: sold.price,
    ...(sold.priceConsent ? { priceConsent: sold.priceConsent } : {}),
    soldDate: sold.date,
    formerUrl: `/listings/${listing.slug}`,
    description: listing.description,
    ...(photos.length ? { photos } : {}),
  };
}

/** Where a sale's field lives in the sold listing's file, so a problem found on the sale points at the listing's own line. */
export function listingPathOfSale(path: Problem['path']): Problem['path'] {
  const [head, ...rest] = path;
  switch (head) {
    case 'price':
      return ['sold', 'price', ...rest];
    case 'priceConsent':
      return ['sold', 'priceConsent', ...rest];
    case 'soldDate':
      return ['sold', 'date', ...rest];
    case 'group':
      return ['sold', 'section', ...rest];
    case 'order':
      return ['sold', 'order', ...rest];
    case 'image':
      return ['images', 0, ...rest];
    case 'photos':
      return typeof rest[0] === 'number' ? ['images', rest[0] + 1, ...rest.slice(1)] : ['images'];
    case 'fullAddress':
      return ['location', ...rest];
    case 'squareFeet':
      return ['feature', 'squareFeet'];
    case 'formerUrl':
      return ['slug'];
    default:
      return path;
  }
}

/**
 * Listings marked sold (a "sold" object) leave the listings and join the sales, as if the file had
 * moved to data/sales: every rule and page that knows sales (the portfolio's grid, the former
 * address's redirect, the advertising check on sold prices) applies to them unchanged. A sold
 * listing without an order of its own comes after the sales of its section.
 */
export function withSoldListings(
  listings: LoadedFile<Listing>[],
  sales: LoadedFile<Sale>[],
): { listings: LoadedFile<Listing>[]; sales: LoadedFile<Sale>[]; soldFiles: Set<string>; problems: Problem[] } {
  const sold = listings.filter((entry) => entry.value.sold);
  const problems: Problem[] = [];
  const lastOrder = (group: Sale['group']) =>
    Math.max(0, ...sales.filter((s) => s.value.group === group).map((s) => s.value.order));
  const derived = sold.map((entry, i) => ({
    file: entry.file,
    raw: entry.raw,
    value: saleOfSoldListing(entry.value, lastOrder(entry.value.sold!.section) + 1 + i),
  }));
  for (const entry of derived) {
    const clash = sales.find((s) => s.value.slug === entry.value.slug);
    if (clash)
      problems.push({
        severity: 'error',
        file: entry.file,
        path: ['sold'],
        message: `this listing is marked sold, but ${clash.file} records a sale by the same name: the portfolio would show the home twice`,
        suggestion: `keep one: remove "sold" from this listing, or delete ${clash.file}`,
      });
  }
  const byOrderThenSlug = (a: LoadedFile<Sale>, b: LoadedFile<Sale>) =>
    a.value.order - b.value.order || a.value.slug.localeCompare(b.value.slug);
  return {
    listings: listings.filter((entry) => !entry.value.sold),
    sales: [...sales, ...derived].sort(byOrderThenSlug),
    soldFiles: new Set(sold.map((entry) => entry.file)),
    problems,
  };
}
