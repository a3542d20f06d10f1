import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../src/content/load/content.ts';
import { pageRoute } from '../../src/content/collections/registry.ts';
import { formatPrice } from '../../src/ui/format.ts';
import { formatAddress } from '../../src/model/address.ts';
import type { EnquiryRouting } from '../../supabase/functions/_shared/enquiryEmail.ts';
import { plainText } from '../../src/model/linkedText.ts';
import { consentStatementParts } from '../../src/content/render/consentStatement.ts';
import { valuationContext } from './valuationContext.ts';
import { alertRouting } from './alertRouting.ts';

/** The file the hosted notifier (supabase/functions/notify-team) reads from the deployed site. */
const ENQUIRY_ROUTING_FILE = 'enquiries.json';

/**
 * Where enquiries go (the team's address in data/site.json) and what each page an enquiry can
 * come from is, so the team's email names the home: "84 Old Forest Hill Road, $8,495,000"; and
 * who the newsletter's welcome email is from (team, brokerage, the team office as mailing address).
 * The consent statement's wording makes it known to the database (a sign-up with another is refused).
 * Public facts only: the same addresses and prices the pages show, and the team's own addresses
 * for valuation requests (valuationContext.ts).
 */
export function enquiryRouting(content: Content, siteUrl: string): EnquiryRouting {
  const site = content.singletons.site.value;
  const subjects: Record<string, string> = {};
  for (const { value: listing } of content.collections.listings) {
    subjects[pageRoute('listings', listing.slug)] = `${listing.address}, ${formatPrice(listing.price, listing.offer)}`;
  }
  for (const { value: development } of content.collections.developments) {
    subjects[pageRoute('developments', development.slug)] = `${development.title} (new development)`;
  }
  return {
    teamName: site.brand.teamName,
    teamEmail: site.contact.email,
    brokerageName: site.brokerage.name,
    mailingAddress: formatAddress(site.contact.office),
    newsletter: {
      name: site.footer.newsletter.heading,
      description: site.footer.newsletter.text,
      consent: plainText(consentStatementParts(site)),
    },
    siteUrl: siteUrl.replace(/\/+$/, ''),
    subjects,
    valuation: valuationContext(content),
    alerts: alertRouting(content, siteUrl.replace(/\/+$/, '')),
  };
}

export function writeEnquiryRouting(content: Content, outDir: string): void {
  writeFileSync(
    join(outDir, ENQUIRY_ROUTING_FILE),
    JSON.stringify(enquiryRouting(content, content.singletons.site.value.baseUrl)),
  );
}
