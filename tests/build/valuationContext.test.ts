/**
 * The context a valuation request's email is written from (scripts/siteBuild/valuationContext.ts),
 * built from the fixture site with a few sales changed in place: the price only where both
 * parties consented, the most recent sales first and the undated after them, the agent the site
 * names for an area, else none (the email then goes to the lead), and the lead from the team.
 */
import { describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { formatPrice } from '../../src/ui/format.ts';
import { valuationContext } from '../../scripts/siteBuild/valuationContext.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const fixture = () => loadValidContent(fixtureSiteRoot).content;

describe('the valuation email context the build writes', () => {
  it('publishes a sale price only where seller and buyer both consented', () => {
    const content = fixture();
    const [consented, withdrawn] = content.collections.sales.filter(({ value }) => value.price.kind === 'amount');
    expect(consented && withdrawn, 'the fixture has two sales with an amount').toBeTruthy();
    withdrawn!.value.priceConsent = { seller: '2024-01-02' };
    const sales = valuationContext(content).sales;
    const find = (address: string) => sales.find((s) => s.address === address);
    expect(find(consented!.value.address)?.price).toBe(formatPrice(consented!.value.price));
    expect(find(withdrawn!.value.address)).toBeDefined();
    expect(find(withdrawn!.value.address)?.price).toBeUndefined();
  });

  it('lists the most recent sales first and those without a date last, each under its postal prefix', () => {
    const content = fixture();
    const [older, newer] = content.collections.sales;
    older!.value.soldDate = '2024-03-01';
    newer!.value.soldDate = '2025-09-15';
    const sales = valuationContext(content).sales;
    expect(sales.slice(0, 2).map((s) => s.address)).toEqual([newer!.value.address, older!.value.address]);
    expect(sales.slice(2).every((s) => s.soldDate === undefined)).toBe(true);
    for (const sale of sales) expect(sale.postalPrefix).toMatch(/^[A-Z]\d[A-Z]$/);
    const dunloe = sales.find((s) => s.address === '112 Dunloe Road');
    expect(dunloe?.postalPrefix).toBe('M5P');
  });

  it("routes each area to the agent the site names for it, and names the team's lead", () => {
    const content = fixture();
    const named = content.singletons.site.value.sellers?.agents ?? [];
    expect(named.length).toBeGreaterThan(0);
    const context = valuationContext(content);
    for (const { neighbourhood, member } of named) {
      const agent = content.collections.team.find(({ value }) => value.slug === member)!.value;
      const area = context.neighbourhoods.find((n) => n.slug === neighbourhood);
      expect(area?.agent).toEqual({ name: agent.name, email: agent.email });
      expect(area?.postalPrefixes.length).toBeGreaterThan(0);
    }
    const unnamed = context.neighbourhoods.filter((n) => !named.some((a) => a.neighbourhood === n.slug));
    expect(unnamed.length).toBeGreaterThan(0);
    for (const area of unnamed) expect(area.agent).toBeUndefined();
    const lead = content.collections.team.find(({ value }) => value.lead)!.value;
    expect(context.lead).toEqual({ name: lead.name, email: lead.email });
  });

  it('falls back to the team name and its address when no member is the lead', () => {
    const content = fixture();
    for (const { value } of content.collections.team) value.lead = false;
    const site = content.singletons.site.value;
    expect(valuationContext(content).lead).toEqual({ name: site.brand.teamName, email: site.contact.email });
  });
});
