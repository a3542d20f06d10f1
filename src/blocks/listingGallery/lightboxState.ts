import { create } from 'zustand';

interface LightboxState {
  /** The photo shown full screen, or null when the lightbox is closed. */
  index: number | null;
  count: number;
  openAt: (index: number, count: number) => void;
  /** Closing resets, so the lightbox reopens on whichever photo is clicked next. */
  close: () => void;
  /** Next and previous wrap around at both ends. */
  next: () => void;
  previous: () => void;
}

const wrap = (i: number, count: number) => ((i % count) + count) % count;

export const useLightbox = create<LightboxState>()((set) => ({
  index: null,
  count: 0,
  openAt: (index, count) => {
    if (count < 1) return;
    set({ index: wrap(index, count), count });
  },
  close: () => set({ index: null, count: 0 }),
  next: () => set((s) => (s.index === null ? s : { index: wrap(s.index + 1, s.count) })),
  previous: () => set((s) => (s.index === null ? s : { index: wrap(s.index - 1, s.count) })),
}));
