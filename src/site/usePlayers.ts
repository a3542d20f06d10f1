import { useEffect } from 'react';

/**
 * Gives a video or tour poster (a link with `data-player`, in the static listingVideo block) its
 * behaviour: the first press fetches the few lines that swap the poster for the player, so a
 * listing page fetches no more code while it loads, and no provider is asked for anything before
 * the visitor presses play. A modified click (new tab) keeps the link's own behaviour.
 *
 * Listens while the event is captured, as useShareButtons does: React stops a click at its root.
 */
export function usePlayers() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-player]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      void import('../blocks/listingVideo/play.ts').then((m) => m.play(link));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
