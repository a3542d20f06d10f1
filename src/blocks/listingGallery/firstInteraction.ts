/**
 * The gate in front of the gallery's code. A first load shows the gallery as the server wrote it
 * (first photo, arrows, counter, thumbnails) and fetches none of its code; the visitor's first
 * interaction with it (pointer, touch, focus or key) fetches the code and hydrates it. A click in
 * between (the tap that fetched the code, or any before it arrived) is held back, and the gallery
 * acts on the controls pressed once it is hydrated (heldPresses.ts), so none is lost.
 */

/** Marks the gallery's <section> in the server's HTML, so the gate finds it without React. */
export const GALLERY_SELECTOR = '[data-listing-gallery]';
const INTEREST = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** none: nothing gated (a client-side navigation, a component test); waiting: before the first interaction; touched: code on its way; hydrated: the gallery handles everything. */
let gate: 'none' | 'waiting' | 'touched' | 'hydrated' = 'none';
/** What was clicked while the code loaded, in order (the elements, inside the controls): the gallery's to act on once hydrated. */
export const held: Element[] = [];
/** Set once a pre-rendered gallery has been gated: any later gallery comes from a client-side navigation. */
let gatedOnce = false;

/** True when this page's first load already had a gated gallery, so a new one belongs to a client-side navigation. */
export const firstLoadWasGated = () => gatedOnce;

const inGallery = (event: Event) => event.target instanceof Element && event.target.closest(GALLERY_SELECTOR) !== null;

/**
 * Until the gallery is hydrated its buttons do nothing: keep the control clicked, for the gallery
 * to act on. Kept as the control, not replayed as a click: React drops a click on HTML it has not
 * hydrated yet (the still photo is a Suspense boundary of its own), and the carousel may replace it.
 */
function holdClick(event: MouseEvent) {
  if (gate !== 'hydrated' && inGallery(event)) {
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target as Element);
  }
}

/**
 * Resolves when the gallery's code should load: at once when the page has no pre-rendered gallery
 * (it is being rendered by a client-side navigation), else on the first interaction with it.
 */
export function whenTouched(): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(GALLERY_SELECTOR);
  if (!element) return Promise.resolve();
  gate = 'waiting';
  gatedOnce = true;
  document.addEventListener('click', holdClick, true);
  return new Promise((resolve) => {
    const open = (next: typeof gate) => {
      INTEREST.forEach((type) => document.removeEventListener(type, touched, true));
      observer.disconnect();
      gate = next;
      if (next === 'none') document.removeEventListener('click', holdClick, true);
      resolve();
    };
    const touched = (event: Event) => {
      if (inGallery(event)) open('touched');
    };
    // The visitor left this page untouched (a client-side navigation): later galleries render at once.
    const observer = new MutationObserver(() => {
      if (!element.isConnected) open('none');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // Capturing on the document: the gallery's elements are not React's yet, and this runs before React's own listener.
    INTEREST.forEach((type) => document.addEventListener(type, touched, { capture: true, passive: true }));
  });
}

/**
 * Called as the gallery mounts: true when a first interaction hydrated it, and `held` then says
 * what was clicked meanwhile (nothing, if that interaction was a hover or focus). From now on every
 * click reaches the gallery itself, so none is acted on twice.
 */
export function galleryHydrated(): boolean {
  if (gate !== 'touched') return false;
  gate = 'hydrated';
  document.removeEventListener('click', holdClick, true);
  return true;
}
