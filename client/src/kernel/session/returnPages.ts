import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const MAX_DEPTH = 20;

export interface ReturnPagesState {
  /** Pages to go back to, newest last (the returnPage convention of info screens). */
  stack: string[];
  push: (path: string) => void;
  pop: () => string | undefined;
  clear: () => void;
}

/**
 * Info screens push the page they were opened from and pop it on "Back"; a menu click starts a new
 * trail. Kept per tab (sessionStorage) so a reload does not lose the way back.
 */
export const useReturnPages = create<ReturnPagesState>()(
  persist(
    (set, get) => ({
      stack: [],
      push: (path) => set(({ stack }) => ({ stack: [...stack, path].slice(-MAX_DEPTH) })),
      pop: () => {
        const { stack } = get();
        const last = stack.at(-1);
        set({ stack: stack.slice(0, -1) });
        return last;
      },
      clear: () => set({ stack: [] }),
    }),
    {
      name: 'canopy.returnPages',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ stack }) => ({ stack }),
    },
  ),
);
