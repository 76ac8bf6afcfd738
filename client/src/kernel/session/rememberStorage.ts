import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Persists the session where "remember me" says: localStorage survives closing the browser,
 * sessionStorage dies with the tab, matching the refresh cookie's own lifetime. The copy in the
 * other storage is always removed so a later sign-in without "remember me" leaves nothing behind.
 */
export function rememberStorage<S extends { remember: boolean }>(): PersistStorage<S> {
  const read = (store: Storage, name: string): StorageValue<S> | null => {
    const raw = store.getItem(name);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as StorageValue<S>;
    } catch {
      store.removeItem(name);
      return null;
    }
  };
  return {
    getItem: (name) => read(localStorage, name) ?? read(sessionStorage, name),
    setItem: (name, value) => {
      const [keep, drop] = value.state.remember
        ? [localStorage, sessionStorage]
        : [sessionStorage, localStorage];
      drop.removeItem(name);
      keep.setItem(name, JSON.stringify(value));
    },
    removeItem: (name) => {
      localStorage.removeItem(name);
      sessionStorage.removeItem(name);
    },
  };
}
