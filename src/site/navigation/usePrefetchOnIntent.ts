import { useEffect } from 'react';
import { normalizePath } from '../../model/paths.ts';
import { loadRouteData } from './routeData.ts';

/** Starts loading a page's data when the pointer rests on (or focus reaches) a link to it, so the click feels instant. */
export function usePrefetchOnIntent() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      const href = link?.getAttribute('href');
      if (!href || link?.hasAttribute('download') || href.startsWith('/media/')) return;
      loadRouteData(normalizePath(new URL(href, location.href).pathname)).catch(() => {});
    };
    // Capturing: React stops these events at its root while they are inside a static block's
    // server HTML, which it never hydrates (src/site/StaticBlock.tsx).
    document.addEventListener('pointerover', prefetch, { passive: true, capture: true });
    document.addEventListener('focusin', prefetch, true);
    return () => {
      document.removeEventListener('pointerover', prefetch, true);
      document.removeEventListener('focusin', prefetch, true);
    };
  }, []);
}
