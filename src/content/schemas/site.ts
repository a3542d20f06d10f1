import { z } from 'zod';
import { Address, ExternalUrl, Image, InternalHref, Link, SchemaRef } from './common.ts';

export const HeaderVariant = z.enum(['transparent', 'blue', 'solid']);

const NavigationItem = z.object({ label: z.string().min(1), href: InternalHref }).strict();

const SocialLink = z
  .object({ platform: z.enum(['instagram', 'linkedin', 'facebook', 'youtube', 'x']), label: z.string().min(1), href: ExternalUrl })
  .strict();

export const Site = z
  .object({
    $schema: SchemaRef,
    /** Canonical origin of the deployed site, used for canonical URLs, the sitemap and link previews. */
    baseUrl: z.url({ protocol: /^https$/ }).refine((u) => !u.endsWith('/'), 'no trailing slash'),
    brand: z
      .object({
        /** Shown in the home headline as "THE {product}". */
        product: z.string().min(1),
        teamName: z.string().min(1),
        tagline: z.string().min(1),
        logoText: z.string().min(1),
      })
      .strict(),
    /** The brokerage the team trades under; Ontario's advertising rules want it named on every page. */
    brokerage: z
      .object({ name: z.string().min(1), address: Address, phone: z.string().min(7), website: ExternalUrl.optional() })
      .strict(),
    navigation: z.array(NavigationItem).min(1),
    contact: z.object({ email: z.email(), phone: z.string().min(7), office: Address }).strict(),
    social: z.array(SocialLink),
    footer: z
      .object({
        areas: z.array(z.string().min(1)).min(1),
        newsletter: z.object({ heading: z.string().min(1), text: z.string().min(1) }).strict(),
        /** "{year}" is replaced with the current year at build time. */
        copyright: z.string().min(1),
        legalLinks: z.array(NavigationItem),
      })
      .strict(),
    /** Settings of the pages made from collections (static pages in data/pages choose their own). */
    collectionPages: z
      .object({
        listing: z
          .object({ header: HeaderVariant, inquireHeading: z.string().min(1), inquireAction: Link })
          .strict(),
        neighbourhood: z.object({ header: HeaderVariant }).strict(),
        teamMember: z.object({ header: HeaderVariant }).strict(),
        development: z.object({ header: HeaderVariant }).strict(),
        legal: z.object({ header: HeaderVariant, lastUpdatedLabel: z.string().min(1) }).strict(),
      })
      .strict(),
    defaultShareImage: Image,
  })
  .strict();

export type Site = z.infer<typeof Site>;
export type HeaderVariant = z.infer<typeof HeaderVariant>;
