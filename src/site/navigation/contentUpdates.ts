import type { ViteHotContext } from 'vite/types/hot.js';
import { normalizePath } from '../../model/paths.ts';

/** Fired on window when the dev server reports that data/ changed, so the open page refetches its data in place. */
export const CONTENT_UPDATED_EVENT = 'content-updated';

interface ContentProblems {
  /** Vite's error payload: the message, and the first problem's file and place. */
  err: Record<string, unknown>;
  /** The pages the broken files break; the others keep working. */
  routes: 'all' | string[];
}

/** Vite's own error overlay (the element its client defines), shown only where the page is broken. */
function showOverlay(err: ContentProblems['err']) {
  const Overlay = customElements.get('vite-error-overlay');
  if (!Overlay) return;
  document.querySelectorAll('vite-error-overlay').forEach((element) => element.remove());
  document.body.appendChild(new Overlay(err));
}

export function listenForContentUpdates(hot: ViteHotContext) {
  hot.on('content:update', () => dispatchEvent(new Event(CONTENT_UPDATED_EVENT)));
  hot.on('content:problems', ({ err, routes }: ContentProblems) => {
    if (routes === 'all' || routes.includes(normalizePath(window.location.pathname))) showOverlay(err);
  });
}
