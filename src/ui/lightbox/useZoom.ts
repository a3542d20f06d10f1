import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const MAX_ZOOM = 4;
const STEP = 1.5;
/** Two taps closer together than this (ms, px) are a double tap. */
const DOUBLE_TAP_MS = 320;
const TAP_SLOP = 12;

interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const NONE: Zoom = { scale: 1, x: 0, y: 0 };
const clampScale = (s: number) => Math.min(MAX_ZOOM, Math.max(1, s));

/**
 * Zoom and pan for one image of the lightbox: buttons and keys step the scale, a double tap
 * toggles it, two fingers pinch it, and one finger (or the mouse) pans while zoomed. The image
 * never leaves its box: panning stops at its edges. `key` (the image's address) resets it.
 */
export function useZoom(image: RefObject<HTMLElement | null>, key: string) {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const lastTap = useRef<{ time: number; x: number; y: number } | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => setZoom(NONE), [key]);

  /** Keeps the pan within the image's overhang at this scale. */
  const fit = useCallback(
    ({ scale, x, y }: Zoom): Zoom => {
      const box = image.current;
      const maxX = box ? (box.offsetWidth * (scale - 1)) / 2 : 0;
      const maxY = box ? (box.offsetHeight * (scale - 1)) / 2 : 0;
      return { scale, x: Math.max(-maxX, Math.min(maxX, x)), y: Math.max(-maxY, Math.min(maxY, y)) };
    },
    [image],
  );

  const zoomTo = useCallback((scale: number, x = 0, y = 0) => setZoom(fit({ scale: clampScale(scale), x, y })), [fit]);
  const zoomIn = useCallback(() => setZoom((z) => fit({ ...z, scale: clampScale(z.scale * STEP) })), [fit]);
  const zoomOut = useCallback(
    () => setZoom((z) => (z.scale / STEP <= 1.01 ? NONE : fit({ ...z, scale: z.scale / STEP }))),
    [fit],
  );
  const reset = useCallback(() => setZoom(NONE), []);

  /** A double tap on a spot zooms in on it, or back out when zoomed. */
  const toggleAt = useCallback(
    (clientX: number, clientY: number) => {
      if (zoom.scale > 1) return reset();
      const box = image.current?.getBoundingClientRect();
      if (!box) return zoomTo(2);
      zoomTo(2, (box.left + box.width / 2 - clientX) * 2, (box.top + box.height / 2 - clientY) * 2);
    },
    [zoom.scale, image, reset, zoomTo],
  );

  const onPointerDown = (event: ReactPointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) down.current = { x: event.clientX, y: event.clientY };
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, scale: zoom.scale };
    }
  };

  const onPointerMove = (event: ReactPointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const scale = clampScale((pinch.current.scale * Math.hypot(a.x - b.x, a.y - b.y)) / pinch.current.distance);
      setZoom((z) => fit({ ...z, scale }));
    } else if (pointers.current.size === 1 && zoom.scale > 1) {
      setZoom((z) => fit({ ...z, x: z.x + event.clientX - previous.x, y: z.y + event.clientY - previous.y }));
    }
  };

  /** Ends a pointer; returns true when it was a tap that made a double tap (so the caller ignores it as a swipe). */
  const onPointerUp = (event: ReactPointerEvent): boolean => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    const start = down.current;
    if (pointers.current.size > 0 || !start) return false;
    down.current = null;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP) return false;
    const previous = lastTap.current;
    const now = event.timeStamp;
    if (
      previous &&
      now - previous.time < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - previous.x, event.clientY - previous.y) < TAP_SLOP * 3
    ) {
      lastTap.current = null;
      toggleAt(event.clientX, event.clientY);
      return true;
    }
    lastTap.current = { time: now, x: event.clientX, y: event.clientY };
    return false;
  };

  const onPointerCancel = (event: ReactPointerEvent) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
    down.current = null;
  };

  return { ...zoom, zoomIn, zoomOut, reset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel } };
}
