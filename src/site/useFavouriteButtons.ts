import { useEffect } from 'react';

const HEART = 'button[data-favourite]';

/**
 * Gives the hearts their behaviour, on the pages that show one. They sit in static blocks, never
 * hydrated, and in the /listings island; most pages (legal, team, guides) have none, so this only
 * watches for the first heart and then fetches favouriteHearts.ts, which does the work for the
 * rest of the visit. A page without hearts pays these few lines, not the marking and listening.
 */
export function useFavouriteButtons() {
  useEffect(() => {
    const observer = new MutationObserver(start);
    function start() {
      if (!document.querySelector(HEART)) return;
      observer.disconnect();
      void import('./favouriteHearts.ts').then((m) => m.startFavouriteHearts());
    }
    observer.observe(document.body, { childList: true, subtree: true });
    start();
    return () => observer.disconnect();
  }, []);
}
