import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLightbox } from '../../ui/lightbox/lightboxState.ts';
import { Lightbox } from '../../ui/lightbox/Lightbox.tsx';

/**
 * Opens a floor plan in the lightbox. The plans are a static block (plain links to each plan's
 * image, the no-script way to see one at full size), so nothing of theirs loads with the page:
 * the first press fetches this module (src/site/useStaticBlockActions.ts), which reads the plans
 * from the links' HTML and renders the shared lightbox in a root of its own, kept for later
 * presses: zoomable, its own set ("plans", apart from the gallery's photos), announced as
 * "Plan 1 / 3: Main floor". (A plain module, like the video's play.ts: the block's components
 * are the server's and have no behaviour.)
 */
let root: Root | undefined;

const PLANS_OWNER = 'plans';

export function openFloorPlan(link: HTMLAnchorElement): void {
  const list = link.closest<HTMLElement>('[data-floor-plans]');
  if (!list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-floor-plan]')];
  const plans = links.map((a) => {
    const img = a.querySelector('img');
    return {
      src: a.getAttribute('href')!,
      alt: img?.alt ?? '',
      // The attributes (the plan's own size), not the properties (its size as drawn on the page).
      width: Number(img?.getAttribute('width')) || undefined,
      height: Number(img?.getAttribute('height')) || undefined,
      label: a.dataset.floorPlan || undefined,
    };
  });
  if (!root) {
    const host = document.createElement('div');
    host.dataset.floorPlanViewer = '';
    document.body.append(host);
    root = createRoot(host);
  }
  // Focus goes back to the plan that was pressed when the lightbox closes.
  root.render(
    createElement(Lightbox, {
      images: plans,
      title: list.dataset.floorPlans ?? '',
      onClosed: () => link.focus(),
      owner: PLANS_OWNER,
      // A development's gallery is such a set too, of photos (developmentGallery): it says so.
      noun: list.dataset.noun ?? 'Plan',
      zoomable: true,
    }),
  );
  useLightbox.getState().openAt(links.indexOf(link), plans.length, PLANS_OWNER);
}
