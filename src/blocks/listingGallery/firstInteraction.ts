/**
 * The gate in front of the gallery's code. A first load shows the gallery as the server wrote it
 * (first photo, arrows, counter, thumbnails) and fetches none of its code; the visitor's first
 * interaction with it (pointer, touch, focus or key) fetches the code and hydrates it. A click in
 * between (a tap on "Next photo" or a thumbnail, before the code has arrived) is held back and
 * replayed once the gallery is hydrated, so it is not lost.
 */

/** Marks the gallery's <section> in the server's HTML, so the gate finds it without React. */
const SELECTOR = '[data-listing-gallery]';
const INTEREST = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/** none: nothing gated (a client-side navigation, a component test); waiting: before the first interaction; touched: code on its way; hydrated: the gallery handles everything. */
let gate: 'none' | 'waiting' | 'touched' | 'hydrated' = 'none';
let heldClick: HTMLElement | null = null;
/** Set once a pre-rendered gallery has been gated: any later gallery comes from a client-side navigation. */
let gatedOnce = false;

/** True when this page's first load already had a gated gallery, so a new one belongs to a client-side navigation. */
export const firstLoadWasGated = () => gatedOnce;

const inGallery = (event: Event) => event.target instanceof Element && event.target.closest(SELECTOR) !== null;

/** Until the gallery is hydrated its buttons do nothing: keep the click to replay it then. */
function holdClick(event: MouseEvent) {
  if (gate === 'hydrated' || !inGallery(event)) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = (event.target as Element).closest<HTMLElement>('button, a');
}

/**
 * Resolves when the gallery's code should load: at once when the page has no pre-rendered gallery
 * (it is being rendered by a client-side navigation), else on the first interaction with it.
 */
export function whenTouched(): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(SELECTOR);
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

/** Called as the gallery mounts: true when a first interaction hydrated it (that click, if any, is replayed now). */
export function galleryHydrated(): boolean {
  if (gate !== 'touched') return false;
  gate = 'hydrated';
  document.removeEventListener('click', holdClick, true);
  const click = heldClick;
  heldClick = null;
  click?.click();
  return true;
}
