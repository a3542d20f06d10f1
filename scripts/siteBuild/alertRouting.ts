import type { Content } from '../../src/content/load/content.ts';
import { pageRoute } from '../../src/content/collections/registry.ts';
import { alertConsentStatement } from '../../src/model/alertConsent.ts';
import { formatPrice } from '../../src/ui/format.ts';
import type { AlertRouting } from '../../supabase/functions/_shared/listingAlertEmail.ts';

/**
 * What listing alerts need from a build (supabase/functions/_shared/listingAlertEmail.ts), written
 * into the site's /enquiries.json: the consent wording the database accepts, the areas' names, and
 * every listing /listings searches (its grid's), with what the email's card shows. The notifier and
 * notify-team hand the listings to public.publish_listings(), which finds what is new since the
 * last build and which prices moved into an alert's range. Public facts only: what the pages show.
 */
export function alertRouting(content: Content, siteUrl: string): AlertRouting {
  const site = content.singletons.site.value;
  const absolute = (src: string) => (src.startsWith('/') ? `${siteUrl}${src}` : src);
  return {
    consent: alertConsentStatement(site.brand.teamName, site.brokerage.name),
    areas: Object.fromEntries(content.collections.neighbourhoods.map(({ value }) => [value.slug, value.name])),
    listings: content.collections.listings
      .map(({ value }) => value)
      .filter((listing) => listing.showInGrid)
      .map((listing) => ({
        slug: listing.slug,
        area: listing.neighbourhood ?? null,
        offer: listing.offer,
        price: listing.price.kind === 'amount' ? listing.price.amount : null,
        bedrooms: listing.bedrooms,
        card: {
          address: listing.address,
          price: formatPrice(listing.price, listing.offer),
          photo: absolute(listing.images[0]!.src),
          url: `${siteUrl}${pageRoute('listings', listing.slug)}`,
        },
      })),
  };
}
