/**
 * What the clicks the gate held back (firstInteraction.ts) asked for, read from the controls
 * pressed: the arrows step the photo, a thumbnail opens its photo, the main photo opens the one it
 * shows. Read as the gallery hydrates, so the press that fetched the code is the one acted on.
 */
export interface HeldPresses {
  /** The photo on show once the arrows pressed have stepped it. */
  index: number;
  /** The photo to open full screen, with the control that asked (it gets focus back), if any. */
  open?: { index: number; opener: HTMLElement };
}

/** The names of the stage's arrows (Stage.tsx), by which a held press on one is known. */
export const PREVIOUS_PHOTO = 'Previous photo';
export const NEXT_PHOTO = 'Next photo';
const STEPS: Record<string, 1 | -1> = { [PREVIOUS_PHOTO]: -1, [NEXT_PHOTO]: 1 };

/** The clicks' targets, in order; the gallery's section, holding the controls; how many photos it has. */
export function readHeldPresses(clicked: Element[], section: Element, count: number): HeldPresses {
  const thumbnails = [...section.querySelectorAll('ul button')];
  // Before the code arrived the still photo showed the first photo, and no arrow had moved it.
  let index = 0;
  let open: HeldPresses['open'];
  for (const target of clicked) {
    const control = target.closest<HTMLElement>('button, a');
    if (!control?.isConnected) continue;
    const step = STEPS[control.getAttribute('aria-label') ?? ''];
    const thumbnail = thumbnails.indexOf(control);
    if (step) index = (index + step + count) % count;
    else if (thumbnail >= 0) open = { index: thumbnail, opener: control };
    else open = { index, opener: control };
  }
  return { index, open };
}
