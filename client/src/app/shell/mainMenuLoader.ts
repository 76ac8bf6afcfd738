import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { afterScreenShown } from './afterScreenShown';

type MenuModule = typeof import('../menu/MainMenu');

/** Where the menu stands beside the screen; below it, the menu slides in only when asked for. */
export const WIDE_SCREEN = '(min-width: 769px)';

let loaded: MenuModule | undefined;
const loadMenu = () => import('../menu/MainMenu').then((m) => (loaded = m));

// Beside the screen the menu is part of it: fetched with the screen's code, not after it.
if (typeof matchMedia === 'function' && matchMedia(WIDE_SCREEN).matches)
  void loadMenu().catch(() => undefined);

/**
 * The main menu's module: at once where it is on show (`wanted`), else once a screen is up, so
 * that a phone's first screen does not wait for a menu hidden behind the burger.
 */
export function useMainMenu(wanted: boolean): MenuModule | undefined {
  const router = useRouter();
  const [menu, setMenu] = useState(() => loaded);
  useEffect(() => {
    if (menu) return;
    let live = true;
    const load = async () => {
      if (!live) return;
      const m = await loadMenu();
      if (live) setMenu(m);
    };
    // A failed download leaves the menu out until the next mount asks again, as for the other parts.
    void (wanted ? load() : afterScreenShown(router).then(load)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [menu, wanted, router]);
  return menu;
}
