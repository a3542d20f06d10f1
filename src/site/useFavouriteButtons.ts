import { useEffect } from 'react';
import { markHearts, readSavedHomes } from '../ui/favourites/savedHomes.ts';

/**
 * Gives the hearts (src/ui/favourites/FavouriteButton.tsx) their behaviour. They sit in static
 * blocks, never hydrated, and in the /listings island, so one listener serves them all: at
 * start-up it marks the saved ones from localStorage (a few hundred bytes, no store), marks again
 * when the island draws new cards, and fetches the store on the first press.
 *
 * Listens while the event is captured, as useShareButtons does: React stops a click at its root.
 */
export function useFavouriteButtons() {
  useEffect(() => {
    const mark = () => markHearts(new Set(readSavedHomes().map((h) => h.slug)));
    mark();
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>('button[data-favourite]');
      if (!button) return;
      void import('../ui/favourites/toggleFavourite.ts').then((m) => m.toggleFavourite(button));
    };
    // Cards drawn later (a search on /listings, another page reached by a link) start unsaved.
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', onClick, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
