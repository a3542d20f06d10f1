import { z } from 'zod';

const text = (what: string) => z.string().min(1).describe(what);

export const FavouritesListBlock = z
  .object({
    type: z.literal('favouritesList').describe('Always "favouritesList".'),
    heading: text('The page heading, e.g. "Your favourites".'),
    note: text(
      'One line saying where favourites live, e.g. "Favourites are kept in this browser only: no account, and nothing is sent to us."',
    ),
    empty: text('Shown when nothing is saved, e.g. "No favourites yet: tap the heart on any home to keep it here."'),
    browse: text('A link to every home on /listings at the foot of the page, e.g. "See every home".'),
    bedroomsLabel: text('The word after the number of bedrooms on each card, e.g. "Beds".'),
    bathroomsLabel: text('The word after the number of bathrooms on each card, e.g. "Baths".'),
  })
  .strict()
  .describe(
    'The /favourites page: the homes a visitor saved with the heart on a card or listing page, newest first, kept in their browser (no account). "Share this list" gives a link that opens the same list elsewhere; a saved home since sold or withdrawn says so.',
  );
