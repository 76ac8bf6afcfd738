import { afterAll, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { useReturnPages } from '../kernel/session/returnPages';
import { useSessionStore } from '../kernel/session/sessionStore';
import { useInstallOffer } from '../app/pwa/installOffer';
import { useOfflineContext } from '../offline/context';
import { useSyncStatusStore } from '../offline/status';
import { removeFakeIndexedDb } from './fakeIndexedDb';
import { dropWaitingPins } from '../offline/pins';

// Test files share one module graph (isolate: false), so what a file leaves in the app's stores,
// the browser storage or the page would meet the next file: a signed-in session, an installed device
// database, a notification, a spy. Each file ends by putting them back as a fresh page has them.
afterAll(() => {
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useReturnPages.setState(useReturnPages.getInitialState(), true);
  useOfflineContext.setState(useOfflineContext.getInitialState(), true);
  useSyncStatusStore.setState(useSyncStatusStore.getInitialState(), true);
  useInstallOffer.setState(useInstallOffer.getInitialState(), true);
  dropWaitingPins();
  removeFakeIndexedDb();
  localStorage.clear();
  sessionStorage.clear();
  notifications.clean();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
});
