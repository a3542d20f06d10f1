import type { ViteHotContext } from 'vite/types/hot.js';

/** Fired on window when the dev server reports that data/ changed, so the open page refetches its data in place. */
export const CONTENT_UPDATED_EVENT = 'content-updated';

export function listenForContentUpdates(hot: ViteHotContext) {
  hot.on('content:update', () => dispatchEvent(new Event(CONTENT_UPDATED_EVENT)));
}
