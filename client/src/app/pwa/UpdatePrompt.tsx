import { lazy, Suspense, useSyncExternalStore } from 'react';
import { newVersion } from './serviceWorker';

/**
 * Offers a new version when one was deployed. The waiting service worker takes over only when the
 * user says so, so nobody loses a half-filled form to an automatic reload.
 */
export function UpdatePrompt() {
  const needRefresh = useSyncExternalStore(newVersion.subscribe, newVersion.waiting);
  return needRefresh ? (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  ) : null;
}

// Asked for only once a new version waits: most visits never show it.
const UpdateNotice = lazy(() => import('./UpdateNotice').then((m) => ({ default: m.UpdateNotice })));
