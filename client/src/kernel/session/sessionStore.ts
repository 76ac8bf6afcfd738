import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ClaimFlags, LoginResponse } from '@canopy/shared';
import { rememberStorage } from './rememberStorage';
import { SESSION_STORAGE_KEY } from './storageKey';

export { SESSION_STORAGE_KEY };

export interface SessionState {
  /** What the server answered at sign-in or the last refresh; null when signed out. */
  session: LoginResponse | null;
  remember: boolean;
  /** Why the last sign-out happened; decides whether the login page offers the way back. */
  signedOutBy: 'user' | 'expiry' | null;
  signIn: (response: LoginResponse, remember: boolean) => void;
  /** A refresh keeps "remember me" as chosen at sign-in. */
  replace: (response: LoginResponse) => void;
  signOut: (by?: 'user' | 'expiry') => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      remember: false,
      signedOutBy: null,
      signIn: (session, remember) => set({ session, remember, signedOutBy: null }),
      replace: (session) => set({ session }),
      signOut: (by = 'user') => set({ session: null, remember: false, signedOutBy: by }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: rememberStorage<Pick<SessionState, 'session' | 'remember'>>(),
      partialize: ({ session, remember }) => ({ session, remember }),
    },
  ),
);

export const getSession = (): LoginResponse | null => useSessionStore.getState().session;

export const getClaims = (): ClaimFlags | undefined =>
  getSession()?.LoginResult.ClaimFlags as ClaimFlags | undefined;

export const useSession = (): LoginResponse | null => useSessionStore((s) => s.session);

export const useClaims = (): ClaimFlags | undefined =>
  useSessionStore((s) => s.session?.LoginResult.ClaimFlags as ClaimFlags | undefined);
