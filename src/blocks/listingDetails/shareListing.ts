import { notify } from '../../forms/notify.ts';

const LINK_COPIED = 'Link copied. Paste it anywhere to share this home.';

/**
 * Shares a page with the phone's own share sheet (the Web Share API) where the browser has one;
 * elsewhere copies the link and says so. A visitor who closes the share sheet has chosen not to
 * share: nothing more is said. Loaded on the first click, with the notice code it may need.
 */
export async function shareListing(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await notify({ variant: 'success', message: LINK_COPIED });
  } catch {
    await notify({ variant: 'info', message: `Copy this link to share the home: ${url}` });
  }
}
