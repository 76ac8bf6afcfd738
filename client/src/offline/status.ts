import { create } from 'zustand';

export interface StorageUse {
  usage: number;
  quota: number;
}

/** What this tab knows about syncing; counts and the last sync time come from the database. */
export interface SyncStatusState {
  online: boolean;
  /** A round is running in this tab. */
  syncing: boolean;
  /** This tab holds the sync lock (other tabs see the results through the database). */
  leader: boolean;
  /** The session was refused: syncing waits for the next sign-in. */
  halted: boolean;
  /** The message of the last round's failure; null once a round succeeds. */
  lastError: string | null;
  storage: StorageUse | null;
  /** A pull of several pages under way (a first sync): changes received and about how many wait. */
  pull: PullShown | null;
}

export interface PullShown {
  received: number;
  /** Null when the server did not say. */
  remaining: number | null;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Syncing… 1,234 of about 5,000 changes", or without the total when the server did not say. */
export function pullProgressText(p: PullShown): string {
  if (p.remaining === null) return `Syncing… ${count(p.received)} changes`;
  return `Syncing… ${count(p.received)} of about ${count(p.received + p.remaining)} changes`;
}

/** The same in a phone's top bar: "1,234 of 5,000", or the count alone. */
export function pullProgressShort(p: PullShown): string {
  if (p.remaining === null) return count(p.received);
  return `${count(p.received)} of ${count(p.received + p.remaining)}`;
}

/** What a write the device keeps says while there is no connection to reach the server. */
export const SAVED_ON_DEVICE = 'Saved on this device; will sync.';

/**
 * The words for a write kept on the device: the spec's message when it goes on to the server at
 * once, else that it waits on the device (the spec's 'Saved Successfully' would not be true yet).
 */
export const deviceSaved = (message: string): string =>
  useSyncStatusStore.getState().online ? message : SAVED_ON_DEVICE;

const initialOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export const useSyncStatusStore = create<SyncStatusState>(() => ({
  online: initialOnline(),
  syncing: false,
  leader: false,
  halted: false,
  lastError: null,
  storage: null,
  pull: null,
}));

// Followed from the moment the app loads, for every tab: the office screens' banner must be right
// on the very first render, before anything signed in has started.
if (typeof window !== 'undefined') {
  const follow = () => useSyncStatusStore.setState({ online: navigator.onLine });
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
}

export async function refreshStorageEstimate(): Promise<void> {
  if (!navigator.storage?.estimate) return;
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    useSyncStatusStore.setState({ storage: { usage, quota } });
  } catch {
    // Some private modes refuse the estimate; the popover then leaves the line out.
  }
}

let persistAsked = false;

/** Asks once that the browser keep our data under storage pressure (unsynced work lives there). */
export async function askPersistentStorage(): Promise<void> {
  if (persistAsked || !navigator.storage?.persist) return;
  persistAsked = true;
  try {
    if (!(await navigator.storage.persisted?.())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: data stays "best effort", as it would anyway.
  }
}
