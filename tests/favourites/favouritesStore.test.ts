// @vitest-environment happy-dom
/**
 * Favourites without an account: the store (zustand persisted to localStorage), the shape it
 * leaves there (which the start-up step reads without the store), the shared link, and the
 * hearts it marks and the announcement a press makes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavourites } from '../../src/ui/favourites/favouritesStore.ts';
import { FAVOURITES_KEY, heartLabel, markHearts, readSavedHomes } from '../../src/ui/favourites/savedHomes.ts';
import { sharedSlugsOf, shareLinkOf } from '../../src/ui/favourites/shareLink.ts';
import { toggleFavourite } from '../../src/ui/favourites/toggleFavourite.ts';

const oak = { slug: '12-oak-ave', address: '12 Oak Ave' };
const elm = { slug: '3-elm-st', address: '3 Elm St' };

beforeEach(() => {
  useFavourites.setState({ homes: [] });
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the favourites store', () => {
  it('saves a home on the first toggle and removes it on the second, newest first', () => {
    expect(useFavourites.getState().toggle(oak)).toBe(true);
    expect(useFavourites.getState().toggle(elm)).toBe(true);
    expect(useFavourites.getState().homes.map((h) => h.slug)).toEqual(['3-elm-st', '12-oak-ave']);
    expect(useFavourites.getState().toggle(oak)).toBe(false);
    expect(useFavourites.getState().homes.map((h) => h.slug)).toEqual(['3-elm-st']);
  });

  it('persists { state: { homes }, version } to localStorage, which readSavedHomes reads without the store', () => {
    useFavourites.getState().toggle(oak);
    const stored = JSON.parse(localStorage.getItem(FAVOURITES_KEY)!) as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored.version).toBe(1);
    expect(Object.keys(stored.state)).toEqual(['homes']);
    expect(stored.state.homes).toEqual([{ ...oak, savedAt: expect.any(Number) }]);
    expect(readSavedHomes()).toEqual([{ ...oak, savedAt: expect.any(Number) }]);
  });

  it('reads nothing from an empty, broken or foreign value instead of throwing', () => {
    expect(readSavedHomes()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(readSavedHomes()).toEqual([]);
    localStorage.setItem(
      FAVOURITES_KEY,
      JSON.stringify({ state: { homes: [{ slug: 5 }, null, { ...oak, savedAt: 1 }] } }),
    );
    expect(readSavedHomes()).toEqual([{ ...oak, savedAt: 1 }]);
  });

  it('keeps a shared list without saving a home twice', () => {
    useFavourites.getState().toggle(oak);
    useFavourites.getState().keep([oak, elm]);
    expect(useFavourites.getState().homes.map((h) => h.slug)).toEqual(['3-elm-st', '12-oak-ave']);
  });
});

describe('the shared link', () => {
  it('is /favourites?homes= and the slugs in order', () => {
    expect(shareLinkOf('https://example.ca', ['12-oak-ave', '3-elm-st'])).toBe(
      'https://example.ca/favourites?homes=12-oak-ave,3-elm-st',
    );
  });

  it('opens the homes it names that the site knows, in order, each once; unknown slugs are dropped', () => {
    const known = new Set(['12-oak-ave', '3-elm-st']);
    expect(sharedSlugsOf('?homes=3-elm-st,made-up,12-oak-ave,3-elm-st', known)).toEqual(['3-elm-st', '12-oak-ave']);
    expect(sharedSlugsOf('?homes=made-up', known)).toEqual([]);
    expect(sharedSlugsOf('', known)).toBeUndefined();
  });

  it('round-trips: the link parses back to the list it was made from', () => {
    const slugs = ['3-elm-st', '12-oak-ave'];
    expect(sharedSlugsOf(new URL(shareLinkOf('https://example.ca', slugs)).search, new Set(slugs))).toEqual(slugs);
  });
});

describe('the hearts', () => {
  const heart = (home: typeof oak) =>
    `<button type="button" data-favourite="${home.slug}" data-favourite-address="${home.address}" aria-pressed="false" aria-label="${heartLabel(home.address, false)}"></button>`;

  it('are marked pressed, and named for removal, when their home is saved', () => {
    document.body.innerHTML = heart(oak) + heart(elm);
    markHearts(new Set(['12-oak-ave']));
    const [first, second] = document.querySelectorAll('button');
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(first!.getAttribute('aria-label')).toBe('Remove 12 Oak Ave from favourites');
    expect(second!.getAttribute('aria-pressed')).toBe('false');
    expect(second!.getAttribute('aria-label')).toBe('Save 3 Elm St to favourites');
  });

  it('toggle every heart of the home on a press and announce it politely', () => {
    vi.useFakeTimers();
    document.body.innerHTML = heart(oak) + heart(oak);
    const [card, page] = document.querySelectorAll<HTMLElement>('button');
    toggleFavourite(card!);
    vi.runAllTimers();
    expect(page!.getAttribute('aria-pressed')).toBe('true');
    const status = document.querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('12 Oak Ave saved to your favourites.');
    toggleFavourite(page!);
    vi.runAllTimers();
    expect(card!.getAttribute('aria-pressed')).toBe('false');
    expect(status.textContent).toBe('12 Oak Ave removed from your favourites.');
    expect(readSavedHomes()).toEqual([]);
    vi.useRealTimers();
  });
});
