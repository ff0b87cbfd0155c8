import { create } from 'zustand';

type SideCartState = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (isOpen: boolean) => void;
};

/** Whether the side cart drawer is open; adding a product opens it. */
export const useSideCartStore = create<SideCartState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  setOpen: (isOpen) => set({ isOpen }),
}));
