import type { ListingDetailsBlock } from './schema.ts';
import { enquiryHref } from '../../forms/enquiryContext.ts';
import { registrationTitle } from '../../model/teamMember.ts';
import { telHref } from '../../ui/formatAddress.ts';
import type { Authored } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';

export const resolveListingDetails = (b: Authored<typeof ListingDetailsBlock>, ctx: ResolveContext) => {
  const {
    images: _images,
    showInGrid: _shown,
    order: _order,
    $schema: _schema,
    agent: agentSlug,
    ...listing
  } = ctx.one('listings', b.listing);
  // The inquiry links carry the home to the contact form ("About: 84 Old Forest Hill Road"); a home
  // for sale also offers a private showing. Made here, at build time, so the browser's code does not grow.
  const about = { path: ctx.href('listings', listing.slug), label: listing.address };
  const inquireAction = { ...b.inquireAction, href: enquiryHref(b.inquireAction.href, { ...about, showing: false }) };
  const showingHref =
    listing.offer === 'sale' ? enquiryHref(b.inquireAction.href, { ...about, showing: true }) : undefined;
  // The page's full address, to share and to print as a QR code on the brochure.
  const url = ctx.site.baseUrl + about.path;
  const { contact, brand, brokerage } = ctx.site;
  const brochure = {
    url,
    qr: ctx.qrCode(url),
    team: brand.teamName,
    phone: contact.phone,
    email: contact.email,
    brokerage: brokerage.name,
  };
  // Where it is: directions in a maps provider (a plain link: no tiles, no script, nothing to
  // allow in the Content-Security-Policy), to the street without the unit, which maps do not know.
  const { street, city, province, postalCode } = listing.location;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${street}, ${city}, ${province} ${postalCode}`)}`;
  const guide = listing.neighbourhood
    ? ctx.all('neighbourhoods').find((n) => n.slug === listing.neighbourhood)
    : undefined;
  const where = {
    directions,
    ...(guide ? { guide: { name: guide.name, href: ctx.href('neighbourhoods', guide.slug) } } : {}),
  };
  // Who a visitor reaches: the listing's agent, or the team's lead when it names none.
  const member = agentSlug ? ctx.one('team', agentSlug) : ctx.all('team').find((m) => m.lead);
  const agent = member && {
    name: member.name,
    href: ctx.href('team', member.slug),
    category: registrationTitle[member.registration.category],
    photo: ctx.image(member.photo),
    phone: member.phone,
    tel: telHref(member.phone),
    sms: telHref(member.phone).replace(/^tel:/, 'sms:'),
  };
  return {
    type: b.type,
    inquireHeading: b.inquireHeading,
    inquireAction,
    showingHref,
    listing,
    brochure,
    where,
    ...(agent ? { agent } : {}),
  };
};
