import { registerSW } from 'virtual:pwa-register';

const HOURLY = 60 * 60 * 1000;

let waiting = false;
let update: (reload?: boolean) => Promise<void> = () => Promise.resolve();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/**
 * Registers the service worker from the first page on (the sign-in page included), so the app is
 * installable and cached before anyone signs in. A new version waits until the user takes it.
 */
export function registerServiceWorker(): void {
  update = registerSW({
    onNeedRefresh() {
      waiting = true;
      tell();
    },
    onRegisteredSW(_url, registration) {
      // Long-lived tabs (a crew's phone) otherwise only learn of updates on a fresh navigation.
      if (registration) setInterval(() => void registration.update(), HOURLY);
    },
  });
}

/** A new version is waiting; the console's update prompt reads this. */
export const newVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  waiting: (): boolean => waiting,
  dismiss(): void {
    waiting = false;
    tell();
  },
  take: (): Promise<void> => update(true),
};
