import { useEffect } from 'react';

/**
 * Gives a share button its behaviour: a button with `data-share-url` (and `data-share-title`)
 * opens the phone's share sheet, or copies the address and says so. Such buttons sit in static
 * blocks (the listing's details), which ship no code and are never hydrated, so one listener here
 * serves them all, and the sharing code is fetched on the first click only.
 *
 * Listens while the event is captured: inside HTML React has not hydrated, React stops a click at
 * its root, before it could bubble to the document (as useStaticLinks does for links).
 */
export function useShareButtons() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-share-url]');
      if (!button) return;
      const url = button.getAttribute('data-share-url')!;
      const title = button.getAttribute('data-share-title') ?? document.title;
      void import('../blocks/listingDetails/shareListing.ts').then((m) => m.shareListing(title, url));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
