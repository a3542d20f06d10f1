import { toggleFavourite } from './toggleFavourite.ts';
import { HEART, markHearts, readSavedHomes } from './savedHomes.ts';

let started = false;

/**
 * Keeps the hearts (src/ui/favourites/FavouriteButton.tsx) in step with what this browser saved:
 * marks them now, and again whenever cards are drawn later (a search on /listings, another page
 * reached by a link). Fetched at start-up only by a browser that keeps favourites, or on the first
 * press of a heart (src/site/useStaticBlockActions.ts).
 */
export function startFavouriteHearts() {
  if (started) return;
  started = true;
  const mark = () => markHearts(new Set(readSavedHomes().map((h) => h.slug)));
  mark();
  // Only when a heart arrives, or a heart drawn again names another home: most changes to the page
  // (a menu opening, a photo swapped) touch none, and reading the saved homes parses them from storage.
  const holdsHeart = (node: Node) =>
    node instanceof Element && (node.matches(HEART) || node.querySelector(HEART) !== null);
  new MutationObserver((changes) => {
    if (changes.some((change) => change.type === 'attributes' || [...change.addedNodes].some(holdsHeart))) mark();
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-favourite'] });
}

/** A press of a heart: saves or removes the home, then keeps every heart in step from here on. */
export function pressHeart(button: HTMLElement) {
  toggleFavourite(button);
  startFavouriteHearts();
}
