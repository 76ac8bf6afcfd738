import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOfferState {
  /** The browser's offer, kept until used; null where the browser makes none (or has used it). */
  event: InstallPromptEvent | null;
  installed: boolean;
}

export const useInstallOffer = create<InstallOfferState>(() => ({ event: null, installed: false }));

const DISMISSED_KEY = 'canopy.install-offer-dismissed';

/**
 * Keeps the browser's install offer for the moment the app makes its own. Called at start-up,
 * before the console loads: the browser fires the event once, early.
 */
export function listenForInstallOffer(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    // The browser's own mini-bar would come at a random moment; the app offers it to crews instead.
    e.preventDefault();
    useInstallOffer.setState({ event: e as InstallPromptEvent });
  });
  win.addEventListener('appinstalled', () => useInstallOffer.setState({ event: null, installed: true }));
}

/** Already running as an installed app (home screen, or the iOS standalone flag). */
export function runsInstalled(win: Window = window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return win.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

/** iPhone and iPad Safari install through Share › Add to Home Screen, with no event to offer. */
export function isIosSafari(userAgent: string): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent));
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

export const offerDismissed = (storage: Storage = localStorage) => storage.getItem(DISMISSED_KEY) === '1';
export const dismissOffer = (storage: Storage = localStorage) => storage.setItem(DISMISSED_KEY, '1');
