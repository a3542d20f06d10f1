import { create } from 'zustand';

interface MenuState {
  open: boolean;
  openMenu: () => void;
  closeMenu: () => void;
  toggleMenu: () => void;
}

/** The small-screen side menu: closed on the server and on the first render. */
export const useMenu = create<MenuState>()((set) => ({
  open: false,
  openMenu: () => set({ open: true }),
  closeMenu: () => set({ open: false }),
  toggleMenu: () => set((s) => ({ open: !s.open })),
}));
