import { markHearts, readSavedHomes } from '../ui/favourites/savedHomes.ts';

/**
 * The hearts' behaviour (src/ui/favourites/FavouriteButton.tsx), fetched only once a page shows a
 * heart (useFavouriteButtons.ts): marks the saved ones from localStorage, marks again when cards
 * are drawn later (a search on /listings, another page reached by a link), and fetches the store
 * on the first press. Listens while the event is captured, as useShareButtons does: React stops a
 * click at its root.
 */
export function startFavouriteHearts() {
  const mark = () => markHearts(new Set(readSavedHomes().map((h) => h.slug)));
  mark();
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[data-favourite]');
      if (button) void import('../ui/favourites/toggleFavourite.ts').then((m) => m.toggleFavourite(button));
    },
    true,
  );
}
