import { useEffect } from 'react';

/** Set on each open house's entry by the static block (src/blocks/openHouses): the instant it ends, ISO in UTC. */
const ENTRY = '[data-open-house-end]';

/** setTimeout's longest delay; a longer one would fire at once. */
const LONGEST_DELAY = 2 ** 31 - 1;

/**
 * Hides the open houses that are over by the visitor's clock, and the whole section when none is
 * left. The build drops past ones only when the site is next built; until then the page still
 * lists them. The entries sit in a static block (no code of its own, never hydrated), so the app
 * does this for them: after the page starts and after each navigation (`page` changes), in an
 * effect, so hydration has compared the server's HTML first. One timer then waits for the next
 * end, so an open house that ends while the page is open goes too.
 */
export function useOpenHousesClock(page: unknown) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hidePast = () => {
      const entries = [...document.querySelectorAll<HTMLElement>(ENTRY)];
      if (!entries.length) return;
      const now = Date.now();
      let next = Infinity;
      for (const entry of entries) {
        const end = Date.parse(entry.getAttribute('data-open-house-end')!);
        if (end <= now) entry.hidden = true;
        else next = Math.min(next, end);
      }
      for (const section of new Set(entries.map((entry) => entry.closest('section')))) {
        if (section) section.hidden = ![...section.querySelectorAll<HTMLElement>(ENTRY)].some((entry) => !entry.hidden);
      }
      if (next !== Infinity) timer = setTimeout(hidePast, Math.min(next - now + 1000, LONGEST_DELAY));
    };
    hidePast();
    return () => clearTimeout(timer);
  }, [page]);
}
