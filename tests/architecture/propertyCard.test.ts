/**
 * One card of a home (issue 43, item 6): src/ui/PropertyCard.tsx draws every listing and sale the
 * site shows as a card, and nothing else in src/ draws one. What gives another card away is what a
 * card of a home writes: its rooms (a home's bedrooms, bathrooms or square feet, or the formatter
 * that writes them) or its price. Only the card and the listing's own page (its PROPERTY FEATURES
 * and the price under its title, which are no card) may write them. Read as text from every
 * component in src/, so a new block folder that draws its own card fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

/** The one card, and the listing page's details (a home's own page is not a card). */
// The listing's own page states its rooms and price in its details and again on its enquiry panel.
const ALLOWED = new Set([
  'src/ui/PropertyCard.tsx',
  'src/blocks/listingDetails/ListingDetails.tsx',
  'src/blocks/listingDetails/InquirePanel.tsx',
]);

/** The components that show homes as cards, and the one they draw them with. */
const CARD_USERS = {
  'src/ui/ListingCards.tsx': 'PropertyCard',
  'src/blocks/salesGrid/SalesGrid.tsx': 'PropertyCard',
  'src/ui/journal/HomeCardList.tsx': 'PropertyCard',
  'src/blocks/similarListings/SimilarListings.tsx': 'ListingCards',
  'src/blocks/favouritesList/FavouritesList.tsx': 'ListingCards',
  'src/blocks/listingGrid/ListingGrid.tsx': 'ListingCards',
  'src/blocks/featuredListings/FeaturedListings.tsx': 'ListingCards',
  'src/blocks/memberHomes/MemberHomes.tsx': 'ListingCards',
} as const;

const HOME_FIELDS = /\.(?:bedrooms|bathrooms|squareFeet)\b/;
const CARD_FORMATTERS = /\b(?:roomsAndSize|roomsText|formatSquareFeet|formatPrice|PRICE_UPON_REQUEST)\b/;

/** What in `code` writes a home's rooms, size or price, one reason per kind found. */
export function cardGiveaways(code: string): string[] {
  // Comments say why; they draw nothing.
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [
    ...(HOME_FIELDS.test(text) ? [`reads a home's ${HOME_FIELDS.exec(text)![0].slice(1)}`] : []),
    ...(CARD_FORMATTERS.test(text) ? [`writes with ${CARD_FORMATTERS.exec(text)![0]}`] : []),
  ];
}

const components = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => relative(root, join(src, file)).split('\\').join('/'));

describe('one property card (src/ui/PropertyCard.tsx)', () => {
  it('the rule sees a card drawn elsewhere: rooms, size or price written by a component', () => {
    expect(cardGiveaways('<span>{item.bedrooms} BD</span>')).toEqual(["reads a home's bedrooms"]);
    expect(cardGiveaways('<p>{formatPrice(item.price)}</p>')).toEqual(['writes with formatPrice']);
    expect(cardGiveaways('<p>{roomsText(home, words)}</p>')).toEqual(['writes with roomsText']);
    expect(cardGiveaways('// the card shows item.bedrooms\n<p>{item.title}</p>')).toEqual([]);
  });

  it('no component but the card writes a home’s rooms, size or price', () => {
    expect(components.length).toBeGreaterThan(40);
    const elsewhere = components
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => cardGiveaways(readFileSync(join(root, file), 'utf8')).map((why) => `${file} ${why}`));
    expect(elsewhere, 'draw the home with PropertyCard (or ListingCards, a grid of them) instead').toEqual([]);
  });

  it('every place that shows homes draws them with the card', () => {
    for (const [file, card] of Object.entries(CARD_USERS)) {
      const code = readFileSync(join(root, file), 'utf8');
      expect(code, file).toMatch(new RegExp(`<${card}\\b`));
    }
  });
});
