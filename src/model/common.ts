import { z } from 'zod';

/** URL-safe identifier used in routes: lowercase words joined by hyphens. */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug: lowercase letters, digits and single hyphens, e.g. "old-forest-hill"')
  .describe('A slug: lowercase letters, digits and single hyphens, e.g. "old-forest-hill".');

/** A path on this site, e.g. "/contact" or "/explore/rosedale#schools". Checked against the route table after loading. */
export const InternalHref = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, 'a path on this site starting with "/", e.g. "/contact"')
  .describe(
    'A path on this site starting with "/", e.g. "/contact" or "/explore/rosedale"; the check makes sure a page has that URL.',
  );

export const ExternalUrl = z
  .url({ protocol: /^https?$/, error: 'a full web address starting with https://' })
  .describe('A full web address on another site, starting with https://.');

/**
 * A file under data/media as written: lowercase letters, digits, hyphens, underscores and dots,
 * in folders, with an extension. Capitals, spaces and "%" break on some hosts (and a camera's
 * "IMG 0412.JPG" is not a name anyone can find again); "../" would reach outside data/media.
 */
const localMediaPath = /^\/media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.[a-z0-9]+$/;

/** A file name the media folder accepts, made from one it refuses: "IMG 0412.JPG" becomes "img-0412.jpg". */
function acceptableMediaName(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray "%" that starts no escape: keep the name as written and let the next step drop it.
  }
  return decoded
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+(?=\.)|-+$/g, '');
}

/** Why a "/media/..." path is refused, in words that say how to fix it. */
function mediaPathProblem(input: unknown): string {
  const general = 'a local file such as "/media/listings/house.jpg" or a full https:// address';
  if (typeof input !== 'string' || !input.startsWith('/media/')) return general;
  const segments = input.slice('/media/'.length).split('/');
  if (segments.some((s) => s === '..' || s === '.'))
    return 'a path inside data/media: "../" and "./" are not allowed, write the path from /media/ down';
  const name = segments.at(-1) ?? '';
  if (!/\.[A-Za-z0-9]+$/.test(name)) return `a file name with its extension, such as "${name || 'photo'}.jpg"`;
  const fixed = [...segments.slice(0, -1).map(acceptableMediaName), acceptableMediaName(name)].join('/');
  const why = /\s/.test(input)
    ? 'spaces'
    : /[A-Z]/.test(input)
      ? 'capital letters'
      : input.includes('%')
        ? 'a "%"'
        : 'characters other than lowercase letters, digits, hyphens and dots';
  return `a file name without ${why}: rename the file in data/media to "${fixed.split('/').at(-1)}" and write "/media/${fixed}"`;
}

/** Either a file under data/media (written "/media/...") or a full https URL on a media host. */
export const MediaSource = z
  .union([z.string().regex(localMediaPath), ExternalUrl], { error: (issue) => mediaPathProblem(issue.input) })
  .describe(
    'The file: "/media/..." for a file under data/media (e.g. "/media/listings/house.jpg" is data/media/listings/house.jpg), or a full https:// address on a media host.',
  );

export const Image = z
  .object({
    src: MediaSource,
    alt: z
      .string()
      .min(1, 'describe the image for people who cannot see it')
      .describe('What the image shows, in a sentence, for people who cannot see it (screen readers, search engines).'),
    width: z
      .int()
      .positive()
      .optional()
      .describe(
        'Width in pixels. Required for an image on another site (https://); leave out for a "/media/..." file, whose size is read from the file.',
      ),
    height: z
      .int()
      .positive()
      .optional()
      .describe(
        'Height in pixels. Required for an image on another site (https://); leave out for a "/media/..." file.',
      ),
    srcset: z
      .array(
        z
          .object({
            src: ExternalUrl.describe('The address of this copy, on the same site as the photo.'),
            width: z.int().positive().describe('Its width in pixels.'),
          })
          .strict(),
      )
      .min(1)
      .optional()
      .describe(
        'Smaller copies of an image on another site, as that site serves them (the listings feed\'s own sizes, written by npm run sync:listings): pages offer them beside the photo, so a phone downloads a small one. Not for a "/media/..." file, whose sizes the build makes.',
      ),
  })
  .strict()
  .describe('An image: its file and a text alternative.');

export const IsoDate = z.iso
  .date({ error: 'a date written YYYY-MM-DD, e.g. "2023-11-02"' })
  .describe('A date written YYYY-MM-DD, e.g. "2023-11-02".');

export const Currency = z.enum(['CAD']).describe('The currency of the amount; prices are in Canadian dollars.');

/** An explicit amount or explicitly "upon request": never free text. */
export const Price = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('amount').describe('"amount": the price is shown as a figure.'),
        amount: z
          .number()
          .nonnegative()
          .describe('The price in whole dollars, without commas or a currency sign, e.g. 4950000.'),
        currency: Currency,
      })
      .strict(),
    z
      .object({
        kind: z
          .literal('uponRequest')
          .describe('"uponRequest": the page shows "Price Upon Request" instead of a figure.'),
      })
      .strict(),
  ])
  .describe(
    'The price: { "kind": "amount", "amount": 4950000, "currency": "CAD" }, or { "kind": "uponRequest" } to show "Price Upon Request".',
  );

export const Link = z
  .object({
    label: z.string().min(1).describe('The text of the link or button.'),
    href: InternalHref,
    context: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Words read after the label by screen readers and search engines but not shown, for a label such as "Learn More" that says little alone, e.g. "about working with us".',
      ),
  })
  .strict()
  .describe('A link to a page of this site: its text and its path.');

export const Paragraphs = z
  .array(z.string().min(1).describe('One paragraph of plain text.'))
  .min(1)
  .describe('Paragraphs of text, one string per paragraph, in order.');

/** A headed section of text: a development's descriptive sections and a legal document's. */
export const HeadedSection = z
  .object({
    heading: z.string().min(1).describe('The section heading.'),
    paragraphs: Paragraphs,
  })
  .strict();

export const Address = z
  .object({
    street: z.string().min(1).describe('Street number and name, e.g. "84 Old Forest Hill Road".'),
    unit: z.string().optional().describe('Unit, suite or penthouse number, if any, e.g. "PH 3201".'),
    city: z.string().min(1).describe('City or town, e.g. "Toronto".'),
    province: z.string().min(2).describe('Province, as its two-letter abbreviation, e.g. "ON".'),
    postalCode: z
      .string()
      .regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, 'a Canadian postal code such as "M5R 1B2"')
      .describe('Canadian postal code in capitals, e.g. "M5R 1B2".'),
  })
  .strict()
  .describe('A postal address.');

export const SchemaRef = z
  .string()
  .optional()
  .describe(
    "Points editors (e.g. VS Code) to this file's JSON Schema for autocompletion and inline errors; keep it as the first line, unchanged.",
  );

export type Image = z.infer<typeof Image>;
export type Price = z.infer<typeof Price>;
export type Link = z.infer<typeof Link>;
export type Address = z.infer<typeof Address>;
