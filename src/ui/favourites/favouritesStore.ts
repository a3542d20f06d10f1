import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SavedHome } from './savedHomes.ts';
// The key from its own module (in every page's site file), so the store does not fetch savedHomes.ts' hearts code.
import { FAVOURITES_KEY } from './storageKey.ts';

/** The version of what persist writes; a change of shape raises it (and would need a migrate). */
const FAVOURITES_VERSION = 1;

export interface FavouritesState {
  /** Newest saved first. */
  homes: SavedHome[];
  /** Saves the home, or removes it if saved; returns whether it is saved now. */
  toggle(home: { slug: string; address: string }): boolean;
  /** Saves these homes (a shared list kept), skipping those already saved. */
  keep(homes: { slug: string; address: string }[]): void;
}

/**
 * The visitor's favourites, kept in this browser's localStorage and sent nowhere: no account, no
 * server. Loaded on the first press of a heart, or by the /favourites page.
 */
export const useFavourites = create<FavouritesState>()(
  persist(
    (set, get) => ({
      homes: [],
      toggle({ slug, address }) {
        const saved = get().homes.some((h) => h.slug === slug);
        set({
          homes: saved
            ? get().homes.filter((h) => h.slug !== slug)
            : [{ slug, address, savedAt: Date.now() }, ...get().homes],
        });
        return !saved;
      },
      keep(homes) {
        const have = new Set(get().homes.map((h) => h.slug));
        const now = Date.now();
        const added = homes
          .filter((h) => !have.has(h.slug))
          .map((h, i) => ({ slug: h.slug, address: h.address, savedAt: now - i }));
        set({ homes: [...added, ...get().homes] });
      },
    }),
    {
      name: FAVOURITES_KEY,
      version: FAVOURITES_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ homes: state.homes }),
    },
  ),
);
