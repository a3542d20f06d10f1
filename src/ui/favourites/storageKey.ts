/**
 * The localStorage key of a visitor's favourites; zustand's persist writes { state: { homes }, version }
 * there (favouritesStore.ts). A module of its own: every page's start-up reads it to learn whether
 * this browser keeps any favourites, and must not bring the rest of savedHomes.ts along.
 */
export const FAVOURITES_KEY = 'ashdown-favourites';
