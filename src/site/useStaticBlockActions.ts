import { useEffect } from 'react';
import { FAVOURITES_KEY } from '../ui/favourites/storageKey.ts';
import { preloadNotices } from '../forms/notify.ts';

/**
 * The behaviour of the few controls inside static blocks, which ship no code and are never
 * hydrated: a share button (`data-share-url`, the listing's details), a video or tour poster
 * (`data-player`, listingVideo), a floor plan (`data-floor-plan`, opening the lightbox) and a heart (`data-favourite`, cards and the listing page). One
 * listener serves them all, and each control's code is fetched on its first press, so a page
 * pays these lines only.
 *
 * Listens while the event is captured: inside HTML React has not hydrated, React stops a click at
 * its root, before it could bubble to the document (as useStaticLinks does for links).
 */
/** A plain click on a link is the page's to handle; a modified one (a new tab) keeps the link's own behaviour (the provider's page, the plan's image). */
function plainClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  return true;
}

const actions: { selector: string; run: (control: HTMLElement, event: MouseEvent) => void }[] = [
  {
    selector: 'button[data-share-url]',
    run: (button) => {
      // Without a share sheet the link is copied and a notice says so: fetch the notice's code
      // beside the sharing code, not a round trip after it.
      if (!navigator.share) preloadNotices();
      void import('../blocks/listingDetails/shareListing.ts').then((m) =>
        m.shareListing(button.dataset.shareTitle ?? document.title, button.dataset.shareUrl!),
      );
    },
  },
  {
    selector: 'a[data-player]',
    run: (link, event) =>
      plainClick(event) && void import('../blocks/listingVideo/play.ts').then((m) => m.play(link as HTMLAnchorElement)),
  },
  {
    selector: 'a[data-floor-plan]',
    run: (link, event) =>
      plainClick(event) &&
      void import('../blocks/listingFloorPlans/openFloorPlan.ts').then((m) =>
        m.openFloorPlan(link as HTMLAnchorElement),
      ),
  },
  {
    selector: 'button[data-favourite]',
    run: (button) => void import('../ui/favourites/favouriteHearts.ts').then((m) => m.pressHeart(button)),
  },
];

/** Whether this browser keeps any favourites: only then do the hearts on the page need marking at start-up. */
function hasFavourites() {
  try {
    return localStorage.getItem(FAVOURITES_KEY) !== null;
  } catch {
    return false;
  }
}

export function useStaticBlockActions() {
  useEffect(() => {
    if (hasFavourites()) void import('../ui/favourites/favouriteHearts.ts').then((m) => m.startFavouriteHearts());
    const onClick = (event: MouseEvent) => {
      for (const { selector, run } of actions) {
        const control = (event.target as Element | null)?.closest?.<HTMLElement>(selector);
        if (control) return run(control, event);
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
