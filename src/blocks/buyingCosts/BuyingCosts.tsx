import { Suspense, lazy } from 'react';
import type { BuyingCostsProps } from './block.ts';
import { BUYING_COSTS_ID } from './headings.ts';

/*
 * The calculator is pre-rendered whole, but its code is not part of the page's first load: the
 * browser keeps the server's HTML (figures included) in a Suspense boundary that React leaves
 * unhydrated until the code arrives, fetched as the section nears the screen or on its first
 * input. A listing page's first-load JavaScript stays what it was before the calculator; the
 * server renders it directly.
 */

// Vite drops this branch from the browser's build (import.meta.env.SSR is false there).
const onServer = import.meta.env.SSR ? await import('./Calculator.tsx') : undefined;

/** What a visitor does first in the still unhydrated section: any of these fetches the code at once. */
const FIRST_INPUT = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * Resolves when the pre-rendered section comes within about a screen of view, or on the first
 * input into it (a keyboard user may reach a field before any scrolling), or at once if there is
 * none to watch.
 */
function whenNearOrUsed(id: string): Promise<void> {
  const section = document.getElementById(id)?.closest('section');
  if (!section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      FIRST_INPUT.forEach((type) => document.removeEventListener(type, onInput, true));
      resolve();
    };
    // On the document, capturing: React stops an event aimed into a still dehydrated boundary at
    // its root, so a listener on the section itself would never hear it.
    const onInput = (event: Event) => event.target instanceof Node && section.contains(event.target) && done();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '100% 0px',
    });
    observer.observe(section);
    FIRST_INPUT.forEach((type) => document.addEventListener(type, onInput, { capture: true, passive: true }));
  });
}

const LazyCalculator = lazy(() =>
  whenNearOrUsed(BUYING_COSTS_ID).then(() => import('./Calculator.tsx').then((m) => ({ default: m.Calculator }))),
);

/** A listing's closing costs and monthly payment (see Calculator.tsx). */
export function BuyingCosts({ block }: BuyingCostsProps) {
  if (block.price === undefined) return null;
  const Calculator = onServer?.Calculator ?? LazyCalculator;
  return (
    <Suspense fallback={null}>
      <Calculator block={block} />
    </Suspense>
  );
}
