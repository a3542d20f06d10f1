import { create } from 'zustand';

interface LightboxState {
  /** The image shown full screen, or null when the lightbox is closed. */
  index: number | null;
  count: number;
  /** Which set is open ('photos', 'plans'): a page may hold a lightbox for each, and only the owner's shows. */
  owner: string | null;
  openAt: (index: number, count: number, owner?: string) => void;
  /** Closing resets, so the lightbox reopens on whichever image is clicked next. */
  close: () => void;
  /** Next and previous wrap around at both ends. */
  next: () => void;
  previous: () => void;
}

const wrap = (i: number, count: number) => ((i % count) + count) % count;

export const useLightbox = create<LightboxState>()((set) => ({
  index: null,
  count: 0,
  owner: null,
  openAt: (index, count, owner = 'photos') => {
    if (count < 1) return;
    set({ index: wrap(index, count), count, owner });
  },
  close: () => set({ index: null, count: 0, owner: null }),
  next: () => set((s) => (s.index === null ? s : { index: wrap(s.index + 1, s.count) })),
  previous: () => set((s) => (s.index === null ? s : { index: wrap(s.index - 1, s.count) })),
}));
