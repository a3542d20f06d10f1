import type { Content } from '../../src/content/load/content.ts';
import { formatPrice } from '../../src/ui/format.ts';
import type { ValuationContext } from '../../supabase/functions/_shared/valuationContext.ts';

/** "M5P" from "112 Dunloe Road, Toronto, ON M5P 2T7": the last postal code in the address. */
const postalPrefixOf = (address: string) =>
  [...address.matchAll(/\b([A-Z]\d[A-Z]) ?\d[A-Z]\d\b/gi)].at(-1)?.[1]?.toUpperCase();

/**
 * What the team's email for a valuation request needs (supabase/functions/_shared/valuationEmail.ts),
 * written into the site's /enquiries.json so that the hosted function reads it with the rest:
 * each guide's postal prefixes and the agent the team names for it (site.sellers.agents), the lead
 * for the others, and the team's sales, most recent first, each with its price only when both
 * parties consented to its publication (RECO Bulletin 5.4; the portfolio's own rule).
 */
export function valuationContext(content: Content): ValuationContext {
  const site = content.singletons.site.value;
  const members = new Map(content.collections.team.map(({ value }) => [value.slug, value]));
  const mailbox = (slug: string | undefined) => {
    const member = slug ? members.get(slug) : undefined;
    return member ? { name: member.name, email: member.email } : undefined;
  };
  const lead = content.collections.team.find(({ value }) => value.lead)?.value;
  const agents = new Map((site.sellers?.agents ?? []).map((agent) => [agent.neighbourhood, agent.member]));
  const sales = content.collections.sales
    .map(({ value }) => value)
    .flatMap((sale) => {
      const postalPrefix = postalPrefixOf(sale.fullAddress);
      if (!postalPrefix) return [];
      const consented = sale.price.kind === 'amount' && sale.priceConsent?.seller && sale.priceConsent.buyer;
      return [
        {
          address: sale.address,
          postalPrefix,
          ...(sale.soldDate ? { soldDate: sale.soldDate } : {}),
          ...(consented ? { price: formatPrice(sale.price) } : {}),
        },
      ];
    })
    // Most recent first; sales without a date after every dated one.
    .sort((a, b) => (b.soldDate ?? '').localeCompare(a.soldDate ?? ''));
  return {
    lead: lead ? { name: lead.name, email: lead.email } : { name: site.brand.teamName, email: site.contact.email },
    neighbourhoods: content.collections.neighbourhoods.map(({ value }) => ({
      slug: value.slug,
      name: value.name,
      postalPrefixes: value.postalPrefixes ?? [],
      ...(mailbox(agents.get(value.slug)) ? { agent: mailbox(agents.get(value.slug)) } : {}),
    })),
    sales,
  };
}
