import { useFavourites } from './favouritesStore.ts';
import { heartLabel, markHearts } from './savedHomes.ts';

/**
 * A press of a heart (fetched on the first one): saves or removes the home, marks every heart of
 * it on the page (a card and the listing page can both show it) and says what happened politely.
 */
export function toggleFavourite(button: HTMLElement) {
  const slug = button.dataset.favourite!;
  const address = button.dataset.favouriteAddress!;
  const saved = useFavourites.getState().toggle({ slug, address });
  markHearts(new Set(useFavourites.getState().homes.map((h) => h.slug)));
  announce(saved ? `${address} saved to your favourites.` : `${address} removed from your favourites.`);
  button.setAttribute('aria-label', heartLabel(address, saved));
}

/** One polite live region for the page, made on first use; its text is set a moment later so a screen reader notices the change. */
function announce(message: string) {
  let region = document.getElementById('favourites-status');
  if (!region) {
    region = document.createElement('p');
    region.id = 'favourites-status';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.style.cssText =
      'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0';
    document.body.append(region);
  }
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = message), 50);
}
