import { z } from 'zod';

/** URL-safe identifier used in routes: lowercase words joined by hyphens. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lowercase letters, digits and single hyphens, e.g. "old-forest-hill"');

/** A path on this site, e.g. "/contact" or "/explore/rosedale#schools". Checked against the route table after loading. */
export const InternalHref = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'a path on this site starting with "/", e.g. "/contact"');

export const ExternalUrl = z.url({ protocol: /^https?$/, error: 'a full web address starting with https://' });

/** Either a file under data/media (written "/media/...") or a full https URL on a media host. */
export const MediaSource = z.union(
  [z.string().regex(/^\/media\/[^\s]+\.[a-z0-9]+$/, 'a local file such as "/media/listings/house.jpg"'), ExternalUrl],
  { error: 'a local file such as "/media/listings/house.jpg" or a full https:// address' },
);

export const Image = z
  .object({
    src: MediaSource,
    alt: z.string().min(1, 'describe the image for people who cannot see it'),
    /** Required for remote images (read from the file for local ones). */
    width: z.int().positive().optional(),
    height: z.int().positive().optional(),
  })
  .strict();

export const IsoDate = z.iso.date({ error: 'a date written YYYY-MM-DD, e.g. "2023-11-02"' });

export const Currency = z.enum(['CAD']);

/** A price is an explicit amount or explicitly "upon request": never free text. */
export const Price = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount: z.number().nonnegative(), currency: Currency }).strict(),
  z.object({ kind: z.literal('uponRequest') }).strict(),
]);

export const Link = z.object({ label: z.string().min(1), href: InternalHref }).strict();

export const Paragraphs = z.array(z.string().min(1)).min(1);

export const Address = z
  .object({
    street: z.string().min(1),
    unit: z.string().optional(),
    city: z.string().min(1),
    province: z.string().min(2),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'a Canadian postal code such as "M5R 1B2"'),
  })
  .strict();

/** "$schema" lets editors find the JSON Schema; it carries no content. */
export const SchemaRef = z.string().optional();

export type Image = z.infer<typeof Image>;
export type Price = z.infer<typeof Price>;
export type Link = z.infer<typeof Link>;
export type Address = z.infer<typeof Address>;
