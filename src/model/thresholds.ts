/**
 * Every limit behind a content warning, in one place, and the ceilings past which text is refused.
 * A warning never stops the build: it points at valid content that is probably not what the team
 * meant. Change a number here and the check, the messages and docs/CONTENT.md (after
 * `npm run generate`) follow.
 */

/**
 * How an image is used, and the largest width in physical pixels it is drawn at
 * (`shownWidth`). An image narrower than that looks soft; one more than `oversizeFactor` times
 * wider only costs download time. `recommendedWidth` is what docs/CONTENT.md asks photographers for.
 *
 * The widths are those of the widest layout the site has, sized for a 2400 px wide window, and
 * they match the stand-in photographs (2400 px on the long edge), so the sample content is
 * exactly as large as it needs to be and raises no warning:
 * - hero: full-bleed images and the listing carousel and lightbox. 2400 covers a 2400 px window
 *   at 1x and a 1200 CSS px laptop at 2x; a 2560 px monitor upscales it by 7%, invisible on a photo.
 * - half: a photo beside text (the intro block): half of a 2400 px window.
 * - card: sale and press cards, a third or a quarter of the page on large screens and the full
 *   width of a phone: 800 is a third of a 2400 px window at 1x, or a 400 CSS px phone at 2x.
 *   Photographs for cards should be 1600 wide so that 2x screens get sharp cards too; the
 *   2400 px stand-ins are exactly 3 times 800, the most that does not warn.
 * - portrait: team photos, at most about 400 CSS px wide, 800 at 2x.
 * - share: the link-preview picture, 1200 px wide as social networks ask.
 * - logo: a publication logo in the strip, 12rem = 192 CSS px, 384 at 2x. Vector logos (SVG)
 *   are never warned about: they are sharp at any size.
 * - plan: a floor plan, a third of the page in its section but opened at full size to read its
 *   rooms; like logos, a plan drawn as SVG is never warned about.
 * An image used in two places (a listing's first photo is also its card) counts at its largest.
 */
export const imageRoles = {
  hero: {
    shownWidth: 2400,
    recommendedWidth: 2400,
    where:
      'full-width images (pageHero, the home video poster, neighbourhood and development heroes) and listing photos (carousel and full-screen lightbox)',
  },
  half: { shownWidth: 1200, recommendedWidth: 1600, where: 'a photo beside text: the intro block on the home page' },
  card: { shownWidth: 800, recommendedWidth: 1600, where: 'sale and press cards' },
  portrait: { shownWidth: 800, recommendedWidth: 1600, where: 'team photos (portrait orientation)' },
  share: {
    shownWidth: 1200,
    recommendedWidth: 1200,
    where: "link previews: a page's meta.image and the site's defaultShareImage",
  },
  logo: { shownWidth: 384, recommendedWidth: 400, where: 'publication logos (SVG preferred: an SVG never warns)' },
  plan: {
    shownWidth: 1600,
    recommendedWidth: 2400,
    where: "a listing's floor plans, each opened at full size (SVG preferred: an SVG never warns)",
  },
} as const satisfies Record<string, { shownWidth: number; recommendedWidth: number; where: string }>;

export type ImageRole = keyof typeof imageRoles;

/** An image more than this many times wider than it is ever shown is worth resizing. */
export const oversizeFactor = 3;

/** A listing description (all its paragraphs together) longer than this is probably pasted by mistake or too long to read. */
export const maxDescriptionCharacters = 3000;

/** A price of zero is almost always a forgotten figure; above this (CAD) almost always a typing slip (an extra zero). */
export const maxPlausiblePrice = 200_000_000;

/**
 * A listing's asking price (CAD) under `minAskingPrice` is almost always zeros left out, or a
 * price typed as "4.5" for $4.5M; a lease's monthly rent outside `monthlyRent` is almost always
 * a yearly figure, or the sale price typed as the rent.
 */
export const listingPrices = {
  minAskingPrice: 50_000,
  monthlyRent: { min: 1_000, max: 100_000 },
} as const;

/**
 * What `npm run new` writes where a value must be supplied: text containing `text` (in capitals,
 * so prose that says "replace" does not match), the postal code `postalCode`, which fits the
 * pattern but cannot be real (Canadian postal codes never use the letter D), and the picture
 * `photo` ("photo to come"), which the scaffold puts in data/media when it is not there: a photo
 * borrowed from another entry would be held to that entry's stand-in description instead.
 */
export const placeholder = {
  text: 'REPLACE',
  postalCode: 'D0D 0D0',
  photo: '/media/placeholder.jpg',
} as const;

/**
 * Figures past which a number is almost surely a typing slip: more bedrooms or bathrooms than
 * any house has, a sale price too small to be a home (a missing "000"), an area no residence
 * reaches (an extra zero).
 */
export const plausible = {
  maxRooms: 30,
  minSalePrice: 10_000,
  maxSquareFeet: 100_000,
} as const;

/** A photo file past this size (bytes) is a camera original: export it again at about 2400 px wide. */
export const maxPhotoBytes = 20 * 1024 * 1024;

/**
 * Consent to publish a sold price is given around the deal: in the agreement of purchase and
 * sale or after it. One dated this many days or more before the sale's soldDate is almost surely
 * a slip in the year.
 */
export const maxConsentDaysBeforeSale = 365;

/**
 * Ceilings on the size of text, enforced as errors: past them, text was pasted by mistake (a
 * whole document in one field), and every visitor would download it (a 2 MB paragraph made a
 * 2.0 MB page and 2.3 MB of route data). Set far above the longest real content, measured on
 * data/ (November 2026): the longest paragraph is 557 characters (data/legal/terms.json), the
 * longest listing description 1,417 characters in all, and the most text in one file 6,568
 * characters (data/legal/privacy.json).
 * - `paragraphCharacters`: any one text (a paragraph, a title, a caption), about 9 times the longest;
 * - `descriptionCharacters`: a `description`, all its paragraphs together, about 7 times the
 *   longest (the warning at `maxDescriptionCharacters` comes first);
 * - `pageCharacters`: all the text of one file (a page, a listing, an article), about 15 times the most.
 */
export const textCeilings = {
  paragraphCharacters: 5_000,
  descriptionCharacters: 10_000,
  pageCharacters: 100_000,
} as const;
