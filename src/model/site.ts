import { z } from 'zod';
import { Address, ExternalUrl, InternalHref, Link, SchemaRef } from './common.ts';
import { LinkedText } from './linkedText.ts';
import { ListingFeedSettings } from './listingFeed.ts';
import { image, ref } from './relations.ts';

export const HeaderVariant = z
  .enum(['transparent', 'blue', 'solid'])
  .describe(
    'The header style: "transparent" over a full-width image (the first block must be videoHero or pageHero), "blue" (with the green accent) or "solid".',
  );

const NavigationItem = z
  .object({
    label: z.string().min(1).describe('The text of the link, e.g. "CURRENT LISTINGS".'),
    href: InternalHref,
  })
  .strict()
  .describe('A link in the header or footer.');

const SocialLink = z
  .object({
    platform: z.enum(['instagram', 'linkedin', 'facebook', 'youtube', 'x']).describe('Which network, for its icon.'),
    label: z.string().min(1).describe('The link\'s accessible name, e.g. "The Ashdown Group on Instagram".'),
    href: ExternalUrl.describe("The profile's address."),
  })
  .strict()
  .describe('A link to a social network profile, shown in the footer.');

const CollectionPageHeader = z.object({ header: HeaderVariant }).strict();

export const Site = z
  .object({
    $schema: SchemaRef,
    baseUrl: z
      .url({ protocol: /^https$/ })
      .refine((u) => !u.endsWith('/'), 'no trailing slash')
      .describe(
        'The address of the deployed site, without a trailing slash, e.g. "https://www.example.com": used for canonical URLs, the sitemap and link previews.',
      ),
    brand: z
      .object({
        product: z.string().min(1).describe('Shown in the home page headline as "THE {product}".'),
        teamName: z.string().min(1).describe('The team\'s name, e.g. "The Ashdown Group"; ends every page title.'),
        tagline: z.string().min(1).describe('A one-line description of the team.'),
        logoText: z.string().min(1).describe('The word mark in the header logo.'),
      })
      .strict()
      .describe("The team's name and brand."),
    brokerage: z
      .object({
        name: z
          .string()
          .min(1)
          .describe('The brokerage\'s registered name, e.g. "Harbourline Realty Inc., Brokerage".'),
        address: Address.describe("The brokerage's office address."),
        phone: z.string().min(7).describe('The brokerage\'s phone number, e.g. "416-555-0100".'),
        website: ExternalUrl.optional().describe("The brokerage's website, if any."),
      })
      .strict()
      .describe("The brokerage the team trades under; Ontario's advertising rules want it named on every page."),
    navigation: z.array(NavigationItem).min(1).describe('The header links, in order.'),
    contact: z
      .object({
        email: z.email().describe("The team's e-mail address."),
        phone: z.string().min(7).describe("The team's phone number."),
        office: Address.describe("The team's office address."),
      })
      .strict()
      .describe("The team's contact details."),
    social: z.array(SocialLink).describe('Social network links in the footer, in order; may be empty [].'),
    footer: z
      .object({
        areas: z
          .array(z.string().min(1).describe('An area name.'))
          .min(1)
          .describe('The area labels in the footer, e.g. "Forest Hill".'),
        newsletter: z
          .object({
            heading: z.string().min(1).describe('The newsletter sign-up heading.'),
            text: z.string().min(1).describe('A sentence inviting visitors to sign up.'),
            consent: LinkedText.describe(
              'The consent statement shown in small type under the e-mail field, and recorded word for word with every sign-up (Canada\'s Anti-Spam Legislation, CASL): what the subscriber will receive, who asks (the team and its brokerage, by name), the mailing address and the e-mail address, that they can unsubscribe at any time, and a link to the privacy policy written [privacy policy](/privacy). The build fills {teamName}, {brokerage}, {mailingAddress} (the team office in contact.office) and {email} (contact.email) from this file; the check refuses a statement without the brokerage\'s name or the words "unsubscribe at any time".',
            ),
          })
          .strict()
          .describe('The newsletter sign-up in the footer.'),
        copyright: z
          .string()
          .min(1)
          .describe('The copyright line; "{year}" is replaced with the current year when the site is built.'),
        legalLinks: z.array(NavigationItem).describe('Links to the legal pages, e.g. /privacy and /terms.'),
      })
      .strict()
      .describe('The footer shown on every page.'),
    collectionPages: z
      .object({
        listing: z
          .object({
            header: HeaderVariant,
            inquireHeading: z
              .string()
              .min(1)
              .describe('Heading of the inquiry panel on every listing page, e.g. "INQUIRE".'),
            inquireAction: Link.describe(
              'The button of the inquiry panel, e.g. { "label": "CONTACT US", "href": "/contact" }.',
            ),
          })
          .strict()
          .describe('Listing pages (/listings/<slug>).'),
        neighbourhood: CollectionPageHeader.describe('Neighbourhood guides (/explore/<slug>).'),
        teamMember: CollectionPageHeader.describe('Team member profiles (/team/<slug>).'),
        development: CollectionPageHeader.describe('Development pages (/developments/<slug>).'),
        legal: z
          .object({
            header: HeaderVariant,
            lastUpdatedLabel: z.string().min(1).describe('The words before the date, e.g. "Last updated".'),
          })
          .strict()
          .describe('Legal pages (/privacy, /terms).'),
      })
      .strict()
      .describe('Settings of the pages made from collections (pages in data/pages choose their own).'),
    sellers: z
      .object({
        agents: z
          .array(
            z
              .object({
                neighbourhood: ref('neighbourhoods', 'The neighbourhood guide'),
                member: ref('team', 'The team member who answers valuation requests from it'),
              })
              .strict()
              .meta({ title: 'Agent for a neighbourhood' }),
          )
          .describe(
            "Who receives the valuation requests (/sell) from each neighbourhood, found by the postal code's first three characters (the guide's postalPrefixes). A request from a neighbourhood not listed goes to the lead (the member marked lead).",
          ),
        guideInvitation: z
          .object({
            heading: z.string().min(1).describe('The heading, e.g. "THINKING OF SELLING?".'),
            text: z.string().min(1).describe('The short pitch under it.'),
            action: Link.describe('The button, e.g. { "label": "Request a Valuation", "href": "/sell" }.'),
          })
          .strict()
          .optional()
          .describe(
            'A call to action at the end of every neighbourhood guide inviting owners to ask for a valuation. Leave out to show none.',
          ),
      })
      .strict()
      .optional()
      .describe('Valuation requests from owners (/sell): who answers them, and the invitation on the guides.'),
    imageHosts: z
      .array(
        z
          .string()
          .regex(
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/,
            'a host name such as "images.example.com": no https://, no path',
          ),
      )
      .optional()
      .describe(
        'The other sites the content may show pictures and videos from ("src": "https://..."), by host name, e.g. "images.example.com": the browser is told to load images from these only. Leave out, or [], when every picture is under /media.',
      ),
    listingFeed: ListingFeedSettings.optional(),
    defaultShareImage: image(
      'share',
      'The picture shown when a page without its own is shared (link previews): landscape, about 1200 × 630 px or larger.',
    ),
  })
  .strict()
  .describe('Settings of the whole site: brand, brokerage, navigation, contact details, footer.');

export type Site = z.infer<typeof Site>;
export type HeaderVariant = z.infer<typeof HeaderVariant>;
