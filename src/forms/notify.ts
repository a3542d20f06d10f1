import { loadOnce } from './loadOnce.ts';
import type { Notice } from './notice.ts';

const loadHost = loadOnce(() => import('./noticeHost.tsx'));

/**
 * Shows a toast. notistack and its host load on the first notice (or on preloadNotices()), and
 * mount one <SnackbarProvider> into an element of their own, so the pages never carry them.
 */
export async function notify(notice: Notice): Promise<void> {
  try {
    (await loadHost()).showNotice(notice);
  } catch {
    // The toast code could not be downloaded: the visitor must still learn what happened.
    window.alert([notice.title, notice.message].filter(Boolean).join('\n'));
  }
}

/** Starts downloading the notice code when a visitor starts on a form, so the answer is not delayed. */
export function preloadNotices(): void {
  loadHost().catch(() => undefined);
}
