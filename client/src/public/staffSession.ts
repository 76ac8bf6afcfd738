import { CSRF_HEADER, type LoginResponse } from '@canopy/shared';
import { SESSION_STORAGE_KEY } from '../kernel/session/storageKey';

/**
 * The signed-in office user's headers, read where the console keeps its session, for the admin
 * view's calls; null when nobody is signed in in this browser. The server checks the rest.
 */
export function staffHeaders(): Record<string, string> | null {
  for (const store of [localStorage, sessionStorage]) {
    try {
      const raw = store.getItem(SESSION_STORAGE_KEY);
      const kept = raw ? (JSON.parse(raw) as { state?: { session?: LoginResponse | null } }) : null;
      const s = kept?.state?.session?.LoginResult;
      if (s?.Jwt) return { Authorization: `Bearer ${s.Jwt}`, [CSRF_HEADER]: s.CsrfToken };
    } catch {
      // An unreadable copy: the other store may still hold the session.
    }
  }
  return null;
}
