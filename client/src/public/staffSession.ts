import {
  API_BASE,
  CSRF_HEADER,
  Messages,
  WorkAuthorizationMessages as M,
  type LoginResponse,
} from '@canopy/shared';
import { SESSION_STORAGE_KEY } from '../kernel/session/storageKey';
import { PublicApiError, publicCall } from './publicApi';

type Kept = { state?: { session?: LoginResponse | null } };

/** Where the console keeps the signed-in session (remembered, else this tab's), and the copy kept. */
function kept(): { store: Storage; value: Kept; session: LoginResponse } | null {
  for (const store of [localStorage, sessionStorage]) {
    try {
      const raw = store.getItem(SESSION_STORAGE_KEY);
      const value = raw ? (JSON.parse(raw) as Kept) : null;
      const session = value?.state?.session;
      if (session?.LoginResult?.Jwt) return { store, value: value!, session };
    } catch {
      // An unreadable copy: the other store may still hold the session.
    }
  }
  return null;
}

/**
 * The signed-in office user's headers, read where the console keeps its session, for the admin
 * view's calls; null when nobody is signed in in this browser. The server checks the rest.
 */
export function staffHeaders(): Record<string, string> | null {
  const s = kept()?.session.LoginResult;
  return s ? { Authorization: `Bearer ${s.Jwt}`, [CSRF_HEADER]: s.CsrfToken } : null;
}

type Renewal = 'ok' | 'denied' | 'offline';
let renewing: Promise<Renewal> | null = null;

/**
 * Renews the office token with the refresh cookie, as the console does, and keeps the new session
 * where the console reads it. Callers share one request: the server rotates the refresh token, so a
 * second one at the same time would present a spent token.
 */
export function renewStaffSession(): Promise<Renewal> {
  renewing ??= renew().finally(() => {
    renewing = null;
  });
  return renewing;
}

async function renew(): Promise<Renewal> {
  const before = kept();
  if (!before) return 'denied';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: before.session.LoginResult.CsrfToken },
      body: JSON.stringify({ RefreshTokenIdentifier: before.session.LoginResult.RefreshTokenIdentifier }),
    });
  } catch {
    return 'offline';
  }
  if (res.status >= 500) return 'offline';
  if (!res.ok) {
    // The console in another tab may have renewed first and rotated the token: take its session.
    return kept()?.session.LoginResult.Jwt !== before.session.LoginResult.Jwt ? 'ok' : 'denied';
  }
  const session = (await res.json()) as LoginResponse;
  before.store.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ ...before.value, state: { ...before.value.state, session } }),
  );
  return 'ok';
}

/**
 * One of the admin view's calls under the office user's token. An expired token is renewed once and
 * the call made again, so a page left open past the token's life carries on; a refused renewal asks
 * for a sign-in.
 */
export async function staffCall<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<T> {
  const call = () => {
    const headers = staffHeaders();
    if (!headers) throw new PublicApiError(401, M.AdminSignIn);
    return publicCall<T>(method, path, body, { ...headers, ...extra });
  };
  try {
    return await call();
  } catch (e) {
    if (!(e instanceof PublicApiError) || e.status !== 401) throw e;
    const renewed = await renewStaffSession();
    if (renewed === 'offline') throw new PublicApiError(0, Messages.ConnectionError);
    if (renewed === 'denied') throw new PublicApiError(401, M.AdminSignIn);
    return call();
  }
}
