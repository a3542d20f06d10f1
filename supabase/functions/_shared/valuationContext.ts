/**
 * What the build publishes for valuation requests in the site's /enquiries.json
 * (scripts/siteBuild/valuationContext.ts), and how a request's postal code finds its neighbourhood and
 * the team's sales near it. No imports: enquiryEmail.ts names the type, valuationEmail.ts the rest.
 */
interface Mailbox {
  name: string;
  email: string;
}

/** What the build publishes for valuation requests: public facts and the team's own addresses. */
export interface ValuationContext {
  /** Who receives a request no named agent takes: the lead (else the team's address). */
  lead: Mailbox;
  neighbourhoods: {
    slug: string;
    name: string;
    /** Forward sortation areas, e.g. ["M5P", "M4V"]. */
    postalPrefixes: string[];
    /** The member the team names for it (site.sellers.agents). */
    agent?: Mailbox;
  }[];
  /** The team's sales, most recent first. */
  sales: {
    address: string;
    /** The postal code's first three characters, from the sale's full address. */
    postalPrefix: string;
    /** YYYY-MM-DD, when recorded. */
    soldDate?: string;
    /** "$8,200,000" only when both parties consented to its publication; absent otherwise. */
    price?: string;
  }[];
}

const NEARBY_SALES = 3;

/** The neighbourhood a postal code falls in, by its first three characters; undefined outside every guide. */
export function neighbourhoodOf(postalCode: string, context: ValuationContext | undefined) {
  const prefix = postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  return context?.neighbourhoods.find((neighbourhood) => neighbourhood.postalPrefixes.includes(prefix));
}

/** Up to three recent sales in the neighbourhood (the same postal prefix first), else in the same prefix. */
export function nearbySales(postalCode: string, context: ValuationContext | undefined) {
  if (!context) return [];
  const prefix = postalCode.replace(/\s+/g, '').slice(0, 3).toUpperCase();
  const prefixes = neighbourhoodOf(postalCode, context)?.postalPrefixes ?? [prefix];
  const near = context.sales.filter((sale) => prefixes.includes(sale.postalPrefix));
  // Stable: within each group the build's order (most recent first) holds.
  return [
    ...near.filter((sale) => sale.postalPrefix === prefix),
    ...near.filter((sale) => sale.postalPrefix !== prefix),
  ].slice(0, NEARBY_SALES);
}
