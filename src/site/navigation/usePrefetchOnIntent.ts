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
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);
}
