import { API_BASE, CSRF_HEADER, type LoginResponse } from '@canopy/shared';
import { useSessionStore } from './sessionStore';

/** ok: new token stored; denied: the server refused, the user is signed out; offline: try again later. */
export type RefreshOutcome = 'ok' | 'denied' | 'offline';

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Renews the access token with the HttpOnly refresh cookie. Concurrent callers share one request:
 * the server rotates the refresh token, so a second parallel refresh would present a spent one.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<RefreshOutcome> {
  const store = useSessionStore.getState();
  const current = store.session;
  if (!current) return 'denied';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: current.LoginResult.CsrfToken },
      body: JSON.stringify({ RefreshTokenIdentifier: current.LoginResult.RefreshTokenIdentifier }),
    });
  } catch {
    return 'offline';
  }
  // A gateway or server failure says nothing about the session; keep the user and retry later.
  if (res.status >= 500) return 'offline';
  if (!res.ok) {
    // Another tab may have refreshed first and rotated the token; only sign out if nothing newer exists.
    if (useSessionStore.getState().session === current) useSessionStore.getState().signOut('expiry');
    return 'denied';
  }
  const next = (await res.json()) as LoginResponse;
  useSessionStore.getState().replace(next);
  return 'ok';
}
