/**
 * Swaps a video or tour poster for its player when pressed. The poster is a plain link in the
 * HTML (to the MP4 or the provider's page), so nothing from the provider is requested until the
 * visitor asks; this module itself is fetched on the first press only (src/site/useStaticBlockActions.ts).
 */
export function play(link: HTMLAnchorElement): void {
  const src = link.dataset.playerSrc!;
  const label = link.dataset.playerTitle ?? '';
  const player =
    link.dataset.player === 'file'
      ? Object.assign(document.createElement('video'), {
          src,
          controls: true,
          autoplay: true,
          playsInline: true,
          title: label,
        })
      : Object.assign(document.createElement('iframe'), {
          src,
          title: label,
          allow: 'autoplay; fullscreen; xr-spatial-tracking',
        });
  player.className = link.className;
  player.setAttribute('data-player-for', link.dataset.player!);
  link.replaceWith(player);
  player.focus();
}
