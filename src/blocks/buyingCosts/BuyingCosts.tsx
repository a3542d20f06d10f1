import { Suspense, lazy } from 'react';
import type { BlockProps } from '../blockProps.ts';
import { BUYING_COSTS_ID } from './headings.ts';

/*
 * The calculator is pre-rendered whole, but its code is not part of the page's first load: the
 * browser keeps the server's HTML (figures included) in a Suspense boundary that React leaves
 * unhydrated until the code arrives, fetched as the section nears the screen. A listing page's
 * first-load JavaScript stays what it was before the calculator; the server renders it directly.
 */

// Vite drops this branch from the browser's build (import.meta.env.SSR is false there).
const onServer = import.meta.env.SSR ? await import('./Calculator.tsx') : undefined;

/** Resolves when the pre-rendered section comes within about a screen of view, or at once if there is none to watch. */
function whenNear(id: string): Promise<void> {
  const target = document.getElementById(id);
  if (!target || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
  });
}

const LazyCalculator = lazy(() => whenNear(BUYING_COSTS_ID).then(() => import('./Calculator.tsx').then((m) => ({ default: m.Calculator }))));

/** A listing's closing costs and monthly payment (see Calculator.tsx). */
export function BuyingCosts({ block }: BlockProps<'buyingCosts'>) {
  if (block.price === undefined) return null;
  const Calculator = onServer?.Calculator ?? LazyCalculator;
  return (
    <Suspense fallback={null}>
      <Calculator block={block} />
    </Suspense>
  );
}
