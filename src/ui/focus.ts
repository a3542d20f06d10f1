import { type KeyboardEvent as ReactKeyboardEvent, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab cycling through `elements` (a dialog's controls). Call from a keydown
 * handler; returns true when it moved focus.
 */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, elements: HTMLElement[]): boolean {
  if (event.key !== 'Tab' || elements.length === 0) return false;
  const first = elements[0]!;
  const last = elements[elements.length - 1]!;
  const active = document.activeElement as HTMLElement | null;
  const inside = active ? elements.includes(active) : false;
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** Stops the page behind an open menu or dialog from scrolling; restores the previous value on release. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [active]);
}
