import type { Listing } from '../../../src/model/listing.ts';
import type { Price } from '../../../src/model/common.ts';

export interface SoldDetails {
  price: Price;
  priceConsent?: { seller?: string; buyer?: string };
  soldDate: string;
  group: 'pinnacle' | 'historical';
  order: number;
}

/**
 * The sale a listing becomes: its address, rooms, size and photos kept, written in the order and
 * layout of a sale file. The listing's text and photo list come along unchanged, so the sale
 * keeps the home's record and git sees the file as moved, not as one deleted and another added.
 */
export function saleFromListing(listing: Listing, sold: SoldDetails): Record<string, unknown> {
  const { location: l } = listing;
  const [image, ...photos] = listing.images;
  return {
    $schema: '../../schema/sales.schema.json',
    slug: listing.slug,
    group: sold.group,
    order: sold.order,
    image,
    address: listing.address,
    fullAddress: `${l.street}${l.unit ? `, ${l.unit}` : ''}, ${l.city}, ${l.province} ${l.postalCode}`,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    ...(listing.feature.kind === 'size' ? { squareFeet: listing.feature.squareFeet } : {}),
    price: sold.price,
    ...(sold.priceConsent ? { priceConsent: sold.priceConsent } : {}),
    soldDate: sold.soldDate,
    formerUrl: `/listings/${listing.slug}`,
    description: listing.description,
    ...(photos.length ? { photos } : {}),
  };
}
