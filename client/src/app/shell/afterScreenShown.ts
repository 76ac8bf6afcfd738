import { useEffect, useState } from 'react';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * Resolves once the router has put a screen up, and the browser has had a task to paint it.
 * Parts a screen does not need to appear (menus, dialogs, toasts, the device database) wait for
 * this, so on a slow link they do not share the bandwidth with the screen's own code.
 */
export function afterScreenShown(router: AnyRouter): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const shown = () => {
      if (!waiting) return;
      waiting = false;
      stop();
      setTimeout(resolve);
    };
    const stop = router.subscribe('onRendered', shown);
    // Already up: the event went by before the caller asked (a layout that mounted with the screen).
    if (router.state.status === 'idle' && router.state.resolvedLocation) shown();
  });
}

/**
 * A module fetched once a screen is on show: null until then, and null for good when the download
 * fails (the caller works without it; the next mount asks again).
 */
export function useAfterScreenShown<M>(router: AnyRouter, load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void afterScreenShown(router)
      .then(() => (live ? load() : null))
      .then((m) => live && m && setLoaded(() => m))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The loader is a fixed import: asking again for a new function identity would refetch nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router]);
  return loaded;
}
