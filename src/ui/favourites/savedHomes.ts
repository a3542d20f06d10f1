/**
 * What the browser keeps of a visitor's favourites, and the shared link's form. No React and no
 * zustand here: a page with hearts reads this to mark them (src/site/useStaticBlockActions.ts),
 * so it must stay a few hundred bytes; the store (favouritesStore.ts) loads on the first click, and
 * the shared link's code (shareLink.ts) with /favourites.
 */
import { FAVOURITES_KEY } from './storageKey.ts';

/** One saved home: its slug, its address as the heart named it (so a home since withdrawn can still be named), and when it was saved. */
export interface SavedHome {
  slug: string;
  address: string;
  savedAt: number;
}

export { FAVOURITES_KEY };

/** The homes saved in this browser, or none when nothing (or something unreadable) is stored. */
export function readSavedHomes(storage: Pick<Storage, 'getItem'> = localStorage): SavedHome[] {
  try {
    const homes = (JSON.parse(storage.getItem(FAVOURITES_KEY) ?? 'null') as { state?: { homes?: unknown } } | null)
      ?.state?.homes;
    return Array.isArray(homes)
      ? (homes as (Partial<SavedHome> | null)[]).filter(
          (h): h is SavedHome => typeof h?.slug === 'string' && typeof h.address === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The heart's accessible name, saved or not: "Save 12 Oak Ave to favourites" / "Remove 12 Oak Ave from favourites". */
export const heartLabel = (address: string, saved: boolean) =>
  saved ? `Remove ${address} from favourites` : `Save ${address} to favourites`;

/** A heart on a card or a listing page (FavouriteButton.tsx). */
export const HEART = 'button[data-favourite]';

/** Sets every heart on the page to what is saved: aria-pressed and the name that says what a press will do. */
export function markHearts(saved: ReadonlySet<string>, root: ParentNode = document) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(HEART)) {
    const on = saved.has(button.dataset.favourite!);
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', heartLabel(button.dataset.favouriteAddress!, on));
  }
}
