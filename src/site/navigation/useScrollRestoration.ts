import { useLayoutEffect } from 'react';
import { normalizePath } from '../../model/paths.ts';
import { RENDER_ALL_ATTRIBUTE } from '../../ui/styles.ts';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();
let lastNavigationWasPop = false;
let installed = false;
/** The first render after a full page load (hydration), as opposed to a navigation inside the app. */
let firstRender = true;

const entryKey = (): string | undefined => (history.state as { scrollKey?: string } | null)?.scrollKey;

function ensureEntryKey(): string {
  const key = entryKey();
  if (key) return key;
  const fresh = Math.random().toString(36).slice(2);
  history.replaceState({ ...(history.state as object | null), scrollKey: fresh }, '');
  return fresh;
}

/** Listens once per page load: records each history entry's scroll position as the visitor scrolls. */
function install() {
  if (installed) return;
  installed = true;
  history.scrollRestoration = 'manual';
  try {
    for (const [k, y] of Object.entries(
      JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>,
    ))
      positions.set(k, y);
  } catch {
    // Storage may be unavailable (private mode); positions then last for this page load only.
  }
  addEventListener('popstate', () => (lastNavigationWasPop = true));
  addEventListener(
    'scroll',
    () => {
      const key = entryKey();
      if (key) positions.set(key, scrollY);
    },
    { passive: true },
  );
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    } catch {
      // Storage full or blocked (private browsing): positions are simply not kept across reloads.
    }
  });
}

/**
 * Returns to a saved position. Bands the browser has not laid out yet (renderWhenNear in
 * ui/styles.ts) would stand at their estimated heights, and the position would land elsewhere on
 * the page: they are laid out for the scroll, then left to the browser again two frames later,
 * once it has remembered their real heights, so nothing moves when they are skipped again.
 */
function scrollToSaved(y: number) {
  const root = document.documentElement;
  root.setAttribute(RENDER_ALL_ATTRIBUTE, '');
  scrollTo(0, y);
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(RENDER_ALL_ATTRIBUTE)));
}

function scrollToHash(): boolean {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Each new page opens at the top (or at its #fragment); Back and Forward return to where the
 * visitor left that page. Runs after the page for `shownPath` is on screen.
 */
export function useScrollRestoration(shownPath: string) {
  useLayoutEffect(() => {
    install();
    // Back or Forward pressed while this page was still hydrating: the history entry, and the
    // position saved for it, already belong to the page the router shows next. Restoring it here
    // would clamp it to this page's height, and the clamped value would then be saved as that
    // page's position; the next page's render restores it instead.
    if (normalizePath(location.pathname) !== shownPath) return;
    const hadKey = entryKey() !== undefined;
    const key = ensureEntryKey();
    const saved = positions.get(key);
    // The app starts after the first paint, so on a slow phone a visitor opening a new page may
    // already have scrolled (or the browser gone to the #fragment): that place is kept rather
    // than reset to the top. A saved position (Back, reload) is still restored.
    const scrolledBeforeStart = firstRender && scrollY !== 0;
    firstRender = false;
    if ((lastNavigationWasPop || hadKey) && saved !== undefined) scrollToSaved(saved);
    else if (!scrolledBeforeStart && !scrollToHash()) scrollTo(0, 0);
    lastNavigationWasPop = false;
  }, [shownPath]);
}
